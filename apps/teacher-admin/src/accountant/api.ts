import type { AccountantView, ChainStateView, FiscalReportView, InviteAccountantRequest } from '@lavagna/contracts';
import { apiJson } from '../http/api';
import { fiscalQueryString, type FiscalFilter } from '../fiscal/api';

/** The accountant's reads (also the teacher's) and the teacher's invitations, spread into the data provider. */
export const accountantMethods = {
  /** GET /api/admin/fiscal/as-of: the report as the log recorded it up to `at`. */
  getFiscalAsOf: (filter: FiscalFilter, at: Date) =>
    apiJson<FiscalReportView & { asOf: string }>(`/api/admin/fiscal/as-of?${fiscalQueryString(filter)}&at=${encodeURIComponent(at.toISOString())}`),

  /** GET /api/admin/chain: what `npm run verify` finds now. */
  getChainState: () => apiJson<ChainStateView>('/api/admin/chain'),

  getAccountants: () => apiJson<AccountantView[]>('/api/admin/accountants'),

  inviteAccountant: (request: InviteAccountantRequest) =>
    apiJson<{ id: string; email: string }>('/api/admin/accountants', { method: 'POST', json: request }),

  revokeAccountant: (id: string) =>
    apiJson<{ id: string }>(`/api/admin/accountants/${encodeURIComponent(id)}`, { method: 'DELETE' }),
};

export const fiscalAsOfQuery = (dataProvider: typeof accountantMethods, filter: FiscalFilter, at: Date | null) => ({
  queryKey: ['fiscal-as-of', filter.year, filter.month ?? null, at?.toISOString() ?? null],
  queryFn: () => dataProvider.getFiscalAsOf(filter, at!),
  enabled: at !== null,
});

export const chainQuery = (dataProvider: typeof accountantMethods) => ({
  queryKey: ['chain'],
  queryFn: () => dataProvider.getChainState(),
});

export const accountantsQuery = (dataProvider: typeof accountantMethods) => ({
  queryKey: ['accountants'],
  queryFn: () => dataProvider.getAccountants(),
});
