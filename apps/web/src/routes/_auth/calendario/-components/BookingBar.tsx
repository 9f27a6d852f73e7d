import { formatEuro, formatHours } from '@lavagna/format';
import { BottomBar } from '@lavagna/web-kit';
import ShoppingCartCheckoutIcon from '@mui/icons-material/ShoppingCartCheckout';
import { Box, Button, Typography } from '@mui/material';
import { ui } from '../../../../i18n/it';

interface Props {
  hours: number;
  grossCents: number;
  busy: boolean;
  onPay: () => void;
}

export function BookingBar({ hours, grossCents, busy, onPay }: Props) {
  return (
    <BottomBar label={ui.calendar.goToPayment}>
      <Typography fontWeight={600}>{ui.calendar.booking(formatHours(hours))}</Typography>
      <Typography fontWeight={600}>{ui.calendar.total(formatEuro(grossCents))}</Typography>
      <Box sx={{ flexGrow: 1 }} />
      <Button variant="contained" size="large" startIcon={<ShoppingCartCheckoutIcon />} onClick={onPay} disabled={hours === 0 || busy}>
        {ui.calendar.goToPayment}
      </Button>
    </BottomBar>
  );
}
