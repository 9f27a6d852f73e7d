import type { Ref } from 'react';
import { it, type Availability, type CalendarEvent } from '@lavagna/contracts';
import { isAvailable, STEP } from '@lavagna/domain';
import { timeRange } from '@lavagna/format';
import { pickSlot, placeOnDay, rowStart, rowTime, WeekGrid as Grid, type GridItem, type Pick, type WeekGridHandle } from '@lavagna/week-calendar';
import { adminIt } from '../i18n/it';
import { weekdayOf, type Day } from './rome';
import { lessonTitle, statusLabel, toneOf } from './status';
import type { Mode } from './useCalendarState';
import { longDate } from './week';

/** What the grid's keys do in the console (see useCalendarKeys). */
export interface GridKeys {
  handle: Ref<WeekGridHandle>;
  announcement: string;
  onActivate: (day: Day, row: number) => void;
  onResize: (day: Day, by: 1 | -1) => void;
  onEscape: () => void;
  onShift: (days: number) => boolean;
}

interface WeekGridProps {
  days: Day[];
  availability: Availability;
  bounds: { first: Day; last: Day };
  events: CalendarEvent[];
  selections: Pick[];
  mode: Mode;
  now: Date;
  keys: GridKeys;
  onCellClick: (day: Day, row: number) => void;
  onEventClick: (event: CalendarEvent) => void;
}

/** A lesson being prepared or a move's new place. */
const pickItem = (pick: Pick, key: string, title: string): GridItem => {
  const { start, end } = pickSlot(pick);
  return { key, ...pick, kind: 'pick', title, detail: timeRange(start, end), testId: key };
};

/** The event covering a half hour of a day, if any. */
export const eventAt = (events: CalendarEvent[], day: Day, row: number): CalendarEvent | undefined =>
  events.find((e) => {
    const place = placeOnDay(e.start, e.end, day);
    return place !== null && row >= place.row && row < place.row + place.rows;
  });

/** The teacher's week: the shared grid with every event (names included), the lessons being prepared and a move's target. */
export const WeekGrid = ({ days, availability, bounds, events, selections, mode, now, keys, onCellClick, onEventClick }: WeekGridProps) => {
  const free = (day: Day, row: number) =>
    day >= bounds.first && day <= bounds.last && isAvailable(availability, weekdayOf(day), rowStart(row), rowStart(row) + STEP);
  const eventItem = (event: CalendarEvent, day: Day): GridItem | null => {
    const place = placeOnDay(event.start, event.end, day);
    if (!place) return null;
    const editing = mode.kind === 'moving' && mode.eventId === event._id;
    return {
      key: `${event._id}-${day}`,
      day,
      ...place,
      kind: editing ? 'editing' : toneOf(event),
      title: editing ? it.calendar.inEdit : lessonTitle(event),
      detail: editing ? lessonTitle(event) : timeRange(event.start, event.end),
      status: statusLabel(event, now),
      // The state in words on the block, whole at any column width: the colour alone would not say it.
      showStatus: !editing,
      testId: `event-${event._id}`,
      active: mode.kind !== 'idle' && mode.eventId === event._id,
      onClick: () => onEventClick(event),
    };
  };
  const target = mode.kind === 'moving' ? mode.target : null;
  const items = [
    ...days.flatMap((day) => events.map((event) => eventItem(event, day))).filter((item): item is GridItem => item !== null),
    ...selections.map((pick, n) => pickItem(pick, `selection-${n}`, adminIt.calendar.newLesson)),
    ...(target ? [pickItem(target, 'move-target', adminIt.calendar.newTime)] : []),
  ];
  return (
    <Grid
      days={days}
      label={adminIt.calendar.title}
      cellLabel={(day, row) => `${longDate(day)} ${rowTime(row)}`}
      isFree={free}
      onCell={onCellClick}
      items={items}
      help={adminIt.calendar.keysHelp}
      announcement={keys.announcement}
      onActivate={keys.onActivate}
      onResize={(day, _row, by) => keys.onResize(day, by)}
      onEscape={keys.onEscape}
      onShift={keys.onShift}
      handle={keys.handle}
    />
  );
};
