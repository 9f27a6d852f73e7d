import { it } from '@lavagna/contracts';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { LandingMessage, LinkChecking, LinkNotUsable } from '../../components/landing/LandingMessage';
import { ui } from '../../i18n/it';
import { confirmEmailQueryOptions } from '../../queries/links';

export const Route = createFileRoute('/landing-page-conferma-email/$token')({
  staticData: { title: ui.tabTitles.confirmEmail },
  loader: ({ context, params }) => context.queryClient.ensureQueryData(confirmEmailQueryOptions(params.token)),
  pendingComponent: LinkChecking,
  pendingMs: 0,
  component: EmailConfirmed,
});

function EmailConfirmed() {
  const { token } = Route.useParams();
  const { data } = useSuspenseQuery(confirmEmailQueryOptions(token));
  if (!data.valid) return <LinkNotUsable failed={data.failed} failedTitle={it.links.emailNotConfirmed} />;
  return (
    <LandingMessage
      ok
      title={it.links.emailConfirmed}
      action={{ label: ui.landing.toManageLessons, to: '/gestisci-le-tue-lezioni' }}
    />
  );
}
