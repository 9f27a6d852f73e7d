import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../app/head';
import { LegalPage } from '../components/site/LegalPage';
import { pageMeta } from '../content/pages';
import { termsOfUse } from '../content/terms';
import { fiscalTermsQueryOptions, siteProfileQueryOptions, useFiscalTerms } from '../queries/site';

export const Route = createFileRoute('/condizioni-uso')({
  loader: ({ context: { queryClient } }) =>
    Promise.all([queryClient.ensureQueryData(siteProfileQueryOptions), queryClient.ensureQueryData(fiscalTermsQueryOptions)]),
  head: ({ match }) => pageHead({ ...pageMeta.terms, origin: match.context.origin, path: '/condizioni-uso' }),
  component: function Legal() {
    const { data: profile } = useSuspenseQuery(siteProfileQueryOptions);
    const terms = useFiscalTerms();
    return <LegalPage document={termsOfUse(profile, terms)} factsMissing={!profile.legalName} />;
  },
});
