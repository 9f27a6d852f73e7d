import { useMemo, useState } from 'react';
import { useNotify } from 'react-admin';
import type { Availability, CalendarEvent } from '@lavagna/contracts';
import { clickCell, usePicks, type Pick } from '@lavagna/week-calendar';
import { adminIt } from '../i18n/it';
import { judgeOf, moveMode } from './picks';

/** No lesson chosen, a lesson shown in the bottom bar, or a lesson being moved (with its proposed place). */
export type Mode =
  { kind: 'idle' } | { kind: 'selected'; eventId: string } | { kind: 'moving'; eventId: string; target: Pick | null };

interface Inputs {
  availability: Availability;
  events: CalendarEvent[];
  now: Date;
  studentId: string | null;
  /** Says a refusal in the grid's live region too. */
  announce?: (text: string) => void;
}

const BOOK = { kind: 'book' } as const;

/** What the teacher has clicked: the selected or moving lesson and the lessons being prepared for a student. */
export const useCalendarState = ({ availability, events, now, studentId, announce }: Inputs) => {
  const notify = useNotify();
  const [mode, setMode] = useState<Mode>({ kind: 'idle' });
  const refuse = (problem: string) => {
    notify(problem, { type: 'warning' });
    announce?.(problem);
  };
  const judge = useMemo(() => judgeOf({ availability, events, now, studentId }), [availability, events, now, studentId]);
  const booking = usePicks({ mode: BOOK, judge, onRefuse: refuse });
  const [picksOf, setPicksOf] = useState(studentId);
  // another student: the prepared lessons were for the previous one
  if (picksOf !== studentId) {
    setPicksOf(studentId);
    booking.clear();
  }

  const lesson = mode.kind === 'idle' ? undefined : events.find((e) => e._id === mode.eventId);

  const clickCellAt = (day: string, row: number) => {
    if (mode.kind === 'moving' && lesson) {
      const moving = judgeOf({ availability, events, now, studentId: lesson.studentId, ignoreEventId: lesson._id });
      const outcome = clickCell(mode.target ? [mode.target] : [], day, row, { mode: moveMode(lesson), judge: moving });
      if (outcome.ok) setMode({ ...mode, target: outcome.picks[0] ?? null });
      else refuse(outcome.message);
      return;
    }
    setMode({ kind: 'idle' });
    if (!studentId) {
      // a click beside a chosen lesson just closes its bar
      if (mode.kind === 'idle') {
        notify(adminIt.calendar.noStudent, { type: 'info' });
        announce?.(adminIt.calendar.noStudent);
      }
      return;
    }
    booking.click(day, row);
  };

  const clickEvent = (event: CalendarEvent) => {
    if (mode.kind !== 'moving') setMode({ kind: 'selected', eventId: event._id });
  };

  return {
    mode,
    lesson,
    selections: booking.picks,
    clickCell: clickCellAt,
    clickEvent,
    close: () => setMode({ kind: 'idle' }),
    startMove: () => lesson && setMode({ kind: 'moving', eventId: lesson._id, target: null }),
    cancelMove: () => lesson && setMode({ kind: 'selected', eventId: lesson._id }),
    canExtend: booking.canExtend,
    canShorten: booking.canShorten,
    extend: booking.extend,
    shorten: booking.shorten,
    remove: booking.remove,
    clearSelections: booking.clear,
  };
};
