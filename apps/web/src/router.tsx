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
  /** The site's address, for the absolute links of the pages' previews. */
  origin: string;
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/**
 * The app's router; `server` when it draws a public page on the server, with the site's public
 * address. There, no scroll is restored: the inline script that would do it could not run under
 * the page's CSP, and a freshly loaded page has no scroll to restore.
 */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory, server?: { origin: string }) {
  const router = createRouter({
    routeTree,
    history,
    context: { queryClient, origin: server?.origin ?? globalThis.location?.origin ?? '' },
    defaultPreload: 'intent',
    // Loaders read the query cache, which decides freshness.
    defaultPreloadStaleTime: 0,
    scrollRestoration: !server,
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

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The page shows the site's footer (the home and the bio). */
    footer?: boolean;
  }
}
