import { CacheProvider, type EmotionCache } from '@emotion/react';
import { A11yStyles } from '@lavagna/web-kit';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToastProvider } from '../components/toast/ToastProvider';
import { theme } from '../theme';

/** What every page stands in, in the browser and in the server render alike. */
export function AppProviders({ queryClient, emotionCache, children }: { queryClient: QueryClient; emotionCache: EmotionCache; children: ReactNode }) {
  return (
    <CacheProvider value={emotionCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <A11yStyles />
        <QueryClientProvider client={queryClient}>
          <ToastProvider>{children}</ToastProvider>
        </QueryClientProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
