import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../app/head';
import { BlogSectionPage } from '../../components/site/BlogSectionPage';
import { blog, pageMeta } from '../../content/pages';

export const Route = createFileRoute('/blog/corpo-e-mente')({
  head: ({ match }) => pageHead({ ...pageMeta.learning, origin: match.context.origin, path: '/blog/corpo-e-mente' }),
  component: () => <BlogSectionPage provenance="corpo-e-mente" intro={blog.learning.intro} />,
});
