import { GlobalStyles } from '@mui/material';

/**
 * Page-wide rules for WCAG 2.2 AA, in both apps: a focus ring on whatever the keyboard reaches
 * (dark on the page, white on the blue bar), titles that fit a 320 px screen, and no motion for
 * readers who asked for less. Text fields keep their own focused border; an element focused only
 * by script (tabindex -1, like a dialog's frame) gets no ring.
 */
export function A11yStyles() {
  return (
    <GlobalStyles
      styles={(theme) => ({
        // primary.dark, not primary.main: the ring needs 3:1 against its surroundings (WCAG
        // 1.4.11). The student app's main blue #2f6db5 has 4.9:1 on its page and 2.0:1 next to its
        // orange buttons, under 3:1; its dark #1f4f88 has 7.7:1 and 3.1:1. In the console both
        // shades pass (its main #1f4e79 is already dark), so the one rule is dark.
        ':focus-visible:not([tabindex="-1"]):not(.MuiInputBase-input)': {
          outline: `3px solid ${theme.palette.primary.dark}`,
          outlineOffset: 2,
        },
        '.MuiAppBar-root :focus-visible:not([tabindex="-1"])': { outlineColor: theme.palette.common.white },
        // A title's long word breaks rather than widening a 320 px page (WCAG 1.4.10).
        'h1, h2, h3': { overflowWrap: 'break-word', hyphens: 'auto' },
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
