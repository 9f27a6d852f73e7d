import { it } from '@lavagna/contracts';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import RemoveIcon from '@mui/icons-material/Remove';
import { IconButton } from '@mui/material';
import { EventBlock, rowTime, type GridItem, type Pick } from '@lavagna/week-calendar';
import type { Block } from '../../../../calendar/blocks';
import { cellLabel, MAX_ROWS, MIN_ROWS } from '../../../../calendar/week';
import { ui } from '../../../../i18n/it';
import { blockColors } from './colors';

const span = (row: number, rows: number) => `${rowTime(row)} - ${rowTime(row + rows)}`;

const blockTitle = (block: Block): string => {
  if (block.kind === 'busy') return it.calendar.notAvailable;
  if (block.kind === 'editing') return it.calendar.inEdit;
  return block.kind === 'paid' ? it.calendar.confirmed : it.calendar.toPay;
};

/** An event on the student's grid: its status, its time, never whose it is. */
export function blockItem(block: Block): GridItem {
  const title = blockTitle(block);
  return {
    key: `event-${block.event._id}`,
    day: block.day,
    row: block.row,
    rows: block.rows,
    node: (
      <EventBlock
        label={`${cellLabel(block.day, block.row)} - ${rowTime(block.row + block.rows)}: ${title}`}
        title={title}
        detail={block.rows > 1 ? span(block.row, block.rows) : undefined}
        rows={block.rows}
        colors={blockColors[block.kind]}
        kind={block.kind}
      />
    ),
  };
}

interface PickHandlers {
  /** A move keeps the lesson length: no + and -. */
  resizable: boolean;
  onExtend: () => void;
  onShorten: () => void;
  onRemove: () => void;
}

/** A pick of the student, with − 30, + 30 (while booking) and ×. */
export function pickItem(pick: Pick, { resizable, onExtend, onShorten, onRemove }: PickHandlers): GridItem {
  const controls = { color: 'inherit' as const, size: 'small' as const, sx: { p: 0.5 } };
  return {
    key: `pick-${pick.day}`,
    day: pick.day,
    row: pick.row,
    rows: pick.rows,
    node: (
      <EventBlock
        label={`${ui.calendar.selection}: ${cellLabel(pick.day, pick.row)} - ${rowTime(pick.row + pick.rows)}`}
        title={span(pick.row, pick.rows)}
        rows={pick.rows}
        colors={blockColors.pick}
        kind="pick"
        actions={
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
        }
      />
    ),
  };
}
