import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button, Stack, Typography } from '@mui/material';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { absolute, pageHead } from '../../../app/head';
import { ANALYTICS_EVENTS, READ_MARKS } from '../../../analytics/events';
import { useReadTracking } from '../../../analytics/useReadTracking';
import { articleMeta } from '../../../blog/articles';
import { isProvenance, type Provenance } from '../../../blog/sections';
import { ArticleBody } from '../../../components/site/ArticleBody';
import { useScrollToTop } from '../../../components/site/useScrollToTop';
import { blog } from '../../../content/pages';
import { articleQueryOptions } from '../../../queries/blog';
import { siteProfileKey } from '../../../queries/site';
import type { SiteProfile } from '@lavagna/contracts';

export const Route = createFileRoute('/blog/$provenance/$articlePath')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(articleQueryOptions(params.provenance, params.articlePath)),
  head: ({ match, params }) => {
    const meta = articleMeta(params.provenance, params.articlePath);
    const path = `/blog/${params.provenance}/${params.articlePath}`;
    if (!meta) return pageHead({ title: blog.notFound, description: blog.notFound, origin: match.context.origin, path });
    const author = match.context.queryClient.getQueryData<SiteProfile>(siteProfileKey)?.legalName;
    return pageHead({
      title: meta.title,
      description: meta.excerpt,
      origin: match.context.origin,
      path,
      image: meta.image,
      imageAlt: meta.imageAlt,
      type: 'article',
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: meta.title,
        description: meta.excerpt,
        datePublished: meta.date,
        image: absolute(meta.image, match.context.origin),
        inLanguage: 'it-IT',
        mainEntityOfPage: absolute(path, match.context.origin),
        ...(author ? { author: { '@type': 'Person', name: author } } : {}),
      },
    });
  },
  component: ArticleViewer,
});

/** 'Indietro': back to the list the article belongs to; none for an unknown section. */
function BackButton({ provenance }: { provenance: Provenance | null }) {
  if (!provenance) return null;
  return (
    <div>
      <Button component={Link} to={`/blog/${provenance}`} startIcon={<ArrowBackIcon />}>
        {blog.back}
      </Button>
    </div>
  );
}

function ArticleViewer() {
  const { provenance, articlePath } = Route.useParams();
  const { data: article } = useSuspenseQuery(articleQueryOptions(provenance, articlePath));
  const section = isProvenance(provenance) ? provenance : null;
  useScrollToTop(`${provenance}/${articlePath}`);
  useReadTracking(ANALYTICS_EVENTS.articleRead, READ_MARKS.article, article ? { title: article.title } : null, `${provenance}/${articlePath}`);

  if (!article) {
    return (
      <Stack spacing={3} sx={{ py: { xs: 2, sm: 4 } }}>
        <BackButton provenance={section} />
        <Typography variant="h1">{blog.notFound}</Typography>
      </Stack>
    );
  }
  return (
    <Stack component="article" spacing={2} sx={{ py: { xs: 2, sm: 4 } }}>
      <BackButton provenance={section} />
      <header>
        <Typography variant="h1">{article.title}</Typography>
        <Typography sx={{ mt: 1.5, fontSize: '1.15rem', maxWidth: 720 }} color="text.secondary">
          {article.excerpt}
        </Typography>
      </header>
      <ArticleBody html={article.content} />
      <BackButton provenance={section} />
    </Stack>
  );
}
