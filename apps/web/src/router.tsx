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

/** Where the router runs: drawing a public page on the server, or hydrating one the server drew. */
export interface AppRouterOptions {
  /** On the server, with the site's public address. There no scroll is restored: the inline script that would do it could not run under the page's CSP, and a freshly loaded page has none. */
  server?: { origin: string };
  /** In the browser, over a page the server drew: its reader may have scrolled before the app started, and keeps that place. */
  landedOnDrawnPage?: boolean;
}

/** The app's router. */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory, { server, landedOnDrawnPage = false }: AppRouterOptions = {}) {
  // The first page drawn by the server is not scrolled to its top; every later one is, as usual.
  let landing = landedOnDrawnPage;
  const restoreScroll = () => {
    const first = landing;
    landing = false;
    return !first;
  };
  const router = createRouter({
    routeTree,
    history,
    context: { queryClient, origin: server?.origin ?? globalThis.location?.origin ?? '' },
    defaultPreload: 'intent',
    // Loaders read the query cache, which decides freshness.
    defaultPreloadStaleTime: 0,
    scrollRestoration: server ? false : restoreScroll,
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
    /** The browser tab's title of a page whose route has no head() title: '{title} - Lavagna'. */
    title?: string;
  }
}
