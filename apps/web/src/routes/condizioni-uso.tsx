import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../app/head';
import { LegalPage } from '../components/site/LegalPage';
import { pageMeta } from '../content/pages';
import { termsOfUse } from '../content/terms';
import { siteProfileQueryOptions } from '../queries/site';

export const Route = createFileRoute('/condizioni-uso')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(siteProfileQueryOptions),
  head: ({ match }) => pageHead({ ...pageMeta.terms, origin: match.context.origin, path: '/condizioni-uso' }),
  component: function Legal() {
    const { data: profile } = useSuspenseQuery(siteProfileQueryOptions);
    return <LegalPage document={termsOfUse(profile)} factsMissing={!profile.legalName} />;
  },
});
