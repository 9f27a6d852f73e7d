import { it, type Availability, type CalendarEvent } from '@lavagna/contracts';
import { isAvailable, STEP } from '@lavagna/domain';
import { timeRange } from '@lavagna/format';
import { EventBlock, pickSlot, placeOnDay, rowStart, rowTime, WeekGrid as Grid, type GridItem, type Pick } from '@lavagna/week-calendar';
import { adminIt } from '../i18n/it';
import { weekdayOf, type Day } from './rome';
import { lessonTitle, TONES, toneOf, type Tone } from './status';
import type { Mode } from './useCalendarState';
import { longDate } from './week';

interface WeekGridProps {
  days: Day[];
  availability: Availability;
  bounds: { first: Day; last: Day };
  events: CalendarEvent[];
  selections: Pick[];
  mode: Mode;
  onCellClick: (day: Day, row: number) => void;
  onEventClick: (event: CalendarEvent) => void;
}

/** A lesson being prepared or a move's new place. */
const pickItem = (pick: Pick, key: string, title: string): GridItem => {
  const { start, end } = pickSlot(pick);
  const time = timeRange(start, end);
  return { key, ...pick, node: <EventBlock label={`${title}, ${time}`} title={title} detail={time} rows={pick.rows} colors={TONES.selection} testId={key} /> };
};

/** The teacher's week: the shared grid with every event (names included), the lessons being prepared and a move's target. */
export const WeekGrid = ({ days, availability, bounds, events, selections, mode, onCellClick, onEventClick }: WeekGridProps) => {
  const free = (day: Day, row: number) =>
    day >= bounds.first && day <= bounds.last && isAvailable(availability, weekdayOf(day), rowStart(row), rowStart(row) + STEP);
  const eventItem = (event: CalendarEvent, day: Day): GridItem | null => {
    const place = placeOnDay(event.start, event.end, day);
    if (!place) return null;
    const editing = mode.kind === 'moving' && mode.eventId === event._id;
    const tone: Tone = editing ? 'editing' : toneOf(event);
    const title = editing ? it.calendar.inEdit : lessonTitle(event);
    const detail = editing ? lessonTitle(event) : timeRange(event.start, event.end);
    return {
      key: `${event._id}-${day}`,
      day,
      ...place,
      node: (
        <EventBlock
          label={`${title}, ${detail}`}
          title={title}
          detail={detail}
          rows={place.rows}
          colors={TONES[tone]}
          testId={`event-${event._id}`}
          active={mode.kind !== 'idle' && mode.eventId === event._id}
          onClick={() => onEventClick(event)}
        />
      ),
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
    />
  );
};
