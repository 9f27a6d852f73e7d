import { it } from '@lavagna/contracts';
import { formatEuro, formatHours, timeRange } from '@lavagna/format';
import { Alert, Box, Card, CardContent, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { longDayLabel, romeDay } from '../../calendar/rome';
import { payUi, ui } from '../../i18n/it';
import type { CartView } from './cart';

function Row({ label, value, strong, muted }: { label: string; value: string; strong?: boolean; muted?: boolean }) {
  const color = muted ? 'text.secondary' : undefined;
  return (
    <Stack direction="row" justifyContent="space-between" role="group" aria-label={label} spacing={2}>
      <Typography fontWeight={strong ? 700 : undefined} color={color}>
        {label}
      </Typography>
      <Typography fontWeight={strong ? 700 : undefined} color={color} sx={{ whiteSpace: 'nowrap' }}>
        {value}
      </Typography>
    </Stack>
  );
}

/** Left of the payment step: the lessons with day, time and length, the total and its VAT, the coupons' discount. */
export function CartSummary({ view }: { view: CartView }) {
  return (
    <Card>
      <CardContent>
        <Typography variant="h3" component="h3" gutterBottom>
          {ui.payment.lessons}
        </Typography>
        <List dense aria-label={ui.payment.lessons}>
          {view.lines.map((line) => (
            <ListItem key={line.key} disableGutters divider>
              <ListItemText
                primary={longDayLabel(romeDay(line.start))}
                secondary={`${timeRange(line.start, line.end)} · ${formatHours(line.hours)}`}
              />
            </ListItem>
          ))}
        </List>
        <Stack spacing={0.5} sx={{ mt: 2 }}>
          {view.discountCents > 0 && (
            <>
              <Row label={payUi.step.lessonsPrice} value={formatEuro(view.grossCents)} />
              <Row label={payUi.step.discount} value={`− ${formatEuro(view.discountCents)}`} />
            </>
          )}
          {view.bolloCents > 0 && <Row label={ui.payment.bollo} value={formatEuro(view.bolloCents)} />}
          <Row label={view.regime === 'RF19' ? ui.payment.totalNoVat : ui.payment.total} value={formatEuro(view.totalCents)} strong />
          {view.regime === 'RF19' ? (
            <Row label={ui.payment.noVat} value="" muted />
          ) : (
            <Row label={ui.payment.vat} value={formatEuro(view.vatCents)} muted />
          )}
        </Stack>
        {view.lostCents > 0 && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            <Box>{it.coupons.residualLost}</Box>
            <Box sx={{ fontWeight: 600 }}>{`${payUi.step.lost}: ${formatEuro(view.lostCents)}`}</Box>
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
