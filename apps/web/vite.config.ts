import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const contracts = fileURLToPath(new URL('../../libs/contracts/src/index.ts', import.meta.url));
const domain = fileURLToPath(new URL('../../libs/domain/src/index.ts', import.meta.url));
const format = fileURLToPath(new URL('../../libs/format/src/index.ts', import.meta.url));
const weekCalendar = fileURLToPath(new URL('../../libs/week-calendar/src/index.ts', import.meta.url));

export default defineConfig({
  base: '/',
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
      quoteStyle: 'single',
      semicolons: true,
    }),
    react(),
  ],
  resolve: {
    alias: { '@lavagna/contracts': contracts, '@lavagna/domain': domain, '@lavagna/format': format, '@lavagna/week-calendar': weekCalendar },
  },
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
});
