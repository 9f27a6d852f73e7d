import type { BookLessonsResponse, CalendarEvent, SessionProfile } from '@lavagna/contracts';
import { it } from '@lavagna/contracts';
import { HORIZON_DAYS, minutesBetween, STEP } from '@lavagna/domain';
import { covers, useAnnouncer, useColumns, type PickMode } from '@lavagna/week-calendar';
import { Alert, Stack } from '@mui/material';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { cellState, gridContext } from '../../../../calendar/picks';
import { monthYearLabel } from '../../../../calendar/rome';
import { canGoNext, offsetOf, shiftOffset, visibleDays } from '../../../../calendar/week';
import { useInstructions } from '../../../../components/instructions/useInstructions';
import { ui } from '../../../../i18n/it';
import { availabilityQueryOptions, useCalendarWeeks } from '../../../../queries/calendar';
import { BookingFooter } from './BookingFooter';
import { CalendarLegend } from './CalendarLegend';
import { CalendarToolbar } from './CalendarToolbar';
import { MoveFooter } from './MoveFooter';
import { usePicks } from './usePicks';
import { WeekGrid } from './WeekGrid';

interface Props {
  session: SessionProfile;
  /** The paid lesson being moved (reschedule mode), or null (booking mode). */
  moving: CalendarEvent | null;
  onBooked: (booking: BookLessonsResponse) => void;
}

export function CalendarBoard({ session, moving, onBooked }: Props) {
  const { availability } = useSuspenseQuery(availabilityQueryOptions(session.teacherId)).data;
  const columns = useColumns();
  const [now] = useState(() => new Date());
  const [offset, setOffset] = useState(0);
  const instructions = useInstructions();
  const days = visibleDays(now, offset, columns);
  // The weeks the shown days fall in, the neighbours prefetched (the loader read the first).
  const events = useCalendarWeeks(session.teacherId, now, days);

  const ctx = useMemo(() => gridContext(events.events, availability, now, moving?._id), [events.events, availability, moving, now]);
  const mode = useMemo<PickMode>(() => (moving ? { kind: 'move', rows: minutesBetween(moving) / STEP } : { kind: 'book' }), [moving]);
  const { message, announce } = useAnnouncer();
  const picks = usePicks(ctx, mode, announce);
  // The toolbar's arrows and the grid's keys page the days alike.
  const shift = (by: number) => {
    const next = shiftOffset(offset, by);
    if (next !== null) setOffset(next);
    return next !== null;
  };
  // Enter on one of the student's own lessons says where it is managed; elsewhere it picks.
  const activate = (day: string, row: number) => {
    const own = ctx.blocks.find((b) => (b.kind === 'paid' || b.kind === 'unpaid') && covers(b, day, row));
    if (own) announce(ui.calendar.ownLesson);
    else picks.click(day, row);
  };
  // + and - act on the pick of the focused day (one lesson a day); a move keeps its length.
  const resize = (day: string, by: 1 | -1) => {
    if (moving) return announce(it.calendar.moveKeepsDuration);
    const index = picks.picks.findIndex((p) => p.day === day);
    if (index < 0) return announce(ui.calendar.noPickThatDay);
    if (by > 0) picks.extend(index);
    else picks.shorten(index);
  };

  return (
    <Stack spacing={{ xs: 1, sm: 2 }}>
      {moving && <Alert severity="info">{ui.calendar.rescheduleHelp}</Alert>}
      <CalendarToolbar
        title={monthYearLabel(days[0]!, days[days.length - 1]!)}
        canGoBack={offset > 0}
        canGoNext={canGoNext(offset, columns)}
        hasPicks={picks.picks.length > 0}
        shownDay={days[0]!}
        firstDay={ctx.firstDay}
        lastDay={ctx.lastDay}
        onToday={() => setOffset(0)}
        onJump={(day) => setOffset(Math.min(HORIZON_DAYS, Math.max(0, offsetOf(now, day))))}
        onPrevious={() => shift(-columns)}
        onNext={() => shift(columns)}
        onClear={picks.clear}
        onHelp={instructions.open}
      />
      <CalendarLegend moving={moving !== null} />
      <WeekGrid
        days={days}
        blocks={ctx.blocks}
        picks={picks.picks}
        isFree={(day, row) => cellState(ctx, day, row) === 'free'}
        resizable={!moving}
        loading={events.fetching}
        announcement={message}
        onCell={picks.click}
        onExtend={picks.extend}
        onShorten={picks.shorten}
        onRemove={picks.remove}
        onActivate={activate}
        onResize={resize}
        onEscape={picks.clear}
        onShift={shift}
      />
      {moving ? (
        <MoveFooter lesson={moving} pick={picks.picks[0]} />
      ) : (
        <BookingFooter session={session} picks={picks.picks} onBooked={onBooked} />
      )}
    </Stack>
  );
}
