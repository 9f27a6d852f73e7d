import { it, type BookLessonsResponse } from '@lavagna/contracts';
import { firstBookableDay } from '@lavagna/domain';
import { pageAt } from '@lavagna/week-calendar';
import { Box, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { useState } from 'react';
import { optionalText } from '../../../app/search';
import { rescheduleStore } from '../../../calendar/handoff';
import { useAutoOpenInstructions } from '../../../components/instructions/useInstructions';
import { LapsedHoldsNotice } from '../../../components/lessons/LapsedHoldsNotice';
import { PageLoader } from '../../../components/PageLoader';
import { ui } from '../../../i18n/it';
import { availabilityQueryOptions, calendarEventsQueryOptions, personalEventsQueryOptions } from '../../../queries/calendar';
import { useLiveCalendar } from '../../../queries/live';
import { CalendarBoard } from './-components/CalendarBoard';
import { HeldPayment } from './-components/HeldPayment';

const calendarSearch = (search: Record<string, unknown>): { modifica?: string } => ({
  /** Id of the lesson to move; the lesson itself comes from sessionStorage ('Cambia Data'). */
  modifica: optionalText(search.modifica),
});

export const Route = createFileRoute('/_auth/calendario')({
  staticData: { title: ui.tabTitles.calendar },
  validateSearch: calendarSearch,
  beforeLoad: ({ context }) => {
    if (context.session.identity === 'teacher') throw redirect({ to: '/teacher-calendar' });
  },
  // The first week (up to 7 columns from the first bookable day); the board prefetches the next.
  loader: ({ context: { queryClient, session } }) => {
    const first = firstBookableDay(new Date());
    return Promise.all([
      queryClient.ensureQueryData(calendarEventsQueryOptions(session.teacherId, pageAt(first, first))),
      queryClient.ensureQueryData(availabilityQueryOptions(session.teacherId)),
    ]);
  },
  pendingComponent: () => <PageLoader label={it.calendar.loading} />,
  component: CalendarPage,
});

function CalendarPage() {
  const { session } = Route.useRouteContext();
  const { modifica } = Route.useSearch();
  const [moving] = useState(() => {
    const lesson = rescheduleStore.read();
    return lesson && lesson._id === modifica ? lesson : null;
  });
  const [booking, setBooking] = useState<BookLessonsResponse | null>(null);
  useAutoOpenInstructions({ rescheduling: moving !== null });
  useLiveCalendar();
  // All the student's lessons, to tell a hold that ran out (the grid reads a week at a time).
  const ownLessons = useQuery(personalEventsQueryOptions(session.teacherId, session.userId));

  return (
    <Stack spacing={{ xs: 1, sm: 2 }} sx={{ py: { xs: 0, sm: 1 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.3rem', sm: '2rem' } }}>
        {moving ? ui.calendar.rescheduleTitle : ui.pages.calendar}
      </Typography>
      {!booking && <LapsedHoldsNotice lessons={ownLessons.data} />}
      {booking && <HeldPayment booking={booking} hourlyRate={session.hourlyRate} onDone={() => setBooking(null)} />}
      {/* Kept mounted under the payment step: back from it, the week and the picks are as they were. */}
      <Box hidden={booking !== null}>
        <CalendarBoard session={session} moving={moving} onBooked={setBooking} />
      </Box>
    </Stack>
  );
}
