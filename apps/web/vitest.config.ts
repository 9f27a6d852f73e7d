import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { blogArticles } from './vite/blog-articles.ts';

const contracts = fileURLToPath(new URL('../../libs/contracts/src/index.ts', import.meta.url));
const domain = fileURLToPath(new URL('../../libs/domain/src/index.ts', import.meta.url));
const format = fileURLToPath(new URL('../../libs/format/src/index.ts', import.meta.url));
const weekCalendar = fileURLToPath(new URL('../../libs/week-calendar/src/index.ts', import.meta.url));
const webKit = fileURLToPath(new URL('../../libs/web-kit/src/index.ts', import.meta.url));

export default defineConfig({
  plugins: [react(), blogArticles()],
  resolve: {
    alias: { '@lavagna/contracts': contracts, '@lavagna/domain': domain, '@lavagna/format': format, '@lavagna/week-calendar': weekCalendar, '@lavagna/web-kit': webKit },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.unit.spec.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    // A hung test's limit, not a speed limit: a first render on a machine whose cores are busy
    // (MUI's styles, the router) took over 5 s, Vitest's default.
    testTimeout: 30_000,
    // One page per worker for all its files (each test cleans up after itself, src/test/setup.ts):
    // a fresh jsdom and a fresh import of MUI per file was half the run. Both cores work.
    isolate: false,
    maxWorkers: availableParallelism(),
  },
});
