import { formatEuro } from '@lavagna/format';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import ScienceOutlinedIcon from '@mui/icons-material/ScienceOutlined';
import { Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { payUi } from '../../i18n/it';

type Method = 'paypal' | 'card';

interface Props {
  amountCents: number;
  busy: boolean;
  disabled?: boolean;
  /** 'Paga': approve with the demo gateway, then complete the order. */
  onPay: () => Promise<void>;
  /** 'Annulla': cancel the order at the demo gateway. */
  onCancel: () => Promise<void>;
  /** The card button was chosen (the card data note). */
  onCard: () => void;
}

/** PayPal's wordmark colours, as on its gold button ('Pal' in PayPal's darker blue: 3.3:1 on the gold, large text). */
function PayPalWordmark() {
  return (
    <Box component="span" sx={{ fontFamily: 'Verdana, Tahoma, Arial, sans-serif', fontWeight: 800, fontStyle: 'italic', fontSize: 20, letterSpacing: -0.5 }}>
      <Box component="span" sx={{ color: '#003087' }}>
        Pay
      </Box>
      <Box component="span" sx={{ color: '#0070ba' }}>
        Pal
      </Box>
    </Box>
  );
}

/**
 * The 'demo' badge after a space: the button shows 'PayPal demo' and is named 'PayPal (demo)', which
 * holds the words it shows (WCAG 2.5.3), so voice control can say what it sees.
 */
const demoBadge = (dark: boolean) => (
  <>
    {' '}
    <Box
      component="span"
      sx={{
        ml: 1,
        px: 0.75,
        borderRadius: 1,
        fontSize: 11,
        fontWeight: 700,
        textTransform: 'uppercase',
        letterSpacing: 0.5,
        bgcolor: dark ? 'rgba(255,255,255,0.18)' : 'rgba(0,48,135,0.12)',
        color: dark ? '#fff' : '#003087',
      }}
    >
      {payUi.demo.badge}
    </Box>
  </>
);

const pill = {
  height: 48,
  borderRadius: '24px',
  width: '100%',
  boxShadow: 'none',
  '&:hover': { boxShadow: 'none', filter: 'brightness(0.95)' },
} as const;

/**
 * The demo gateway's stand-in of PayPal's buttons (wallet and card), for servers without
 * PayPal credentials. Either button opens a small approval panel: 'Paga' or 'Annulla'.
 */
export function DemoPayPalButtons({ amountCents, busy, disabled, onPay, onCancel, onCard }: Props) {
  const [method, setMethod] = useState<Method | null>(null);
  const [working, setWorking] = useState<'pay' | 'cancel' | null>(null);
  const titleId = useId();

  const choose = (m: Method) => {
    if (m === 'card') onCard();
    setMethod(m);
  };
  const run = async (what: 'pay' | 'cancel') => {
    setWorking(what);
    try {
      await (what === 'pay' ? onPay() : onCancel());
    } finally {
      setWorking(null);
      setMethod(null);
    }
  };
  const locked = busy || disabled || working !== null;

  return (
    <Stack spacing={1.25} data-testid="demo-gateway">
      <Button
        aria-label={payUi.demo.paypal}
        onClick={() => choose('paypal')}
        disabled={locked}
        variant="contained"
        sx={{ ...pill, bgcolor: '#ffc439', color: '#111', '&.Mui-disabled': { bgcolor: '#ffe28a' } }}
      >
        <PayPalWordmark />
        {demoBadge(false)}
      </Button>
      <Button
        aria-label={payUi.demo.card}
        onClick={() => choose('card')}
        disabled={locked}
        variant="contained"
        startIcon={<CreditCardIcon />}
        sx={{ ...pill, bgcolor: '#2c2e2f', color: '#fff', fontSize: { xs: 15, sm: 16 }, whiteSpace: 'nowrap', '&.Mui-disabled': { bgcolor: '#6b6d6e', color: '#eee' } }}
      >
        {payUi.demo.cardText}
        {demoBadge(true)}
      </Button>
      <Stack direction="row" spacing={1} alignItems="flex-start">
        <ScienceOutlinedIcon fontSize="small" color="action" aria-hidden sx={{ mt: 0.25 }} />
        <Typography variant="caption" color="text.secondary">
          {payUi.demo.note}
        </Typography>
      </Stack>

      <Dialog open={method !== null} onClose={() => working === null && setMethod(null)} aria-labelledby={titleId} maxWidth="xs" fullWidth>
        <DialogTitle id={titleId}>{payUi.demo.approveTitle(formatEuro(amountCents))}</DialogTitle>
        <DialogContent>
          <DialogContentText gutterBottom>{method === 'card' ? payUi.demo.viaCard : payUi.demo.viaPaypal}</DialogContentText>
          <DialogContentText variant="body2">{payUi.demo.approveText}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => void run('cancel')} disabled={working !== null}>
            {payUi.demo.cancel}
          </Button>
          <Button
            variant="contained"
            onClick={() => void run('pay')}
            disabled={working !== null}
            startIcon={working === 'pay' ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
          >
            {payUi.demo.pay}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
