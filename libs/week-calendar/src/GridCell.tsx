import { Box } from '@mui/material';
import { EventBlock } from './EventBlock.js';
import { rowTime } from './grid.js';
import { UNAVAILABLE_CELL } from './tones.js';
import type { GridItem } from './WeekGrid.js';

/** Height of a half-hour row, in px. */
export const ROW = 28;

/** Where a cell sits on the CSS grid: column of its day, row of its half hour (row 1 is the header). */
export const at = (column: number, row: number) => ({ gridColumn: column + 2, gridRow: row + 2 });

export interface GridCellProps {
  column: number;
  day: string;
  row: number;
  /** Day, time and state, said by screen readers; it holds the visible text of the blocks it draws. */
  name: string;
  free: boolean;
  /** What covers it (its state for the eye), if anything. */
  covering?: GridItem;
  /** The items that start here, drawn over the rows they cover. */
  blocks: GridItem[];
  selected: boolean;
  /** The grid's one tab stop. */
  current: boolean;
  onClick: () => void;
  onFocus: () => void;
}

/**
 * One half hour of one day: a `gridcell` with a stable name and `data-cell` (`2026-03-26T15:00`).
 * Only the current cell is in the tab order; the arrows move it. A pointer's click on a block
 * drawn inside goes to the block, not to the cell.
 */
export function GridCell({ column, day, row, name, free, covering, blocks, selected, current, onClick, onFocus }: GridCellProps) {
  const look = covering ? { bgcolor: 'transparent' } : free ? { bgcolor: 'background.paper' } : UNAVAILABLE_CELL;
  return (
    <Box
      role="gridcell"
      tabIndex={current ? 0 : -1}
      aria-label={name}
      aria-selected={selected}
      data-cell={`${day}T${rowTime(row)}`}
      data-available={free}
      data-kind={covering?.kind}
      onClick={(e) => {
        if (!(e.target as Element).closest('[data-block]')) onClick();
      }}
      onFocus={onFocus}
      style={at(column, row)}
      sx={{
        ...look,
        position: blocks.length > 0 ? 'relative' : undefined,
        minWidth: 0,
        borderTop: 1,
        borderLeft: 1,
        borderTopColor: row % 2 === 0 ? 'divider' : 'grey.100',
        borderLeftColor: 'divider',
        cursor: free && !covering ? 'pointer' : 'default',
        scrollMarginTop: 80,
        scrollMarginBottom: 180,
        '&:hover': free && !covering ? { bgcolor: '#e3f2fd' } : undefined,
        // Always drawn, a click's focus included: the ring shows where the keys will act. It is a
        // layer over the cell, so a block drawn inside (or over it, from a row above) cannot hide it.
        '&:focus': { outline: 'none', position: 'relative', zIndex: 2 },
        '&:focus::after': { content: '""', position: 'absolute', inset: 0, border: '3px solid #101828', boxShadow: 'inset 0 0 0 1px #ffffff', zIndex: 3, pointerEvents: 'none' },
      }}
    >
      {blocks.map((item) => (
        <EventBlock key={item.key} kind={item.kind} title={item.title} detail={item.detail} status={item.showStatus ? item.status : undefined} rows={item.rows} testId={item.testId} onClick={item.onClick} active={item.active} actions={item.actions} />
      ))}
    </Box>
  );
}
