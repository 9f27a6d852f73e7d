import { it } from '@lavagna/contracts';
import { ApiError } from '@lavagna/web-kit';
import type { GiveCouponRequest } from '@lavagna/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { couponsApi } from '../api/coupons';

export const couponsKey = ['coupons'] as const;

/**
 * A failed list load reads as the page's own message (the spec's wordings for it): `server` when
 * the server answered with an error, `message` when no answer came (the connection failed).
 */
export const withLoadMessage = async <T>(call: () => Promise<T>, message: string, server = message): Promise<T> => {
  try {
    return await call();
  } catch (error) {
    const status = error instanceof ApiError ? error.status : 0;
    throw new ApiError(status, status > 0 ? server : message);
  }
};

/** GET /api/coupon/get-coupons/{userId}: the student's active coupons, soonest expiry first. */
export const myCouponsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...couponsKey, userId],
    queryFn: () =>
      withLoadMessage(async () => {
        const { data } = await couponsApi.mine(userId);
        return [...(data ?? [])].sort((a, b) => Date.parse(a.expirationDate) - Date.parse(b.expirationDate));
      }, it.coupons.loadError, it.coupons.loadServerError),
  });

/** Gives a coupon away; the list is read again, without it. */
export function useGiveCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GiveCouponRequest) => couponsApi.give(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponsKey }),
  });
}
