import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/personalpage')({
  beforeLoad: () => {
    throw redirect({ to: '/gestisci-le-tue-lezioni' });
  },
});
