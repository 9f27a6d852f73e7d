import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../app/head';
import { BlogSectionPage } from '../../components/site/BlogSectionPage';
import { blog, pageMeta } from '../../content/pages';

export const Route = createFileRoute('/blog/viaggiare-e-studiare')({
  head: ({ match }) => pageHead({ ...pageMeta.travel, origin: match.context.origin, path: '/blog/viaggiare-e-studiare' }),
  component: () => <BlogSectionPage provenance="viaggiare-e-studiare" intro={blog.travel.intro} />,
});
