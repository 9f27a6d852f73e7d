import { Swatch, type BlockKind } from '@lavagna/week-calendar';
import { Stack, Typography } from '@mui/material';
import { ui } from '../../../../i18n/it';

const Item = ({ kinds, label }: { kinds: (BlockKind | 'unavailable')[]; label: string }) => (
  <Stack direction="row" spacing={1} alignItems="center" component="li">
    <Stack direction="row" spacing={0.5}>
      {kinds.map((kind) => (
        <Swatch key={kind} kind={kind} />
      ))}
    </Stack>
    <Typography variant="body2" sx={{ fontSize: { xs: '0.8rem', sm: undefined } }}>
      {label}
    </Typography>
  </Stack>
);

/** The grid's colours and icons, the same the blocks carry: grey hours off and grey (someone else's) lessons are both 'Orario Non Disponibile'. */
export function CalendarLegend({ moving }: { moving: boolean }) {
  return (
    <Stack
      direction="row"
      component="ul"
      aria-label={ui.calendar.legend}
      sx={{ flexWrap: 'wrap', columnGap: { xs: 1.5, sm: 3 }, rowGap: { xs: 0.5, sm: 1 }, listStyle: 'none', p: 0, m: 0 }}
    >
      <Item kinds={['paid']} label={ui.calendar.legendConfirmed} />
      <Item kinds={['unpaid']} label={ui.calendar.legendToPay} />
      <Item kinds={['unavailable', 'busy']} label={ui.calendar.legendUnavailable} />
      {moving && <Item kinds={['editing']} label={ui.calendar.legendEditing} />}
    </Stack>
  );
}
