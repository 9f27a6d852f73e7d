import { it } from '@lavagna/contracts';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { LandingMessage, LinkChecking, LinkNotUsable } from '../../components/landing/LandingMessage';
import { ui } from '../../i18n/it';
import { confirmSignupQueryOptions } from '../../queries/links';

export const Route = createFileRoute('/signup-confirmation-landing-page/$token')({
  staticData: { title: ui.tabTitles.confirmSignup },
  loader: ({ context, params }) => context.queryClient.ensureQueryData(confirmSignupQueryOptions(params.token)),
  pendingComponent: LinkChecking,
  pendingMs: 0,
  component: SignupConfirmed,
});

function SignupConfirmed() {
  const { token } = Route.useParams();
  const { data } = useSuspenseQuery(confirmSignupQueryOptions(token));
  if (!data.valid) return <LinkNotUsable failed={data.failed} failedTitle={it.links.emailNotConfirmed} />;
  return (
    <LandingMessage
      ok
      title={ui.landing.signupTitle}
      body={ui.landing.signupBody}
      action={{ label: ui.landing.toPersonalPage, to: '/personalpage' }}
    />
  );
}
