import { startTransition } from 'react';
import { PRERENDERED_ATTRIBUTE, STATE_ELEMENT_ID } from './app/prerender';

/** Lets the browser paint and answer the reader between two steps of the start. */
const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The app starts in steps, each a task of its own: React's DOM, then MUI and the styles, then the
 * router with the page's code and data. On a page the server drew, none of them holds the main
 * thread long, and the page then hydrates in a transition, which yields to the reader's input.
 */
async function start() {
  const root = document.getElementById('root')!;
  const prerendered = root.hasAttribute(PRERENDERED_ATTRIBUTE);
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  await yieldToMain();
  const [{ AppProviders }, { createEmotionCache }] = await Promise.all([import('./app/AppProviders'), import('./app/emotion')]);
  const emotionCache = createEmotionCache();
  await yieldToMain();
  const { bootApp } = await import('./app/boot');
  await yieldToMain();
  const app = await bootApp(AppProviders, emotionCache, document.getElementById(STATE_ELEMENT_ID)?.textContent ?? null, prerendered);
  if (prerendered) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}

void start();
