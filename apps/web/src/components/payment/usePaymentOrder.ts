import type { CreateOrderResponse } from '@lavagna/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '@lavagna/web-kit';
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
    return next;
  }, []);

  const start = useCallback(() => {
    setError(null);
    place(codes).catch((e: unknown) => setError(errorMessage(e)));
  }, [place, codes]);

  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    place([]).catch((e: unknown) => setError(errorMessage(e)));
  }, [place]);

  return { order, codes, error, busy: create.isPending, place, retry: start };
}
