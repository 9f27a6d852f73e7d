import { it, type CalendarEvent, type CompleteOrderResponse, type CreateOrderResponse } from '@lavagna/contracts';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Divider, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { errorMessage, ruleOr } from '@lavagna/web-kit';
import { payUi, ui } from '../../i18n/it';
import { billingQueryOptions } from '../../queries/billing';
import { myCouponsQueryOptions } from '../../queries/coupons';
import { paymentsConfigQueryOptions, useCompleteOrder, useDemoCancel, useDemoPay, useInvalidatePayments } from '../../queries/payments';
import { useFiscalTerms } from '../../queries/site';
import { useSession } from '../../queries/session';
import { BillingStep } from './BillingStep';
import { useToast } from '../toast/useToast';
import { cartFromLessons, cartFromServer } from './cart';
import { CartSummary } from './CartSummary';
import { checkCouponEntry, couponSuggestion } from './couponEntry';
import { CouponPanel } from './CouponPanel';
import { DemoPayPalButtons } from './DemoPayPalButtons';
import { HoldCountdown } from './HoldCountdown';
import { completionMessage } from './payErrors';
import { PayPalSdkButtons } from './PayPalSdkButtons';
import { usePaymentOrder } from './usePaymentOrder';

interface Props {
  lessons: CalendarEvent[];
  hourlyRate: number;
  /** End of the 15-minute hold of a booking just made; none for lessons booked earlier. */
  holdExpiresAt: string | null;
  onBack: () => void;
  backBusy?: boolean;
}

/** After a paid order the lessons page opens after 1 s; after an order covered by coupons, after 2 s. */
export const AFTER_PAYMENT_MS = 1000;
export const AFTER_COUPON_ONLY_MS = 2000;

type Done = { free: boolean; transactionId: string };

interface ProviderProps {
  order: CreateOrderResponse;
  busy: boolean;
  onPay: () => Promise<void>;
  onDemoCancel: () => Promise<void>;
  onProviderCancel: () => void;
  onCard: () => void;
}

/** PayPal's own buttons when the server is configured for PayPal; otherwise the demo gateway's stand-in. */
function ProviderButtons({ order, busy, onPay, onDemoCancel, onProviderCancel, onCard }: ProviderProps) {
  const config = useQuery({ ...paymentsConfigQueryOptions, enabled: order.provider === 'paypal' });
  if (order.provider === 'paypal') {
    if (config.isPending) return <CircularProgress size={24} aria-label={payUi.demo.loading} />;
    if (config.data?.provider === 'paypal' && config.data.clientId) {
      return <PayPalSdkButtons key={order.id} clientId={config.data.clientId} orderId={order.id} onApprove={onPay} onCancel={onProviderCancel} onCard={onCard} />;
    }
  }
  return <DemoPayPalButtons amountCents={cartFromServer(order.cart).totalCents} busy={busy} onPay={onPay} onCancel={onDemoCancel} onCard={onCard} />;
}

/**
 * The payment step: the lessons and the amounts (the server's cart once the order exists),
 * the coupons, and the provider's buttons, or 'Conferma la Prenotazione' when coupons cover all.
 */
