import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// jsdom has no layout: the router's scroll restoration only needs the call to exist.
window.scrollTo = (() => undefined) as typeof window.scrollTo;

// jsdom plays no media and reports each call as not implemented: here a video's play() and pause() do nothing.
HTMLMediaElement.prototype.play = () => Promise.resolve();
HTMLMediaElement.prototype.pause = () => undefined;

// findBy*/waitFor wait up to 10 s (1 s by default): a busy machine renders a route slower, never wrongly.
configure({ asyncUtilTimeout: 10_000 });

// The files of one worker share a page (vitest.config.ts: isolate off): each test leaves it as it found it.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
});
