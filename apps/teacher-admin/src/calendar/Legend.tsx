import { Stack, Typography } from '@mui/material';
import { it } from '@lavagna/contracts';
import { Swatch, type BlockKind } from '@lavagna/week-calendar';
import { adminIt } from '../i18n/it';

const ITEMS: { label: string; kind: BlockKind | 'unavailable' }[] = [
  { label: it.calendar.confirmed, kind: 'paid' },
  { label: it.calendar.toPay, kind: 'unpaid' },
  { label: it.calendar.googleEvent, kind: 'google' },
  { label: adminIt.calendar.newLesson, kind: 'pick' },
  { label: adminIt.calendar.legend.unavailable, kind: 'unavailable' },
];

/** What the colours and icons of the grid mean (the shared calendar's, as the blocks draw them). */
export const Legend = () => (
  <Stack component="ul" aria-label={adminIt.calendar.legendLabel} direction="row" useFlexGap sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, my: 1, p: 0, listStyle: 'none' }}>
    {ITEMS.map(({ label, kind }) => (
      <Stack component="li" key={label} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        <Swatch kind={kind} />
        <Typography variant="caption">{label}</Typography>
      </Stack>
    ))}
  </Stack>
);
