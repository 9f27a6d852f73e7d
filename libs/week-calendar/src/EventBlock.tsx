import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { KIND_ICONS } from './Swatch.js';
import { TONES, type BlockKind } from './tones.js';

export interface EventBlockProps {
  kind: BlockKind;
  title: string;
  /** A second line (its time, its student); beside the title when the block is one row high. */
  detail?: string;
  /** Its state, shown whole on a line of its own (wrapping, never cut) when the block is two rows high or more. */
  status?: string;
  rows: number;
  testId?: string;
  /** A pointer's click (the console selects a lesson); the keyboard reaches it through the grid's cell. */
  onClick?: () => void;
  active?: boolean;
  /** Controls at its foot (the student's − 30, + 30, ×): for the pointer, the grid's keys do the same. */
  actions?: ReactNode;
}

/**
 * An event or a pick drawn over the rows it covers, inside the grid cell of its first row, which
 * names it (its visible text included) for assistive technology. Colour and icon say its kind.
 */
export function EventBlock({ kind, title, detail, status, rows, testId, onClick, active, actions }: EventBlockProps) {
  const { bg, fg } = TONES[kind];
  const Icon = KIND_ICONS[kind];
  return (
    <Box
      data-block
      data-kind={kind}
      data-testid={testId}
      onClick={onClick}
      sx={{
        position: 'absolute',
        inset: '1px',
        bottom: 'auto',
        height: `calc(${rows * 100}% - 2px)`,
        zIndex: 1,
        overflow: 'hidden',
        px: 0.75,
        py: 0.25,
        borderRadius: 1,
        textAlign: 'left',
        color: fg,
        bgcolor: bg,
        boxShadow: active ? '0 0 0 3px #000' : actions ? 2 : 1,
        cursor: onClick ? 'pointer' : 'default',
        display: 'flex',
        flexDirection: rows > 1 || actions ? 'column' : 'row',
        justifyContent: actions ? 'space-between' : 'flex-start',
        columnGap: 0.5,
      }}
    >
      <Stack direction="row" spacing={0.5} alignItems="center" sx={{ minWidth: 0 }}>
        <Icon aria-hidden sx={{ fontSize: 14, flexShrink: 0 }} />
        <Typography variant="caption" component="span" fontWeight={700} lineHeight={1.3} noWrap>
          {title}
        </Typography>
      </Stack>
      {detail && (
        <>
          {/* a space the flex layout does not draw: the visible text reads 'title detail', as the cell's name does */}{' '}
          <Typography variant="caption" component="span" lineHeight={1.3} noWrap>
            {detail}
          </Typography>
        </>
      )}
      {status && rows > 1 && (
        <>
          {' '}
          <Typography variant="caption" component="span" data-block-status lineHeight={1.2} sx={{ whiteSpace: 'normal', overflowWrap: 'break-word' }}>
            {status}
          </Typography>
        </>
      )}
      {actions && (
        <Stack direction="row" justifyContent="flex-end">
          {actions}
        </Stack>
      )}
    </Box>
  );
}
