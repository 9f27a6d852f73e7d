import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { blogArticles } from './vite/blog-articles.ts';

const contracts = fileURLToPath(new URL('../../libs/contracts/src/index.ts', import.meta.url));
const domain = fileURLToPath(new URL('../../libs/domain/src/index.ts', import.meta.url));
const format = fileURLToPath(new URL('../../libs/format/src/index.ts', import.meta.url));
const weekCalendar = fileURLToPath(new URL('../../libs/week-calendar/src/index.ts', import.meta.url));
const webKit = fileURLToPath(new URL('../../libs/web-kit/src/index.ts', import.meta.url));

/**
 * Two builds: the browser's (dist/) and, with `--ssr src/entry-server.tsx`, the server's renderer of
 * the public pages (dist-ssr/entry-server.js), one file with every dependency inside, so the API
 * can load it without the web app's node_modules.
 */
export default defineConfig(({ isSsrBuild }) => ({
  base: '/',
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Loaders too: a page's data code (queries, the API client) loads with the page, so the
      // public site does not carry the student area's.
      codeSplittingOptions: {
        defaultBehavior: [['loader'], ['component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']],
      },
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
      quoteStyle: 'single',
      semicolons: true,
    }),
    react(),
    blogArticles(),
  ],
  resolve: {
    alias: { '@lavagna/contracts': contracts, '@lavagna/domain': domain, '@lavagna/format': format, '@lavagna/week-calendar': weekCalendar, '@lavagna/web-kit': webKit },
  },
  ssr: { noExternal: true },
  build: isSsrBuild
    ? { outDir: 'dist-ssr', emptyOutDir: true, target: 'node20', copyPublicDir: false }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // The public pages that only show text load the islands' script instead of the app's; the
        // API finds its hashed name in the manifest.
        manifest: true,
        rollupOptions: { input: { index: fileURLToPath(new URL('index.html', import.meta.url)), islands: fileURLToPath(new URL('src/islands/main.ts', import.meta.url)) } },
      },
  server: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
}));
