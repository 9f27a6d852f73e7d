import { it, type CreateOrderResponse } from '@lavagna/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, ruleOr } from '@lavagna/web-kit';
import { useCreateOrder } from '../../queries/payments';
import { PayPalError } from './payErrors';

/**
 * The order of the payment step. It is created on entering (no coupons) and created again,
 * by the server, each time the coupons change: the server's cart is what is shown and charged.
 */
export function usePaymentOrder(eventIds: string[]) {
  const create = useCreateOrder();
  const [order, setOrder] = useState<CreateOrderResponse | null>(null);
  const [codes, setCodes] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  /** The code of the last refusal to create the order (BILLING.MISSING asks for the billing data). */
  const [errorCode, setErrorCode] = useState<string | null>(null);
  // The server's rule when it gave one ('lezioni non più disponibili'...), else the spec's words for a booking not saved.
  const refused = useCallback((e: unknown) => {
    setError(ruleOr(e, it.payments.bookingSaveError));
    setErrorCode(e instanceof ApiError ? (e.code ?? null) : null);
  }, []);
  const ids = useRef(eventIds);
  const mutate = useRef(create.mutateAsync);
  mutate.current = create.mutateAsync;

  /** A new order for the lessons with these coupons; rejects with the server's refusal, keeping the current order. */
  const place = useCallback(async (couponCodes: string[]) => {
    const next = await mutate.current({ eventIds: ids.current, couponCodes }).catch((error: unknown) => {
      // For whoever reads the console; the page shows the server's Italian words.
      console.error(new PayPalError('createOrder', error));
      throw error;
    });
    setOrder(next);
    setCodes(couponCodes);
    setError(null);
    setErrorCode(null);
    return next;
  }, []);

  const start = useCallback(() => {
    setError(null);
    place(codes).catch(refused);
  }, [place, codes, refused]);

  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    place([]).catch(refused);
  }, [place, refused]);

  return { order, codes, error, errorCode, busy: create.isPending, place, retry: start };
}
