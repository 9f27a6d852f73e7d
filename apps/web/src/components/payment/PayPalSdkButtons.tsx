import { it } from '@lavagna/contracts';
import { Alert, Box, CircularProgress, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { payUi } from '../../i18n/it';
import { loadPayPalSdk, type PayPalButtonsInstance } from './paypalSdk';

interface Props {
  clientId: string;
  /** The provider's order id our server created (create-order). */
  orderId: string;
  onApprove: () => Promise<void>;
  onCancel: () => void;
  onCard: () => void;
}

/**
 * PayPal's own wallet and card buttons, used when the server has real PayPal credentials
 * (the public client id comes from GET /api/payments/config). The order is created by our
 * server; the buttons only let the buyer approve it.
 */
export function PayPalSdkButtons({ clientId, orderId, onApprove, onCancel, onCard }: Props) {
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');
  const handlers = useRef({ onApprove, onCancel, onCard });
  handlers.current = { onApprove, onCancel, onCard };

  useEffect(() => {
    let alive = true;
    let buttons: PayPalButtonsInstance | null = null;
    setState('loading');
    loadPayPalSdk(clientId)
      .then((paypal) => {
        if (!alive || !container.current) return;
        buttons = paypal.Buttons({
          style: { layout: 'vertical', shape: 'pill', color: 'gold', label: 'paypal', height: 48 },
          createOrder: () => orderId,
          onApprove: () => handlers.current.onApprove(),
          onCancel: () => handlers.current.onCancel(),
          onError: () => alive && setState('error'),
          onClick: (data) => {
            if (data.fundingSource === 'card') handlers.current.onCard();
          },
        });
        return buttons.render(container.current).then(() => alive && setState('ready'));
      })
      .catch(() => alive && setState('error'));
    return () => {
      alive = false;
      void buttons?.close().catch(() => undefined);
    };
  }, [clientId, orderId]);

  return (
    <Stack spacing={1}>
      {state === 'loading' && (
        <Stack direction="row" spacing={1} alignItems="center" role="status">
          <CircularProgress size={20} aria-hidden />
          <Typography color="text.secondary">{payUi.demo.loading}</Typography>
        </Stack>
      )}
      {state === 'error' && <Alert severity="error">{it.payments.paypalError}</Alert>}
      <Box ref={container} sx={{ minHeight: state === 'ready' ? 100 : 0 }} />
    </Stack>
  );
}
