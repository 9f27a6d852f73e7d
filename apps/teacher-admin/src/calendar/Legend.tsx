import { Box, Stack, Typography } from '@mui/material';
import { it } from '@lavagna/contracts';
import { adminIt } from '../i18n/it';
import { TONES } from './status';

const ITEMS = [
  { label: it.calendar.confirmed, color: TONES.paid.bg },
  { label: it.calendar.toPay, color: TONES.unpaid.bg },
  { label: it.calendar.googleEvent, color: TONES.google.bg },
  { label: adminIt.calendar.newLesson, color: TONES.selection.bg },
  { label: adminIt.calendar.legend.unavailable, color: '#e0e0e0' },
];

/** What the colours of the grid mean. */
export const Legend = () => (
  <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, my: 1 }}>
    {ITEMS.map(({ label, color }) => (
      <Stack key={label} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        <Box sx={{ width: 12, height: 12, borderRadius: 0.5, bgcolor: color, border: 1, borderColor: 'divider' }} />
        <Typography variant="caption">{label}</Typography>
      </Stack>
    ))}
  </Stack>
);
