import { Box, Stack, Typography } from '@mui/material';
import { ui } from '../../../../i18n/it';
import { blockColors, unavailableCell } from './colors';

const Swatch = ({ color, label }: { color: string; label: string }) => (
  <Stack direction="row" spacing={1} alignItems="center" component="li">
    <Box aria-hidden sx={{ width: 16, height: 16, borderRadius: 0.5, bgcolor: color, flexShrink: 0 }} />
    <Typography variant="body2">{label}</Typography>
  </Stack>
);

export function CalendarLegend({ moving }: { moving: boolean }) {
  return (
    <Stack
      direction="row"
      component="ul"
      aria-label={ui.calendar.legend}
      sx={{ flexWrap: 'wrap', columnGap: 3, rowGap: 1, listStyle: 'none', p: 0, m: 0 }}
    >
      <Swatch color={blockColors.paid.bg} label={ui.calendar.legendConfirmed} />
      <Swatch color={blockColors.unpaid.bg} label={ui.calendar.legendToPay} />
      <Swatch color={unavailableCell} label={ui.calendar.legendUnavailable} />
      {moving && <Swatch color={blockColors.editing.bg} label={ui.calendar.legendEditing} />}
    </Stack>
  );
}
