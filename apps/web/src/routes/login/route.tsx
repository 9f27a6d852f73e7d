import { createFileRoute } from '@tanstack/react-router';
import { optionalText } from '../../app/search';
import { FormCard } from '../../components/FormCard';
import { LoginPanel } from './-components/LoginPanel';

const loginSearch = (search: Record<string, unknown>): { redirect?: string } => ({ redirect: optionalText(search.redirect) });

export const Route = createFileRoute('/login')({
  validateSearch: loginSearch,
  component: LoginPage,
});

function LoginPage() {
  const { redirect } = Route.useSearch();
  return (
    <FormCard>
      <LoginPanel redirect={redirect} />
    </FormCard>
  );
}
