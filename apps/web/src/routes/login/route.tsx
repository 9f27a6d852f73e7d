import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { FormCard } from '../../components/FormCard';
import { LoginPanel } from './-components/LoginPanel';

const loginSearchSchema = z.object({
  redirect: z.string().optional().catch(undefined),
});

export const Route = createFileRoute('/login')({
  validateSearch: loginSearchSchema,
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
