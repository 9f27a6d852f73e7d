import { Box, keyframes, useTheme } from '@mui/material';
import type { ReactNode } from 'react';

export const WIDTH = 320;
export const HEIGHT = 180;
const CYCLE = '6s ease-in-out infinite';

const pulse = keyframes`50% { opacity: 0.4; }`;
const appear = keyframes`0%, 25% { opacity: 0; } 35%, 100% { opacity: 1; }`;
const late = keyframes`0%, 55% { opacity: 0; } 65%, 100% { opacity: 1; }`;
const point = keyframes`0% { transform: translate(60px, 40px); } 25%, 100% { transform: translate(0, 0); }`;
const first = keyframes`0%, 32% { opacity: 1; } 34%, 100% { opacity: 0; }`;
const second = keyframes`0%, 32% { opacity: 0; } 34%, 65% { opacity: 1; } 67%, 100% { opacity: 0; }`;
const third = keyframes`0%, 65% { opacity: 0; } 67%, 100% { opacity: 1; }`;
const slide = keyframes`0%, 25% { transform: translateX(0); } 45%, 80% { transform: translateX(-272px); } 95%, 100% { transform: translateX(0); }`;
const march = keyframes`from { stroke-dashoffset: 20; } to { stroke-dashoffset: 0; }`;
const drain = keyframes`from { stroke-dashoffset: 0; } to { stroke-dashoffset: 88; }`;
const fade = keyframes`0%, 30% { opacity: 1; } 45%, 100% { opacity: 0.35; }`;
const rise = keyframes`0%, 45% { opacity: 0; transform: translateY(14px); } 60%, 100% { opacity: 1; transform: translateY(0); }`;

/**
 * The drawing area of a step: a decorative SVG (the text beside it says the same).
 * Animations are classes; with reduced motion they stop and every drawing shows its final state.
 */
export function Frame({ children, height = HEIGHT }: { children: ReactNode; height?: number }) {
  return (
    <Box
      component="svg"
      viewBox={`0 0 ${WIDTH} ${height}`}
      aria-hidden
      focusable="false"
      sx={{
        display: 'block',
        width: '100%',
        maxHeight: { xs: 200, sm: 260 },
        bgcolor: 'background.default',
        borderRadius: 2,
        fontFamily: 'inherit',
        '& text': { fontFamily: 'inherit' },
        '& .pulse': { animation: `${pulse} 1.6s ease-in-out infinite` },
        '& .appear': { animation: `${appear} ${CYCLE}` },
        '& .late': { animation: `${late} ${CYCLE}` },
        '& .point': { animation: `${point} ${CYCLE}` },
        '& .first': { animation: `${first} ${CYCLE}` },
        '& .second': { animation: `${second} ${CYCLE}` },
        '& .third': { animation: `${third} ${CYCLE}` },
        '& .slide': { animation: `${slide} ${CYCLE}` },
        '& .march': { animation: `${march} 1s linear infinite` },
        '& .drain': { animation: `${drain} 6s linear infinite` },
        '& .fade': { animation: `${fade} ${CYCLE}` },
        '& .rise': { animation: `${rise} ${CYCLE}` },
        '@media (prefers-reduced-motion: reduce)': { '& *': { animation: 'none !important' } },
      }}
    >
      {children}
    </Box>
  );
}

/** Theme colours as SVG needs them, matching the calendar legend. */
export function usePalette() {
  const { palette } = useTheme();
  return {
    pick: palette.primary.main,
    onPick: palette.primary.contrastText,
    paid: palette.success.main,
    unpaid: palette.warning.main,
    busy: palette.grey[400],
    editing: palette.error.main,
    unavailable: palette.grey[300],
    line: palette.grey[300],
    paper: palette.background.paper,
    text: palette.text.primary,
    muted: palette.text.secondary,
    coupon: palette.secondary.main,
  };
}
