import { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { api } from './api/client';
import { DefaultError } from './components/DefaultError';
import { NotFound } from './components/NotFound';
import { PageLoader } from './components/PageLoader';
import { sessionKey } from './queries/session';
import { routeTree } from './routeTree.gen';

export interface RouterContext {
  queryClient: QueryClient;
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  const router = createRouter({
    routeTree,
    history,
    context: { queryClient },
    defaultPreload: 'intent',
    // Loaders read the query cache, which decides freshness.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultPendingComponent: PageLoader,
    defaultErrorComponent: DefaultError,
    defaultNotFoundComponent: NotFound,
  });
  // A failed token refresh ends the session: guards then send the user to /login.
  api.setSessionExpiredHandler(() => {
    const hadSession = queryClient.getQueryData(sessionKey);
    queryClient.setQueryData(sessionKey, null);
    if (hadSession) void router.invalidate();
  });
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
