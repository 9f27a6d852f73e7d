import { Box, Typography } from '@mui/material';
import { TONES, type Tone } from './status';

interface EventBlockProps {
  column: number;
  row: number;
  span: number;
  tone: Tone;
  title: string;
  time: string;
  active?: boolean;
  testId: string;
  onClick?: () => void;
}

/** A lesson, an external event or a new lesson laid over the grid cells it covers. */
export const EventBlock = ({ column, row, span, tone, title, time, active, testId, onClick }: EventBlockProps) => {
  const { bg, fg } = TONES[tone];
  return (
    <Box
      component={onClick ? 'button' : 'div'}
      type={onClick ? 'button' : undefined}
      onClick={onClick}
      data-testid={testId}
      aria-label={`${title}, ${time}`}
      aria-pressed={onClick ? Boolean(active) : undefined}
      sx={{
        gridColumn: column,
        gridRow: `${row} / span ${span}`,
        zIndex: 1,
        m: '1px 2px',
        p: '2px 4px',
        minWidth: 0,
        overflow: 'hidden',
        textAlign: 'left',
        font: 'inherit',
        color: fg,
        bgcolor: bg,
        border: 0,
        borderRadius: 1,
        boxShadow: active ? '0 0 0 2px #000' : 1,
        cursor: onClick ? 'pointer' : 'default',
        display: 'flex',
        flexDirection: span > 1 ? 'column' : 'row',
        gap: span > 1 ? 0 : 0.5,
      }}
    >
      <Typography variant="caption" noWrap sx={{ fontWeight: 600, lineHeight: 1.3 }}>
        {title}
      </Typography>
      <Typography variant="caption" noWrap sx={{ lineHeight: 1.3, opacity: 0.9 }}>
        {time}
      </Typography>
    </Box>
  );
};
