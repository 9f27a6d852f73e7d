import { createFileRoute } from '@tanstack/react-router';
import { optionalText } from '../../app/search';
import { FormCard } from '../../components/FormCard';
import { LoginPanel } from './-components/LoginPanel';
import { ui } from '../../i18n/it';

const loginSearch = (search: Record<string, unknown>): { redirect?: string } => ({ redirect: optionalText(search.redirect) });

export const Route = createFileRoute('/login')({
  staticData: { title: ui.tabTitles.login },
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
