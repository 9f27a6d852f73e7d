import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { createAppRouter, createQueryClient } from '../router';
import type { EmotionCache } from '@emotion/react';
import type { QueryClient } from '@tanstack/react-query';

type Providers = ComponentType<{ queryClient: QueryClient; emotionCache: EmotionCache; children: ReactNode }>;

/**
 * The app as the browser runs it: the query cache (with what the server drew the page from), the
 * router, and the element to render; `prerendered`, the routes' code and data loaded first.
 */
export async function bootApp(AppProviders: Providers, emotionCache: EmotionCache, state: string | null, prerendered: boolean) {
  const queryClient = createQueryClient();
  if (state) hydrate(queryClient, JSON.parse(state) as DehydratedState);
  const router = createAppRouter(queryClient, undefined, { landedOnDrawnPage: prerendered });
  if (prerendered) {
    // Marked as server-drawn, the router renders the tree the server did (no root Suspense boundary).
    router.ssr = { manifest: undefined };
    await router.load();
  }
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient} emotionCache={emotionCache}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
}
