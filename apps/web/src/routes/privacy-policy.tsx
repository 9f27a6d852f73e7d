import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../app/head';
import { LegalPage } from '../components/site/LegalPage';
import { pageMeta } from '../content/pages';
import { privacyPolicy } from '../content/privacy';
import { siteProfileQueryOptions } from '../queries/site';

export const Route = createFileRoute('/privacy-policy')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(siteProfileQueryOptions),
  head: ({ match }) => pageHead({ ...pageMeta.privacy, origin: match.context.origin, path: '/privacy-policy' }),
  component: function Legal() {
    const { data: profile } = useSuspenseQuery(siteProfileQueryOptions);
    return <LegalPage document={privacyPolicy(profile)} factsMissing={!profile.legalName} />;
  },
});
