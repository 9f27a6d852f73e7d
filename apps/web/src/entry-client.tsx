import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProviders } from './app/AppProviders';
import { createEmotionCache } from './app/emotion';
import { PRERENDERED_ATTRIBUTE, STATE_ELEMENT_ID } from './app/prerender';
import { createAppRouter, createQueryClient } from './router';

const queryClient = createQueryClient();
const state = document.getElementById(STATE_ELEMENT_ID)?.textContent;
if (state) hydrate(queryClient, JSON.parse(state) as DehydratedState);
const router = createAppRouter(queryClient);
const root = document.getElementById('root')!;

const app = (
  <StrictMode>
    <AppProviders queryClient={queryClient} emotionCache={createEmotionCache()}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);

if (root.hasAttribute(PRERENDERED_ATTRIBUTE)) {
  // The page is already drawn: load the matched routes' code and data (from the state above),
  // then attach to it in a transition, so the work yields to the reader's input. Marked as
  // server-drawn, the router renders the same tree the server did (no root Suspense boundary).
  router.ssr = { manifest: undefined };
  void router.load().then(() => startTransition(() => void hydrateRoot(root, app)));
} else {
  createRoot(root).render(app);
}
