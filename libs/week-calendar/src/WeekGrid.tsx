import { Box, CircularProgress, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { DAY_NAMES, it } from '@lavagna/contracts';
import { weekdayOf } from '@lavagna/domain';
import { ROWS, rowTime } from './grid.js';

/** Height of a half-hour row, in px. */
const ROW = 28;

/** Something laid over the cells of one day: an event, a pick. */
export interface GridItem {
  key: string;
  day: string;
  row: number;
  rows: number;
  node: ReactNode;
}

export interface WeekGridProps {
  days: string[];
  /** The grid's accessible name. */
  label: string;
  /** A cell's accessible name ('giovedì 26 marzo 15:00'); a cell that is not free adds ', Non Disponibile'. */
  cellLabel: (day: string, row: number) => string;
  isFree: (day: string, row: number) => boolean;
  onCell: (day: string, row: number) => void;
  items: GridItem[];
  /** Covers the grid with 'Recupero degli eventi in corso...' while the week loads. */
  loading?: boolean;
}

/** Where a cell or an item sits on the CSS grid: column of its day, rows of its half hours (row 1 is the header). */
const at = (column: number, row: number, rows: number) => ({ gridColumn: column + 2, gridRow: `${row + 2} / span ${rows}` });

/**
 * One half hour of one day, a button with a stable name and `data-cell` (`2026-03-26T15:00`);
 * the cells under an item are not drawn, so only what can be clicked is in the tab order.
 */
function Cell({ column, day, row, free, label, onClick }: { column: number; day: string; row: number; free: boolean; label: string; onClick: () => void }) {
  return (
    <Box
      component="button"
      type="button"
      aria-label={free ? label : `${label}, ${it.calendar.notAvailable}`}
      data-cell={`${day}T${rowTime(row)}`}
      data-available={free}
      onClick={onClick}
      style={at(column, row, 1)}
      sx={{
        border: 0,
        borderTop: 1,
        borderColor: row % 2 === 0 ? 'divider' : 'grey.100',
        bgcolor: free ? 'background.paper' : 'grey.300',
        cursor: free ? 'pointer' : 'not-allowed',
        p: 0,
        '&:hover': free ? { bgcolor: 'primary.light', opacity: 0.5 } : undefined,
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
      }}
    />
  );
}

/** The week: a column per day, a row per half hour from 08:00 to 23:00 (Rome), the items over their rows. */
/** The half hours' labels: lighter than the hours', still 4.5:1 on white (WCAG AA for 12 px text). */
const HALF_HOUR_LABEL = '#667085';

export function WeekGrid({ days, label, cellLabel, isFree, onCell, items, loading = false }: WeekGridProps) {
  const covered = (day: string, row: number) => items.some((i) => i.day === day && row >= i.row && row < i.row + i.rows);
  return (
    <Paper variant="outlined" sx={{ position: 'relative', overflow: 'hidden' }}>
      <Box
        role="group"
        aria-label={label}
        aria-busy={loading}
        sx={{ display: 'grid', gridTemplateColumns: `52px repeat(${days.length}, minmax(0, 1fr))`, gridTemplateRows: `auto repeat(${ROWS}, ${ROW}px)` }}
      >
        <Box sx={{ gridColumn: 1, gridRow: 1, borderBottom: 1, borderColor: 'divider' }} />
        {days.map((day, i) => (
          <Box key={day} component="h3" sx={{ gridColumn: i + 2, gridRow: 1, m: 0, py: 1, textAlign: 'center', borderBottom: 1, borderLeft: 1, borderColor: 'divider' }}>
            <Typography variant="body2" component="span" display="block" fontWeight={700}>
              {DAY_NAMES[weekdayOf(day)]}
            </Typography>
            <Typography variant="body2" component="span" display="block" color="text.secondary">
              {Number(day.slice(8, 10))}
            </Typography>
          </Box>
        ))}
        {Array.from({ length: ROWS }, (_, row) => (
          <Typography key={row} variant="caption" color="text.secondary" aria-hidden sx={{ gridColumn: 1, gridRow: row + 2, textAlign: 'right', pr: 1, lineHeight: `${ROW}px`, ...(row % 2 ? { color: HALF_HOUR_LABEL } : {}) }}>
            {rowTime(row)}
          </Typography>
        ))}
        {days.flatMap((day, column) =>
          Array.from({ length: ROWS }, (_, row) =>
            covered(day, row) ? null : (
              <Cell key={`${day}-${row}`} column={column} day={day} row={row} free={isFree(day, row)} label={cellLabel(day, row)} onClick={() => onCell(day, row)} />
            ),
          ),
        )}
        {items.map((item) => {
          const column = days.indexOf(item.day);
          return column < 0 ? null : (
            <Box key={item.key} style={at(column, item.row, item.rows)} sx={{ zIndex: 1, minWidth: 0, display: 'flex', p: '1px' }}>
              {item.node}
            </Box>
          );
        })}
        {days.map((day, i) => (
          <Box key={`line-${day}`} sx={{ gridColumn: i + 2, gridRow: `2 / span ${ROWS}`, borderLeft: 1, borderColor: 'divider', pointerEvents: 'none' }} />
        ))}
      </Box>
      {loading && (
        <Box role="status" sx={{ position: 'absolute', inset: 0, zIndex: 2, bgcolor: 'rgba(255,255,255,0.75)', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2 }}>
          <CircularProgress aria-hidden />
          <Typography>{it.calendar.loading}</Typography>
        </Box>
      )}
    </Paper>
  );
}
