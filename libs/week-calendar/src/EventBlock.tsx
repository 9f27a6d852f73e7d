import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface EventBlockProps {
  /** The block's accessible name. */
  label: string;
  title: string;
  /** A second line (its time, its student); beside the title when the block is one row high. */
  detail?: string;
  rows: number;
  colors: { bg: string; fg: string };
  /** `data-kind`, what the block is (paid, busy, pick...). */
  kind?: string;
  testId?: string;
  /** A button when it can be clicked (the console selects a lesson), a labelled group otherwise. */
  onClick?: () => void;
  active?: boolean;
  /** Controls at its foot (the student's − 30, + 30, ×). */
  actions?: ReactNode;
}

/** An event or a pick over the rows it covers. */
export function EventBlock({ label, title, detail, rows, colors, kind, testId, onClick, active, actions }: EventBlockProps) {
  const clickable = onClick !== undefined;
  return (
    <Box
      component={clickable ? 'button' : 'div'}
      type={clickable ? 'button' : undefined}
      role={clickable ? undefined : 'group'}
      aria-label={label}
      aria-pressed={clickable ? Boolean(active) : undefined}
      data-kind={kind}
      data-testid={testId}
      onClick={onClick}
      sx={{
        flex: 1,
        minWidth: 0,
        overflow: 'hidden',
        m: 0,
        px: 0.75,
        py: 0.25,
        border: 0,
        borderRadius: 1,
        font: 'inherit',
        textAlign: 'left',
        color: colors.fg,
        bgcolor: colors.bg,
        boxShadow: active ? '0 0 0 2px #000' : actions ? 2 : 1,
        cursor: clickable ? 'pointer' : 'default',
        display: 'flex',
        flexDirection: rows > 1 || actions ? 'column' : 'row',
        justifyContent: actions ? 'space-between' : 'flex-start',
        columnGap: 0.5,
      }}
    >
      <Typography variant="caption" component="span" fontWeight={700} lineHeight={1.3} noWrap>
        {title}
      </Typography>
      {detail && (
        <Typography variant="caption" component="span" lineHeight={1.3} noWrap sx={{ opacity: 0.9 }}>
          {detail}
        </Typography>
      )}
      {actions && (
        <Stack direction="row" justifyContent="flex-end">
          {actions}
        </Stack>
      )}
    </Box>
  );
}
