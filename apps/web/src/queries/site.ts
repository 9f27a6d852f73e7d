import { DEFAULT_FISCAL_TERMS, type FiscalTerms } from '@lavagna/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { siteApi } from '../api/site';

export const siteProfileKey = ['site-profile'] as const;
export const reviewsKey = ['reviews'] as const;

/** The teacher's public facts (footer, contacts, bio, legal pages); prerendered pages bring them along. */
export const siteProfileQueryOptions = queryOptions({
  queryKey: siteProfileKey,
  queryFn: siteApi.profile,
  staleTime: 5 * 60_000,
});

/** Every visible review, in the order they were sent. */
export const reviewsQueryOptions = queryOptions({
  queryKey: reviewsKey,
  queryFn: siteApi.reviews,
  staleTime: 60_000,
});

/**
 * GET /api/fiscal-terms: under which regime the teacher's prices are shown (VAT included, or
 * forfettario without VAT and with the bollo). A failure reads as ordinario, the default.
 */
export const fiscalTermsKey = ['fiscal-terms'] as const;
export const fiscalTermsQueryOptions = queryOptions({
  queryKey: fiscalTermsKey,
  queryFn: async (): Promise<FiscalTerms> => {
    try {
      const terms = await siteApi.fiscalTerms();
      return terms?.regime === 'RF19' ? { regime: 'RF19', bolloCharged: terms.bolloCharged === true } : DEFAULT_FISCAL_TERMS;
    } catch {
      return DEFAULT_FISCAL_TERMS;
    }
  },
  staleTime: 30_000,
});

/** The teacher's terms now; ordinario until known. */
export function useFiscalTerms(): FiscalTerms {
  return useQuery(fiscalTermsQueryOptions).data ?? DEFAULT_FISCAL_TERMS;
}
