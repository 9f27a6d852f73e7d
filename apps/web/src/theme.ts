import { createTheme } from '@mui/material/styles';
import { itIT } from '@mui/material/locale';

export const theme = createTheme(
  {
    palette: {
      primary: { main: '#2f6db5', light: '#5b8fd0', dark: '#1f4f88', contrastText: '#ffffff' },
      // Dark text on the orange: 5.5:1 (white would be 2.7:1, under WCAG AA).
      secondary: { main: '#e08a2e', contrastText: '#1d2939' },
      // MUI's orange with near-black text: 6.1:1 on main, 5:1 on dark (white would be 3.1:1, under WCAG AA).
      warning: { main: '#ed6c02', light: '#ff9800', dark: '#e65100', contrastText: '#111111' },
      background: { default: '#f4f7fb', paper: '#ffffff' },
      text: { primary: '#1d2939', secondary: '#52607a' },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      h1: { fontSize: '2.2rem', fontWeight: 700 },
      h2: { fontSize: '1.7rem', fontWeight: 700 },
      h3: { fontSize: '1.35rem', fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiCard: { defaultProps: { variant: 'outlined' } },
      MuiTextField: { defaultProps: { fullWidth: true } },
    },
  },
  itIT,
);
