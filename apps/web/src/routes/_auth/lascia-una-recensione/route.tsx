import { Alert, Button, Stack, Typography } from '@mui/material';
import { createFileRoute, Link, redirect } from '@tanstack/react-router';
import { reviewProblem } from '@lavagna/domain';
import { it } from '@lavagna/contracts';
import { FormCard } from '../../../components/FormCard';
import { ui } from '../../../i18n/it';
import { ReviewForm } from './-components/ReviewForm';

export const Route = createFileRoute('/_auth/lascia-una-recensione')({
  staticData: { title: ui.tabTitles.review },
  beforeLoad: ({ context }) => {
    if (context.session.identity === 'teacher') throw redirect({ to: '/teacher-calendar' });
  },
  component: LeaveReviewPage,
});

/** One review per student, from the third lesson on; a thank-you once it is sent. */
function LeaveReviewPage() {
  const { session } = Route.useRouteContext();
  const problem = reviewProblem({ classesDone: session.classesDone, reviewSent: session.reviewSent });
  if (problem === null) {
    return (
      <FormCard title={ui.pages.review} maxWidth={640}>
        <ReviewForm session={session} />
      </FormCard>
    );
  }
  const sent = problem === 'REVIEW.ALREADY_SENT';
  return (
    <FormCard title={ui.pages.review} maxWidth={640}>
      <Stack spacing={2}>
        <Alert severity={sent ? 'success' : 'info'}>{sent ? it.reviews.alreadySent : it.reviews.notAllowed}</Alert>
        <Typography color="text.secondary">{sent ? ui.review.alreadySentBody : ui.review.notYetBody}</Typography>
        <div>
          <Button component={Link} to={sent ? '/recensioni' : '/calendario'} variant="contained">
            {sent ? ui.review.readAll : ui.nav.book}
          </Button>
        </div>
      </Stack>
    </FormCard>
  );
}
