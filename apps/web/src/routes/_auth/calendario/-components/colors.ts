import type { BlockKind } from '../../../../calendar/blocks';

/** Grid colours: green paid, orange to pay, grey unavailable, red being moved, blue the new pick. */
export const blockColors: Record<BlockKind | 'pick', { bg: string; fg: string }> = {
  paid: { bg: 'success.main', fg: 'success.contrastText' },
  unpaid: { bg: 'warning.main', fg: 'warning.contrastText' },
  busy: { bg: 'grey.400', fg: 'grey.900' },
  editing: { bg: 'error.main', fg: 'error.contrastText' },
  pick: { bg: 'primary.main', fg: 'primary.contrastText' },
};

export const unavailableCell = 'grey.300';
