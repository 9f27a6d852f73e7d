import { Grid, Stack, Typography } from '@mui/material';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { splitLessons, unpaidLessons } from '../../../calendar/lessons';
import { studentMenuLinks } from '../../../components/navbar/menuItems';
import { ui } from '../../../i18n/it';
import { personalEventsQueryOptions } from '../../../queries/calendar';
import { myCouponsQueryOptions } from '../../../queries/coupons';
import { LapsedHoldsNotice } from '../../../components/lessons/LapsedHoldsNotice';
import { AreaLinks } from './-components/AreaLinks';
import { CouponsCard, NextLessonCard, UnpaidCard } from './-components/HomeCards';
import { useFiscalTerms } from '../../../queries/site';

export const Route = createFileRoute('/_auth/personalpage')({
  staticData: { title: ui.tabTitles.personal },
  beforeLoad: ({ context }) => {
    // The teacher's own page is the console.
    if (context.session.identity === 'teacher') throw redirect({ to: '/teacher-calendar' });
  },
  loader: ({ context: { queryClient, session } }) => queryClient.ensureQueryData(personalEventsQueryOptions(session.teacherId, session.userId)),
  component: PersonalPage,
});

/** The student's home: the next lesson and its link, what is left to pay, the coupons, the way to the rest. */
function PersonalPage() {
  const { session } = Route.useRouteContext();
  const { data: events } = useSuspenseQuery(personalEventsQueryOptions(session.teacherId, session.userId));
  const terms = useFiscalTerms();
  const coupons = useQuery(myCouponsQueryOptions(session.userId));
  const { upcoming } = splitLessons(events, new Date());
  const unpaid = unpaidLessons(upcoming);
  return (
    <Stack spacing={3} sx={{ py: { xs: 2, sm: 4 } }}>
      <header>
        <Typography variant="h1">{ui.personal.title}</Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {ui.personal.greeting(session.name)}
        </Typography>
      </header>
      <LapsedHoldsNotice lessons={events} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <NextLessonCard lesson={upcoming[0] ?? null} linkMeet={session.linkMeet} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Stack spacing={2}>
            <UnpaidCard lessons={unpaid} hourlyRate={session.hourlyRate} terms={terms} />
            <CouponsCard coupons={coupons.data ?? null} failed={coupons.isError} />
          </Stack>
        </Grid>
      </Grid>
      <AreaLinks links={studentMenuLinks(session)} />
    </Stack>
  );
}
