import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** react-admin's default theme with the product's colours. */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    primary: { main: '#1f4e79' },
    secondary: { main: '#2e7d6b' },
  },
};
