import { useEffect, useRef, useState } from 'react';
import { STEP } from '@lavagna/domain';
import { timeRange } from '@lavagna/format';
import { covers, pickSlot, placeOnDay, type Pick, type WeekGridHandle } from '@lavagna/week-calendar';
import type { CalendarEvent } from '@lavagna/contracts';
import { adminIt } from '../i18n/it';
import { romeDay, type Day } from './rome';
import { longDate } from './week';
import { eventAt, type GridKeys } from './WeekGrid';
import type { useCalendarState } from './useCalendarState';

const t = adminIt.calendar;
const when = (pick: Pick) => {
  const { start, end } = pickSlot(pick);
  return `${longDate(pick.day)}, ${timeRange(start, end)} (${pick.rows * STEP} min)`;
};

interface Inputs {
  s: ReturnType<typeof useCalendarState>;
  events: CalendarEvent[];
  announce: (text: string) => void;
  message: string;
  /** The toolbar's paging, shared with the keys. */
  shift: (days: number) => boolean;
  onConfirmMove: () => void;
  onDropSelections: () => void;
}

/**
 * The console's calendar by keyboard: Enter on a lesson opens its bar (focus on its first action),
 * 'Sposta Lezione' brings the focus back to the lesson on the grid, arrows and Enter choose the new
 * time, Enter on it confirms; + and - resize a lesson being prepared; Escape steps back. What
 * changes is said by the grid's live region.
 */
export const useCalendarKeys = ({ s, events, announce, message, shift, onConfirmMove, onDropSelections }: Inputs) => {
  const handle = useRef<WeekGridHandle>(null);
  const [barFocus, setBarFocus] = useState(false);
  const target = s.mode.kind === 'moving' ? s.mode.target : null;

  const summary = s.selections.length ? t.newLessonSaid(s.selections.map(when).join('; ')) : t.nothingToBook;
  const targetSaid = target ? t.newTimeSaid(when(target)) : null;
  const said = useRef({ summary, targetSaid });
  useEffect(() => {
    if (said.current.summary !== summary) announce(summary);
    if (targetSaid && said.current.targetSaid !== targetSaid) announce(targetSaid);
    said.current = { summary, targetSaid };
  }, [summary, targetSaid, announce]);

  const onActivate = (day: Day, row: number) => {
    if (s.mode.kind === 'moving') {
      if (target && covers(target, day, row)) onConfirmMove();
      else s.clickCell(day, row);
      return;
    }
    const event = eventAt(events, day, row);
    if (!event) return s.clickCell(day, row);
    s.clickEvent(event);
    setBarFocus(true);
  };

  const onEscape = () => {
    if (s.mode.kind === 'moving') {
      s.cancelMove();
      announce(t.moveCancelled);
    } else if (s.mode.kind === 'selected') s.close();
    else if (s.selections.length > 0) onDropSelections();
  };

  const onResize = (day: Day, by: 1 | -1) => {
    const index = s.selections.findIndex((p) => p.day === day);
    if (index < 0) return announce(t.noSelectionThatDay);
    if (by > 0) s.extend(index);
    else s.shorten(index);
  };

  /** 'Sposta Lezione': the lesson turns red and the focus goes back to it on the grid. */
  const startMove = () => {
    const lesson = s.lesson;
    s.startMove();
    setBarFocus(false);
    announce(t.pickByKeys);
    const day = lesson && romeDay(new Date(lesson.start));
    const place = lesson && day ? placeOnDay(lesson.start, lesson.end, day) : null;
    if (day && place) handle.current?.focus({ day, row: place.row });
  };

  const keys: GridKeys = { handle, announcement: message, onActivate, onResize, onEscape, onShift: shift };
  /** The bar closed: the focus goes back to the grid, where it came from. */
  const barClosed = () => {
    setBarFocus(false);
    handle.current?.focus();
  };
  return { keys, barFocus, startMove, barClosed };
};
