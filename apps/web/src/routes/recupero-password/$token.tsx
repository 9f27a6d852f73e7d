import { it } from '@lavagna/contracts';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { LinkChecking, LinkNotUsable } from '../../components/landing/LandingMessage';
import { passwordRecoveryQueryOptions } from '../../queries/links';
import { NewPasswordForm } from './-components/NewPasswordForm';
import { ui } from '../../i18n/it';

export const Route = createFileRoute('/recupero-password/$token')({
  staticData: { title: ui.tabTitles.recovery },
  loader: ({ context, params }) => context.queryClient.ensureQueryData(passwordRecoveryQueryOptions(params.token)),
  pendingComponent: LinkChecking,
  pendingMs: 0,
  component: PasswordRecovery,
});

function PasswordRecovery() {
  const { token } = Route.useParams();
  const { data } = useSuspenseQuery(passwordRecoveryQueryOptions(token));
  if (!data.valid) return <LinkNotUsable failed={data.failed} failedTitle={it.http.serverError} />;
  if (!data.userId) return <LinkNotUsable failed={false} failedTitle={it.http.serverError} />;
  return <NewPasswordForm userId={data.userId} token={token} />;
}
