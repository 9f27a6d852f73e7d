import type { BillingDataRequest, BillingView } from '@lavagna/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@lavagna/web-kit';
import { usersApi } from '../api/users';

export const billingKey = (userId: string) => ['billing', userId] as const;

/** GET /api/users/{id}/billing: the payer's billing data, null while they have not given it. */
export const billingQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: billingKey(userId),
    queryFn: async (): Promise<BillingView | null> => {
      try {
        return await usersApi.billing(userId);
      } catch (error) {
        if (error instanceof ApiError && error.code === 'BILLING.MISSING') return null;
        throw error;
      }
    },
  });

/** PUT /api/users/{id}/billing; the answer (as stored) becomes the query's data. */
export function useGiveBilling(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BillingDataRequest) => usersApi.giveBilling(userId, body),
    onSuccess: (saved) => queryClient.setQueryData(billingKey(userId), saved),
  });
}