export function PaymentStep({ lessons, hourlyRate, holdExpiresAt, onBack, backBusy }: Props) {
  const session = useSession();
  const toast = useToast();
  const navigate = useNavigate();
  const invalidate = useInvalidatePayments();
  const payment = usePaymentOrder(lessons.map((l) => l._id));
  const coupons = useQuery({ ...myCouponsQueryOptions(session?.userId ?? ''), enabled: Boolean(session?.userId) });
  const billing = useQuery({ ...billingQueryOptions(session?.userId ?? ''), enabled: Boolean(session?.userId) });
  const complete = useCompleteOrder();
  const demoPay = useDemoPay();
  const demoCancel = useDemoCancel();
  const [done, setDone] = useState<Done | null>(null);
  const [payError, setPayError] = useState<string | null>(null);
  const [cardNote, setCardNote] = useState(false);

  // Leaving before the redirect still refreshes the lessons, coupons and history.
  const timer = useRef<number | null>(null);
  const invalidateRef = useRef(invalidate);
  invalidateRef.current = invalidate;
  useEffect(
    () => () => {
      if (timer.current === null) return;
      window.clearTimeout(timer.current);
      void invalidateRef.current();
    },
    [],
  );

  const { order } = payment;
  const terms = useFiscalTerms();
  const view = order ? cartFromServer(order.cart) : cartFromLessons(lessons, hourlyRate, terms);
  const paying = complete.isPending || demoPay.isPending || demoCancel.isPending;
  // Asked in place before the first payment; an order the coupons cover whole needs none.
  const needsBilling = (billing.data === null || payment.errorCode === 'BILLING.MISSING') && order?.requiresPayment !== false;

  const succeed = (result: CompleteOrderResponse, free: boolean) => {
    setDone({ free, transactionId: result.transactionId });
    if (!free) toast.success(it.payments.lessonsConfirmed);
    timer.current = window.setTimeout(
      () => {
        timer.current = null;
        void invalidate();
        void navigate({ to: '/gestisci-le-tue-lezioni' });
      },
      free ? AFTER_COUPON_ONLY_MS : AFTER_PAYMENT_MS,
    );
  };
  const fail = (error: unknown) => setPayError(completionMessage(error));

  const applyCoupon = async (raw: string): Promise<string | null> => {
    const check = checkCouponEntry(raw, payment.codes, coupons.data, session?.userId ?? '', new Date());
    if (!check.ok) return check.message;
    try {
      await payment.place([...payment.codes, check.code]);
      setPayError(null);
      return null;
    } catch (error) {
      return ruleOr(error, payUi.step.applyError);
    }
  };
  const applySuggestion = async (codes: string[]): Promise<string | null> => {
    try {
      await payment.place(codes);
      setPayError(null);
      return null;
    } catch (error) {
      return ruleOr(error, payUi.step.applyError);
    }
  };
  const suggestion = couponSuggestion(coupons.data, payment.codes, view.grossCents, session?.userId ?? '', new Date());
  const removeCoupon = async (code: string): Promise<string | null> => {
    try {
      await payment.place(payment.codes.filter((c) => c !== code));
      return null;
    } catch (error) {
      return ruleOr(error, payUi.step.applyError);
    }
  };

  const confirmFree = () => {
    if (!order) return;
    setPayError(null);
    complete.mutate(order.id, { onSuccess: (result) => succeed(result, true), onError: fail });
  };
  const pay = async () => {
    if (!order) return;
    setPayError(null);
    try {
      const result = order.provider === 'demo' ? await demoPay.mutateAsync(order.id) : await complete.mutateAsync(order.id);
      succeed(result, false);
    } catch (error) {
      fail(error);
    }
  };
  const cancelDemo = async () => {
    if (!order) return;
    try {
      await demoCancel.mutateAsync(order.id);
    } catch (error) {
      setPayError(errorMessage(error));
      return;
    }
    toast.info(it.payments.orderCancelled);
    // A cancelled order cannot be paid: a fresh one keeps the buttons usable.
    await payment.place(payment.codes).catch((error: unknown) => setPayError(errorMessage(error)));
  };

  let action;
  if (done?.free) {
    action = (
      <Stack spacing={1}>
        <Button variant="contained" color="success" startIcon={<CheckCircleIcon />} disabled sx={{ '&.Mui-disabled': { bgcolor: 'success.main', color: '#fff' } }}>
          {it.payments.bookingConfirmed}
        </Button>
        <Typography variant="body2" color="text.secondary">{`${payUi.step.transaction}: ${done.transactionId}`}</Typography>
        <Typography variant="body2" color="text.secondary">
          {payUi.step.redirecting}
        </Typography>
      </Stack>
    );
  } else if (done) {
    action = (
      <Alert severity="success" icon={<CheckCircleIcon />}>
        <Box>{`${payUi.step.transaction}: ${done.transactionId}`}</Box>
        <Box>{payUi.step.redirecting}</Box>
      </Alert>
    );
  } else if (needsBilling && session) {
    action = <BillingStep user={session} onSaved={() => (order ? undefined : payment.retry())} />;
  } else if (!order && payment.error) {
    action = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={payment.retry} disabled={payment.busy}>
            {payUi.step.retry}
          </Button>
        }
      >
        {payment.error}
      </Alert>
    );
  } else if (!order) {
    action = (
      <Stack direction="row" spacing={1} alignItems="center" role="status">
        <CircularProgress size={20} aria-hidden />
        <Typography color="text.secondary">{payUi.step.preparing}</Typography>
      </Stack>
    );
  } else if (!order.requiresPayment) {
    action = (
      <Button
        variant="contained"
        color="success"
        size="large"
        onClick={confirmFree}
        disabled={paying || payment.busy}
        startIcon={complete.isPending ? <CircularProgress size={18} color="inherit" aria-hidden /> : <CheckCircleIcon />}
      >
        {it.payments.confirmBooking}
      </Button>
    );
  } else {
    action = (
      <ProviderButtons
        order={order}
        busy={paying || payment.busy}
        onPay={pay}
        onDemoCancel={cancelDemo}
        onProviderCancel={() => toast.info(it.payments.orderCancelled)}
        onCard={() => setCardNote(true)}
      />
    );
  }

  return (
    <Stack spacing={2} component="section" aria-labelledby="payment-title">
      <Typography id="payment-title" variant="h2">
        {ui.payment.title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'start' }}>
        <CartSummary view={view} />
        <Card>
          <CardContent>
            <Stack spacing={2}>
              <Typography variant="h3" component="h3">
                {ui.payment.methods}
              </Typography>
              {holdExpiresAt && !done && <HoldCountdown expiresAt={holdExpiresAt} />}
              {!done && (
                <CouponPanel
                coupons={coupons.data}
                couponsLoading={coupons.isLoading}
                couponsError={coupons.isError}
                applied={payment.codes}
                busy={payment.busy}
                disabled={(!order && !needsBilling) || paying}
                onApply={applyCoupon}
                onRemove={removeCoupon}
                dueCents={view.grossCents - view.discountCents}
                suggestion={suggestion}
                onUseSuggestion={applySuggestion}
                />
              )}
              {!done && <Divider />}
              {action}
              {cardNote && !done && (
                <Alert severity="info" onClose={() => setCardNote(false)}>
                  {it.payments.cardNote}
                </Alert>
              )}
              {payError && <Alert severity="error">{payError}</Alert>}
              <Divider />
              <Button variant="outlined" startIcon={<ArrowBackIcon />} onClick={onBack} disabled={backBusy || paying || done !== null}>
                {it.payments.back}
              </Button>
            </Stack>
          </CardContent>
        </Card>
      </Box>
    </Stack>
  );
}
