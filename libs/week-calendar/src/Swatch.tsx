import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import EditIcon from '@mui/icons-material/Edit';
import EventIcon from '@mui/icons-material/Event';
import HourglassBottomIcon from '@mui/icons-material/HourglassBottom';
import TouchAppIcon from '@mui/icons-material/TouchApp';
import type { SvgIconComponent } from '@mui/icons-material';
import { Box } from '@mui/material';
import { HATCH_LINE, TONES, UNAVAILABLE_CELL, type BlockKind } from './tones.js';

/** Each kind's icon, the cue besides its colour: paid, unpaid, unavailable, Google, being moved, a pick. */
export const KIND_ICONS: Record<BlockKind, SvgIconComponent> = {
  paid: CheckCircleIcon,
  unpaid: HourglassBottomIcon,
  busy: BlockIcon,
  google: EventIcon,
  editing: EditIcon,
  pick: TouchAppIcon,
};

/** A legend's sample of a kind (its colour and icon), or of the unavailable cells' pattern. */
export function Swatch({ kind }: { kind: BlockKind | 'unavailable' }) {
  const size = { width: 20, height: 20, borderRadius: 0.5, flexShrink: 0, display: 'inline-flex', alignItems: 'center', justifyContent: 'center' };
  if (kind === 'unavailable') return <Box aria-hidden sx={{ ...size, ...UNAVAILABLE_CELL, border: 1, borderColor: HATCH_LINE }} />;
  const Icon = KIND_ICONS[kind];
  return (
    <Box aria-hidden sx={{ ...size, bgcolor: TONES[kind].bg, color: TONES[kind].fg }}>
      <Icon sx={{ fontSize: 14 }} />
    </Box>
  );
}
