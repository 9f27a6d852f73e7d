import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import RemoveIcon from '@mui/icons-material/Remove';
import { IconButton } from '@mui/material';
import { rowTime, type GridItem, type Pick } from '@lavagna/week-calendar';
import type { Block } from '../../../../calendar/blocks';
import { holdEnd, romeClock } from '../../../../calendar/holds';
import { MAX_ROWS, MIN_ROWS } from '../../../../calendar/week';
import { ui } from '../../../../i18n/it';
import { it } from '@lavagna/contracts';

const span = (row: number, rows: number) => `${rowTime(row)} - ${rowTime(row + rows)}`;

/** The legend's words on the blocks: what the student sees is what a screen reader says. */
const blockTitle = (block: Block): string => {
  if (block.kind === 'busy') return it.calendar.notAvailable;
  if (block.kind === 'editing') return it.calendar.inEdit;
  if (block.kind === 'paid') return ui.calendar.legendConfirmed;
  const end = holdEnd(block.event);
  return end ? ui.lessons.toPayUntil(romeClock(end)) : ui.calendar.legendToPay;
};

/** An event on the student's grid: its status, its time, never whose it is. */
export const blockItem = (block: Block): GridItem => ({
  key: `event-${block.event._id}`,
  day: block.day,
  row: block.row,
  rows: block.rows,
  kind: block.kind,
  title: blockTitle(block),
  detail: span(block.row, block.rows),
});

interface PickHandlers {
  /** A move keeps the lesson length: no + and -. */
  resizable: boolean;
  onExtend: () => void;
  onShorten: () => void;
  onRemove: () => void;
}

/** A pick of the student, with − 30, + 30 (while booking) and × for the pointer; the grid's -, + and Escape for the keyboard. */
export function pickItem(pick: Pick, { resizable, onExtend, onShorten, onRemove }: PickHandlers): GridItem {
  const controls = { color: 'inherit' as const, size: 'small' as const, tabIndex: -1, sx: { p: 0.5 } };
  return {
    key: `pick-${pick.day}`,
    day: pick.day,
    row: pick.row,
    rows: pick.rows,
    kind: 'pick',
    title: span(pick.row, pick.rows),
    status: ui.calendar.selection,
    actions: (
      <>
        {resizable && (
          <>
            <IconButton {...controls} aria-label={ui.calendar.shorten} onClick={onShorten} disabled={pick.rows <= MIN_ROWS}>
              <RemoveIcon fontSize="small" />
            </IconButton>
            <IconButton {...controls} aria-label={ui.calendar.extend} onClick={onExtend} disabled={pick.rows >= MAX_ROWS}>
              <AddIcon fontSize="small" />
            </IconButton>
          </>
        )}
        <IconButton {...controls} aria-label={ui.calendar.removeSelection} onClick={onRemove}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </>
    ),
  };
}
