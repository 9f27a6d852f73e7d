import { queryOptions } from '@tanstack/react-query';
import { invoicesApi } from '../api/invoices';

/** GET /api/invoices: the payer's invoices, by the payment they are for. */
export const myInvoicesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['invoices', userId],
    queryFn: async () => new Map((await invoicesApi.mine()).map((invoice) => [invoice.paymentId, invoice])),
  });
