import { Box, Typography } from '@mui/material';
import { it, type Availability, type CalendarEvent } from '@lavagna/contracts';
import { isAvailable, STEP } from '@lavagna/domain';
import { hhmm, timeRange } from '@lavagna/format';
import { adminIt } from '../i18n/it';
import { dayHeader, longDate, placeOnDay, ROW_STARTS } from './week';
import { weekdayOf, type Day } from './rome';
import { toStartEnd, type Slot } from './picks';
import { lessonTitle, toneOf } from './status';
import { EventBlock } from './EventBlock';
import type { Mode } from './useCalendarState';

const ROW_HEIGHT = 28;
const HEADER_ROWS = 1;

interface WeekGridProps {
  days: Day[];
  availability: Availability;
  bounds: { first: Day; last: Day };
  events: CalendarEvent[];
  selections: Slot[];
  mode: Mode;
  onCellClick: (day: Day, start: number) => void;
  onEventClick: (event: CalendarEvent) => void;
}

/** The week: a column per day, a row per half hour from 08:00 to 23:00, Rome time. */
export const WeekGrid = ({
  days,
  availability,
  bounds,
  events,
  selections,
  mode,
  onCellClick,
  onEventClick,
}: WeekGridProps) => {
  const open = (day: Day, start: number) =>
    day >= bounds.first && day <= bounds.last && isAvailable(availability, weekdayOf(day), start, start + STEP);
  const target = mode.kind === 'moving' ? mode.target : null;
  const slotBlock = (slot: Slot, key: string, title: string, day: Day, column: number) => {
    const [start, end] = toStartEnd(slot);
    const place = slot.day === day ? placeOnDay(start, end, day) : null;
    return place ? (
      <EventBlock
        key={key}
        testId={key}
        column={column}
        row={place.row + 1 + HEADER_ROWS}
        span={place.span}
        tone="selection"
        title={title}
        time={timeRange(start, end)}
      />
    ) : null;
  };

  return (
    <Box
      role="group"
      aria-label={adminIt.calendar.title}
      sx={{
        display: 'grid',
        gridTemplateColumns: `52px repeat(${days.length}, minmax(0, 1fr))`,
        gridTemplateRows: `auto repeat(${ROW_STARTS.length}, ${ROW_HEIGHT}px)`,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <Box sx={{ gridColumn: 1, gridRow: 1, borderBottom: 1, borderColor: 'divider' }} />
      {days.map((day, i) => {
        const { name, date } = dayHeader(day);
        return (
          <Box
            key={day}
            sx={{
              gridColumn: i + 2,
              gridRow: 1,
              textAlign: 'center',
              py: 0.5,
              borderBottom: 1,
              borderLeft: 1,
              borderColor: 'divider',
            }}
          >
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {name}
            </Typography>
            <Typography variant="h6" component="span">
              {date}
            </Typography>
          </Box>
        );
      })}
      {ROW_STARTS.map((start, r) => (
        <Typography
          key={start}
          variant="caption"
          color="text.secondary"
          sx={{
            gridColumn: 1,
            gridRow: r + 2,
            textAlign: 'right',
            pr: 0.5,
            lineHeight: 1,
            pt: '2px',
            opacity: start % 60 ? 0.6 : 1,
          }}
        >
          {hhmm(start)}
        </Typography>
      ))}
      {days.map((day, i) =>
        ROW_STARTS.map((start, r) => {
          const free = open(day, start);
          return (
            <Box
              key={`${day}-${start}`}
              component="button"
              type="button"
              data-cell={`${day}T${hhmm(start)}`}
              data-available={free}
              aria-label={`${longDate(day)} ${hhmm(start)}${free ? '' : `, ${it.calendar.notAvailable}`}`}
              onClick={() => onCellClick(day, start)}
              sx={{
                gridColumn: i + 2,
                gridRow: r + 2,
                p: 0,
                border: 0,
                borderLeft: 1,
                borderTop: 1,
                borderColor: 'divider',
                borderTopStyle: start % 60 ? 'dashed' : 'solid',
                bgcolor: free ? 'background.paper' : 'grey.300',
                cursor: 'pointer',
                '&:hover': { bgcolor: free ? 'action.hover' : 'grey.400' },
              }}
            />
          );
        }),
      )}
      {days.flatMap((day, i) => [
        ...events.map((event) => {
          const place = placeOnDay(event.start, event.end, day);
          if (!place) return null;
          const editing = mode.kind === 'moving' && mode.eventId === event._id;
          return (
            <EventBlock
              key={`${event._id}-${day}`}
              testId={`event-${event._id}`}
              column={i + 2}
              row={place.row + 1 + HEADER_ROWS}
              span={place.span}
              tone={editing ? 'editing' : toneOf(event)}
              title={editing ? it.calendar.inEdit : lessonTitle(event)}
              time={editing ? lessonTitle(event) : timeRange(event.start, event.end)}
              active={mode.kind !== 'idle' && mode.eventId === event._id}
              onClick={() => onEventClick(event)}
            />
          );
        }),
        ...selections.map((slot, n) => slotBlock(slot, `selection-${n}`, adminIt.calendar.newLesson, day, i + 2)),
        target ? slotBlock(target, 'move-target', adminIt.calendar.newTime, day, i + 2) : null,
      ])}
    </Box>
  );
};
