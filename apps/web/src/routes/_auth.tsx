import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requireSession } from '../auth/guard';
import { sessionQueryOptions } from '../queries/session';

/** Every route below needs a session; visitors go to /login?redirect=<full path>. */
export const Route = createFileRoute('/_auth')({
  beforeLoad: async ({ context, location }) => {
    const session = await context.queryClient
      .ensureQueryData({ ...sessionQueryOptions, revalidateIfStale: true })
      .catch(() => null);
    return { session: requireSession(session, location.href) };
  },
  component: Outlet,
});
