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
      setupFiles: ['./src/test/setup.ts'],
    },
  }),
);
