import { useState } from 'react';
import { useNotify } from 'react-admin';
import type { Availability, CalendarEvent } from '@lavagna/contracts';
import { adminIt } from '../i18n/it';
import { extended, moveTarget, newSlot, shortened, slotProblemText, type Slot, type SlotContext } from './picks';
import type { Day } from './rome';

/** No lesson chosen, a lesson shown in the bottom bar, or a lesson being moved (with its proposed slot). */
export type Mode =
  { kind: 'idle' } | { kind: 'selected'; eventId: string } | { kind: 'moving'; eventId: string; target: Slot | null };

interface Inputs {
  availability: Availability;
  events: CalendarEvent[];
  now: Date;
  studentId: string | null;
}

/** What the teacher has clicked: the selected or moving lesson and the lessons being prepared. */
export const useCalendarState = ({ availability, events, now, studentId }: Inputs) => {
  const notify = useNotify();
  const [mode, setMode] = useState<Mode>({ kind: 'idle' });
  const [selections, setSelections] = useState<Slot[]>([]);
  const [selectionsOf, setSelectionsOf] = useState(studentId);
  // another student: the prepared lessons were for the previous one
  if (selectionsOf !== studentId) {
    setSelectionsOf(studentId);
    setSelections([]);
  }

  const base: SlotContext = { availability, events, selections, now };
  const lesson = mode.kind === 'idle' ? undefined : events.find((e) => e._id === mode.eventId);
  const refuse = (problem: string) => notify(problem, { type: 'warning' });

  const clickCell = (day: Day, start: number) => {
    if (mode.kind === 'moving' && lesson) {
      const target = moveTarget(lesson, day, start);
      const problem = slotProblemText(target, { ...base, studentId: lesson.studentId, ignoreEventId: lesson._id });
      if (problem) refuse(problem);
      else setMode({ ...mode, target });
      return;
    }
    setMode({ kind: 'idle' });
    if (!studentId) {
      // a click beside a chosen lesson just closes its bar
      if (mode.kind === 'idle') notify(adminIt.calendar.noStudent, { type: 'info' });
      return;
    }
    const slot = newSlot(day, start);
    const problem = slotProblemText(slot, { ...base, studentId });
    if (problem) refuse(problem);
    else setSelections([...selections, slot]);
  };

  const clickEvent = (event: CalendarEvent) => {
    if (mode.kind !== 'moving') setMode({ kind: 'selected', eventId: event._id });
  };

  const resize = (index: number, next: Slot | null) => {
    if (next) setSelections(selections.map((s, i) => (i === index ? next : s)));
  };

  return {
    mode,
    lesson,
    selections,
    clickCell,
    clickEvent,
    close: () => setMode({ kind: 'idle' }),
    startMove: () => lesson && setMode({ kind: 'moving', eventId: lesson._id, target: null }),
    cancelMove: () => lesson && setMode({ kind: 'selected', eventId: lesson._id }),
    canExtend: (index: number) => extended(selections, index, { ...base, studentId }) !== null,
    canShorten: (index: number) => shortened(selections, index) !== null,
    extend: (index: number) => resize(index, extended(selections, index, { ...base, studentId })),
    shorten: (index: number) => resize(index, shortened(selections, index)),
    remove: (index: number) => setSelections(selections.filter((_, i) => i !== index)),
    clearSelections: () => setSelections([]),
  };
};
