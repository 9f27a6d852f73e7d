import { formatEuro, formatHours } from '@lavagna/format';
import { BottomBar } from '@lavagna/web-kit';
import ShoppingCartCheckoutIcon from '@mui/icons-material/ShoppingCartCheckout';
import { Box, Button, Typography } from '@mui/material';
import type { FiscalTerms } from '@lavagna/domain';
import type { ReactNode } from 'react';
import { amountsUnder } from '../../../../components/payment/cart';
import { ui } from '../../../../i18n/it';

interface Props {
  hours: number;
  grossCents: number;
  /** The teacher's terms: VAT included (ordinario, the default) or none (forfettario, maybe a bollo). */
  terms?: FiscalTerms;
  busy: boolean;
  onPay: () => void;
  /** Beside 'Vai al pagamento': 'Ogni settimana' when one lesson is picked. */
  extra?: ReactNode;
}

/** The total as the teacher's regime words it. */
const totalText = (grossCents: number, terms: FiscalTerms | undefined): string => {
  if (!terms || terms.regime === 'RF01') return ui.calendar.total(formatEuro(grossCents));
  const { totalCents, bolloCents } = amountsUnder(grossCents, terms);
  return bolloCents > 0 ? ui.calendar.totalNoVatWithBollo(formatEuro(totalCents), formatEuro(bolloCents)) : ui.calendar.totalNoVat(formatEuro(totalCents));
};

export function BookingBar({ hours, grossCents, terms, busy, onPay, extra }: Props) {
  return (
    <BottomBar label={ui.calendar.goToPayment}>
      <Typography fontWeight={600}>{ui.calendar.booking(formatHours(hours))}</Typography>
      <Typography fontWeight={600}>{totalText(grossCents, terms)}</Typography>
      <Box sx={{ flexGrow: 1 }} />
      {extra}
      <Button variant="contained" size="large" startIcon={<ShoppingCartCheckoutIcon />} onClick={onPay} disabled={hours === 0 || busy}>
        {ui.calendar.goToPayment}
      </Button>
    </BottomBar>
  );
}
