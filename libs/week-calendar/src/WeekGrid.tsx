import { Box, CircularProgress, Paper, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useEffect, useId, useImperativeHandle, useRef, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { DAY_NAMES, it } from '@lavagna/contracts';
import { weekdayOf } from '@lavagna/domain';
import { ROWS, rowTime } from './grid.js';
import { GridCell, ROW } from './GridCell.js';
import { gridKey, inView, shiftFor, type Spot } from './keys.js';
import type { BlockKind } from './tones.js';

/** Something laid over the cells of one day: an event, a pick. */
export interface GridItem {
  key: string;
  day: string;
  row: number;
  rows: number;
  kind: BlockKind;
  /** Its visible words ('Lezione Confermata', 'Lezione di Marco Rossi'), also in its cells' names. */
  title: string;
  /** A second visible line (its time); in the name of its first cell. */
  detail?: string;
  /** Said after the visible words in its cells' names ('Da Pagare', 'Selezione'); on the block only with `showStatus`. */
  status?: string;
  /** Shows `status` on the block too, whole (the console, whose titles name the student, not the state). */
  showStatus?: boolean;
  testId?: string;
  onClick?: () => void;
  active?: boolean;
  actions?: ReactNode;
}

/** What an app can ask of the grid: to take the focus back (after a bar's button), on a given cell. */
export interface WeekGridHandle {
  focus: (spot?: Spot) => void;
}

export interface WeekGridProps {
  days: string[];
  /** The grid's accessible name. */
  label: string;
  /** A cell's day and time as the app words them ('giovedì 26 marzo 15:00'); the grid adds the state. */
  cellLabel: (day: string, row: number) => string;
  isFree: (day: string, row: number) => boolean;
  /** A pointer's click on a cell, and Enter or Space unless `onActivate` says otherwise. */
  onCell: (day: string, row: number) => void;
  items: GridItem[];
  /** Covers the grid with 'Recupero degli eventi in corso...' while the week loads. */
  loading?: boolean;
  /** How the keys work, shown above the grid and its description for screen readers. */
  help?: string;
  /** What the polite live region says (selection changes, rule messages). */
  announcement?: string;
  /** Enter or Space on a cell (select a free one, open a lesson). */
  onActivate?: (day: string, row: number) => void;
  /** + and - on a cell: 30 minutes more or less for the pick there. */
  onResize?: (day: string, row: number, by: 1 | -1) => void;
  onEscape?: () => void;
  /** Shifts the shown days (the toolbar's paging); false when it cannot go there. */
  onShift?: (days: number) => boolean;
  handle?: Ref<WeekGridHandle>;
}

const cellState = (item: GridItem, first: boolean): string =>
  [first ? [item.title, item.detail].filter(Boolean).join(' ') : item.title, item.status].filter(Boolean).join(', ');

/**
 * The week as an ARIA grid: a row per half hour from 08:00 to 23:00 (Rome) headed by its time, a
 * column per day headed by its name and date, the items drawn over their rows. One tab stop; the
 * keys of `gridKey` move it (paging the days through `onShift`) and act on its cell.
 */
export function WeekGrid(props: WeekGridProps) {
  const { days, label, cellLabel, isFree, onCell, items, loading = false, help, announcement = '', onActivate = onCell, onResize, onEscape, onShift, handle } = props;
  const [stored, setStored] = useState<Spot>({ day: days[0] ?? '', row: 0 });
  const [, redraw] = useState(0);
  const spot = inView(stored, days);
  const root = useRef<HTMLDivElement>(null);
  const wantFocus = useRef(false);
  const helpId = useId();

  useEffect(() => {
    if (!wantFocus.current) return;
    wantFocus.current = false;
    root.current?.querySelector<HTMLElement>(`[data-cell="${spot.day}T${rowTime(spot.row)}"]`)?.focus();
  });
  useImperativeHandle(handle, () => ({
    focus: (to) => {
      if (to) setStored(to);
      wantFocus.current = true;
      redraw((n) => n + 1);
    },
  }));

  const cover = new Map<string, { item: GridItem; first: boolean }>();
  const starts = new Map<string, GridItem[]>();
  for (const item of items) {
    if (!days.includes(item.day)) continue;
    starts.set(`${item.day}|${item.row}`, [...(starts.get(`${item.day}|${item.row}`) ?? []), item]);
    for (let r = item.row; r < item.row + item.rows; r += 1) cover.set(`${item.day}|${r}`, { item, first: r === item.row });
  }

  const onKeyDown = (e: KeyboardEvent) => {
    if ((e.target as Element).getAttribute('role') !== 'gridcell') return;
    const key = gridKey(e.key, e.ctrlKey || e.metaKey, spot, days, ROWS);
    if (!key) return;
    e.preventDefault();
    if (key.kind === 'activate') onActivate(spot.day, spot.row);
    if (key.kind === 'resize') onResize?.(spot.day, spot.row, key.by);
    if (key.kind === 'escape') onEscape?.();
    if (key.kind === 'focus') {
      const shift = shiftFor(spot.day, key.to.day, days);
      if (shift !== 0 && !onShift?.(shift)) return;
      setStored(key.to);
      wantFocus.current = true;
      redraw((n) => n + 1);
    }
  };

  return (
    <Paper variant="outlined" sx={{ position: 'relative', overflow: 'hidden', display: 'flex', flexDirection: 'column' }}>
      {help && (
        // On a touch screen the keys' help only takes room: there it is said to a screen reader, not
        // shown. In a narrow window it comes after the grid, which then starts within the first screen.
        <Typography
          id={helpId}
          variant="body2"
          color="text.secondary"
          sx={{
            px: 1.5,
            py: 1,
            borderBottom: { xs: 0, sm: 1 },
            borderTop: { xs: 1, sm: 0 },
            borderColor: 'divider',
            order: { xs: 1, sm: 0 },
            '@media (pointer: coarse)': visuallyHidden,
          }}
        >
          {help}
        </Typography>
      )}
      <Box
        ref={root}
        role="grid"
        aria-label={label}
        aria-describedby={help ? helpId : undefined}
        aria-busy={loading}
        onKeyDown={onKeyDown}
        sx={{ display: 'grid', gridTemplateColumns: `52px repeat(${days.length}, minmax(0, 1fr))`, gridTemplateRows: `auto repeat(${ROWS}, ${ROW}px)` }}
      >
        <Box role="row" sx={{ display: 'contents' }}>
          <Box role="columnheader" sx={{ gridColumn: 1, gridRow: 1, borderBottom: 1, borderColor: 'divider' }}>
            <Box component="span" sx={visuallyHidden}>
              {it.calendar.gridTime}
            </Box>
          </Box>
          {days.map((day, i) => (
            <Box key={day} role="columnheader" sx={{ gridColumn: i + 2, gridRow: 1, py: 1, textAlign: 'center', borderBottom: 1, borderLeft: 1, borderColor: 'divider' }}>
              <Typography variant="body2" component="span" display="block" fontWeight={700}>
                {DAY_NAMES[weekdayOf(day)]}
              </Typography>
              <Typography variant="body2" component="span" display="block" color="text.secondary">
                {Number(day.slice(8, 10))}
              </Typography>
            </Box>
          ))}
        </Box>
        {Array.from({ length: ROWS }, (_, row) => (
          <Box key={row} role="row" sx={{ display: 'contents' }}>
            <Typography role="rowheader" variant="caption" style={{ gridColumn: 1, gridRow: row + 2 }} sx={{ textAlign: 'right', pr: 1, lineHeight: `${ROW}px`, color: row % 2 ? '#667085' : 'text.secondary' }}>
              {rowTime(row)}
            </Typography>
            {days.map((day, column) => {
              const covered = cover.get(`${day}|${row}`);
              const free = isFree(day, row);
              const state = covered ? cellState(covered.item, covered.first) : free ? it.calendar.free : it.calendar.notAvailable;
              return (
                <GridCell
                  key={day}
                  column={column}
                  day={day}
                  row={row}
                  name={`${cellLabel(day, row)}, ${state}`}
                  free={free}
                  covering={covered?.item}
                  blocks={starts.get(`${day}|${row}`) ?? []}
                  selected={covered?.item.kind === 'pick'}
                  current={spot.day === day && spot.row === row}
                  onClick={() => onCell(day, row)}
                  onFocus={() => setStored({ day, row })}
                />
              );
            })}
          </Box>
        ))}
      </Box>
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {announcement}
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

