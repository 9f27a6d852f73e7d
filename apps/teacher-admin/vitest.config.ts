import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      include: ['src/**/*.unit.spec.{ts,tsx}'],
      restoreMocks: true,
      // A hung test's limit, not a speed limit: a first render on a machine whose cores are busy
      // (MUI's styles, the router) took over 5 s, Vitest's default.
      testTimeout: 30_000,
      // One page per worker for all its files (each test cleans up after itself, src/test/setup.ts):
      // a fresh jsdom and a fresh import of MUI per file was half the run. Both cores work.
      isolate: false,
      maxWorkers: availableParallelism(),
      setupFiles: ['./src/test/setup.ts'],
    },
  }),
);
