import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { LinkChecking, LinkInvalid } from '../../components/landing/LandingMessage';
import { passwordRecoveryQueryOptions } from '../../queries/links';
import { NewPasswordForm } from './-components/NewPasswordForm';

export const Route = createFileRoute('/recupero-password/$token')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(passwordRecoveryQueryOptions(params.token)),
  pendingComponent: LinkChecking,
  pendingMs: 0,
  component: PasswordRecovery,
});

function PasswordRecovery() {
  const { token } = Route.useParams();
  const { data } = useSuspenseQuery(passwordRecoveryQueryOptions(token));
  if (!data.valid || !data.userId) return <LinkInvalid />;
  return <NewPasswordForm userId={data.userId} token={token} />;
}
