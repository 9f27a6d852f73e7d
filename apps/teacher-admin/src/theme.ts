import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { adminIt } from './i18n/it';

/** react-admin's default theme with the product's colours. */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    primary: { main: '#1f4e79' },
    secondary: { main: '#2e7d6b' },
    // MUI's orange with near-black text: 6.1:1 on main, 5:1 on dark (white would be 3.1:1, under WCAG AA).
    warning: { main: '#ed6c02', light: '#ff9800', dark: '#e65100', contrastText: '#111111' },
  },
  components: {
    ...defaultTheme.components,
    // react-admin draws the empty-list message in text.disabled, 2.7:1 on white (WCAG 1.4.3 asks 4.5).
    RaEmpty: { styleOverrides: { root: { '& .RaEmpty-message': { color: 'rgba(0, 0, 0, 0.6)' } } } },
    // A progress bar needs a name for screen readers (WCAG 4.1.2); react-admin's own (the app bar's
    // loading indicator, the lists') have none. Ours name what loads, and override this.
    MuiCircularProgress: { defaultProps: { 'aria-label': adminIt.loading } },
    MuiLinearProgress: { defaultProps: { 'aria-label': adminIt.loading } },
  },
};
