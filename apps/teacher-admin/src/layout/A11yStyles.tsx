import { GlobalStyles } from '@mui/material';

/**
 * Console-wide rules for WCAG 2.2 AA: a focus ring on whatever the keyboard reaches (dark on the page,
 * white on the blue bar), and no motion for readers who asked for less.
 */
export function A11yStyles() {
  return (
    <GlobalStyles
      styles={(theme) => ({
        ':focus-visible:not([tabindex="-1"]):not(.MuiInputBase-input)': {
          outline: `3px solid ${theme.palette.primary.main}`,
          outlineOffset: 2,
        },
        '.MuiAppBar-root :focus-visible:not([tabindex="-1"])': { outlineColor: theme.palette.common.white },
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': {
            animationDuration: '0.01ms !important',
            animationIterationCount: '1 !important',
            transitionDuration: '0.01ms !important',
            scrollBehavior: 'auto !important',
          },
        },
      })}
    />
  );
}
