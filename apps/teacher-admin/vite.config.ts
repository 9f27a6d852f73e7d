import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const contracts = fileURLToPath(new URL('../../libs/contracts/src/index.ts', import.meta.url));
const domain = fileURLToPath(new URL('../../libs/domain/src/index.ts', import.meta.url));
const format = fileURLToPath(new URL('../../libs/format/src/index.ts', import.meta.url));
const weekCalendar = fileURLToPath(new URL('../../libs/week-calendar/src/index.ts', import.meta.url));
const webKit = fileURLToPath(new URL('../../libs/web-kit/src/index.ts', import.meta.url));

export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  resolve: { alias: { '@lavagna/contracts': contracts, '@lavagna/domain': domain, '@lavagna/format': format, '@lavagna/week-calendar': weekCalendar, '@lavagna/web-kit': webKit } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // vendor chunks change less often than the console's own code
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'mui', test: /node_modules[\\/](@mui|@emotion|@popperjs)[\\/]/ },
            { name: 'react-admin', test: /node_modules[\\/](ra-[\w-]+|react-admin|@tanstack|react-hook-form|react-router(-dom)?)[\\/]/ },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
