import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy*/waitFor wait up to 10 s (1 s by default): a busy machine renders a page slower, never wrongly.
configure({ asyncUtilTimeout: 10_000 });

// The files of one worker share a page (vitest.config.ts: isolate off): each test leaves it as it found it.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
});
