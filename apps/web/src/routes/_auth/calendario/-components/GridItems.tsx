import { it } from '@lavagna/contracts';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import RemoveIcon from '@mui/icons-material/Remove';
import { Box, IconButton, Stack, Typography } from '@mui/material';
import type { Block } from '../../../../calendar/blocks';
import { cellLabel, MAX_SLOTS, MIN_SLOTS, slotTime } from '../../../../calendar/week';
import type { Selection } from '../../../../calendar/picks';
import { ui } from '../../../../i18n/it';
import { blockColors, unavailableCell } from './colors';

/**
 * Where an item sits on the CSS grid: column of its day, rows of its half hours (row 1 is
 * the header). An inline style, so the 200 cells share a handful of generated classes.
 */
export const place = (column: number, startSlot: number, slots: number) => ({
  style: { gridColumn: column + 2, gridRow: `${startSlot + 2} / span ${slots}` },
});

const span = (startSlot: number, slots: number) => `${slotTime(startSlot)} - ${slotTime(startSlot + slots)}`;

export function GridCell({ column, day, slot, free, onClick }: { column: number; day: string; slot: number; free: boolean; onClick: () => void }) {
  const label = cellLabel(day, slot);
  return (
    <Box
      component="button"
      type="button"
      aria-label={free ? label : `${label}, ${it.calendar.notAvailable}`}
      onClick={onClick}
      {...place(column, slot, 1)}
      sx={{
        border: 0,
        borderTop: 1,
        borderColor: slot % 2 === 0 ? 'divider' : 'grey.100',
        bgcolor: free ? 'background.paper' : unavailableCell,
        cursor: free ? 'pointer' : 'not-allowed',
        p: 0,
        '&:hover': free ? { bgcolor: 'primary.light', opacity: 0.5 } : undefined,
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
      }}
    />
  );
}

const blockTitle = (block: Block): string => {
  if (block.kind === 'busy') return it.calendar.notAvailable;
  if (block.kind === 'editing') return it.calendar.inEdit;
  return block.kind === 'paid' ? it.calendar.confirmed : it.calendar.toPay;
};

export function EventBlock({ column, block }: { column: number; block: Block }) {
  const { bg, fg } = blockColors[block.kind];
  const title = blockTitle(block);
  const time = span(block.startSlot, block.slots);
  return (
    <Box
      role="group"
      aria-label={`${cellLabel(block.day, block.startSlot)} - ${slotTime(block.startSlot + block.slots)}: ${title}`}
      data-kind={block.kind}
      {...place(column, block.startSlot, block.slots)}
      sx={{ bgcolor: bg, color: fg, m: '1px', borderRadius: 1, px: 0.75, py: 0.25, overflow: 'hidden', zIndex: 1 }}
    >
      <Typography variant="caption" component="p" fontWeight={700} lineHeight={1.3} noWrap>
        {title}
      </Typography>
      {block.slots > 1 && (
        <Typography variant="caption" component="p" lineHeight={1.3} noWrap>
          {time}
        </Typography>
      )}
    </Box>
  );
}

interface PickProps {
  column: number;
  pick: Selection;
  /** A move keeps the lesson length: no + and -. */
  resizable: boolean;
  onExtend: () => void;
  onShorten: () => void;
  onRemove: () => void;
}

export function PickBlock({ column, pick, resizable, onExtend, onShorten, onRemove }: PickProps) {
  const { bg, fg } = blockColors.pick;
  const controls = { color: 'inherit' as const, size: 'small' as const, sx: { p: 0.5 } };
  return (
    <Box
      role="group"
      aria-label={`${ui.calendar.selection}: ${cellLabel(pick.day, pick.startSlot)} - ${slotTime(pick.startSlot + pick.slots)}`}
      data-kind="pick"
      {...place(column, pick.startSlot, pick.slots)}
      sx={{ bgcolor: bg, color: fg, m: '1px', borderRadius: 1, px: 0.5, zIndex: 1, display: 'flex', flexDirection: 'column', justifyContent: 'space-between', boxShadow: 2 }}
    >
      <Typography variant="caption" fontWeight={700} noWrap>
        {span(pick.startSlot, pick.slots)}
      </Typography>
      <Stack direction="row" justifyContent="flex-end">
        {resizable && (
          <>
            <IconButton {...controls} aria-label={ui.calendar.shorten} onClick={onShorten} disabled={pick.slots <= MIN_SLOTS}>
              <RemoveIcon fontSize="small" />
            </IconButton>
            <IconButton {...controls} aria-label={ui.calendar.extend} onClick={onExtend} disabled={pick.slots >= MAX_SLOTS}>
              <AddIcon fontSize="small" />
            </IconButton>
          </>
        )}
        <IconButton {...controls} aria-label={ui.calendar.removeSelection} onClick={onRemove}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Stack>
    </Box>
  );
}
