import { Stack, Typography } from '@mui/material';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { it } from '@lavagna/contracts';
import { useState } from 'react';
import { optionalOneOf } from '../../../app/search';
import { splitLessons, unpaidLessons } from '../../../calendar/lessons';
import { EmptyLessons } from '../../../components/lessons/EmptyLessons';
import { LapsedHoldsNotice } from '../../../components/lessons/LapsedHoldsNotice';
import { PaymentStep } from '../../../components/payment/PaymentStep';
import { ui } from '../../../i18n/it';
import { availabilityQueryOptions, personalEventsQueryOptions } from '../../../queries/calendar';
import { useLiveCalendar } from '../../../queries/live';
import { CalendarSyncCard } from './-components/CalendarSyncCard';
import { CouponIssuedDialog } from './-components/CouponIssuedDialog';
import { MovedDialog } from './-components/MovedDialog';
import { SeriesBookedDialog } from './-components/SeriesBookedDialog';
import { UnpaidBanner, type DueByMonth } from './-components/UnpaidBanner';
import { dueMonths, paymentDayOf, splitDue } from '@lavagna/domain';
import { UpcomingLessonCard } from './-components/UpcomingLessonCard';
import type { IssuedCoupon } from './-components/useCancelLesson';
import { useFiscalTerms } from '../../../queries/site';

const movedOrigin = optionalOneOf(['modify-event', 'weekly-series'] as const);

const manageSearch = (search: Record<string, unknown>): { origin?: 'modify-event' | 'weekly-series' } => ({
  /** 'modify-event' after a lesson was moved, 'weekly-series' after a series was booked: shows the success modal. */
  origin: movedOrigin(search.origin),
});

export const Route = createFileRoute('/_auth/gestisci-le-tue-lezioni')({
  staticData: { title: ui.tabTitles.manageLessons },
  validateSearch: manageSearch,
  loader: ({ context: { queryClient, session } }) =>
    Promise.all([
      queryClient.ensureQueryData(personalEventsQueryOptions(session.teacherId, session.userId)),
      // Only for the payment day: if the teacher's week cannot be read, the lessons still show, with the default day.
      queryClient.prefetchQuery(availabilityQueryOptions(session.teacherId)),
    ]),
  component: ManageLessonsPage,
});

const earliestHold = (holds: (string | null)[]) => holds.filter((h): h is string => h !== null).sort()[0] ?? null;

function ManageLessonsPage() {
  const { session } = Route.useRouteContext();
  const { origin } = Route.useSearch();
  const navigate = Route.useNavigate();
  const { data } = useSuspenseQuery(personalEventsQueryOptions(session.teacherId, session.userId));
  const paymentDay = paymentDayOf(useQuery(availabilityQueryOptions(session.teacherId)).data?.paymentDay);
  const terms = useFiscalTerms();
  const [now] = useState(() => new Date());
  const [paying, setPaying] = useState(false);
  // Here rather than in the card: the list reloads 1.5 s after the deletion and the card goes.
  const [coupon, setCoupon] = useState<IssuedCoupon | null>(null);
  const { upcoming } = splitLessons(data, now);
  const unpaid = unpaidLessons(upcoming);
  // The monthly payment: what is due this month, and next month's lessons from the teacher's payment day on.
  // With nothing due yet, the lessons booked ahead can still be paid ahead.
  const split = splitDue(unpaid, now, paymentDay);
  const due = [...split.thisMonth, ...split.nextMonth];
  const dueNow = due.length > 0 ? due : unpaid;
  const byMonth: DueByMonth = {
    thisMonth: split.thisMonth,
    nextMonth: split.nextMonth,
    nextMonthName: ui.calendar.months[Number(dueMonths(now, paymentDay).thisMonth.slice(5, 7)) % 12]!,
    later: due.length > 0 ? split.later.length : 0,
    paymentDay,
  };
  useLiveCalendar();

  if (paying && dueNow.length > 0) {
    const hold = earliestHold(dueNow.map((l) => l.holdExpiresAt));
    return <PaymentStep lessons={dueNow} hourlyRate={session.hourlyRate} holdExpiresAt={hold} onBack={() => setPaying(false)} />;
  }

  return (
    <Stack spacing={3} sx={{ py: { xs: 1, sm: 3 }, maxWidth: 900, mx: 'auto' }}>
      <Typography variant="h1">{ui.nav.manageLessons}</Typography>
      <LapsedHoldsNotice lessons={data} />
      {unpaid.length > 0 && <UnpaidBanner lessons={dueNow} due={byMonth} hourlyRate={session.hourlyRate} terms={terms} onPay={() => setPaying(true)} />}
      <Typography variant="h2">{ui.lessons.upcoming(upcoming.length)}</Typography>
      {upcoming.length === 0 ? (
        <EmptyLessons title={it.calendar.noLessons} text={ui.lessons.noLessonsHelp} />
      ) : (
        <Stack spacing={2}>
          {upcoming.map((lesson) => (
            <UpcomingLessonCard key={lesson._id} lesson={lesson} now={now} onCouponIssued={setCoupon} />
          ))}
        </Stack>
      )}
      <CalendarSyncCard userId={session.userId} />
      {coupon && <CouponIssuedDialog coupon={coupon} onClose={() => setCoupon(null)} />}
      {origin === 'modify-event' && <MovedDialog onClose={() => void navigate({ search: {}, replace: true })} />}
      {origin === 'weekly-series' && <SeriesBookedDialog paymentDay={paymentDay} onClose={() => void navigate({ search: {}, replace: true })} />}
    </Stack>
  );
}
