import { Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { longDate } from '@lavagna/format';
import { createLink } from '@tanstack/react-router';
import type { ArticleMeta } from '../../blog/article';
import { blog } from '../../content/pages';

/** MUI's card action area as a router link: typed route and params, a real <a href>. */
const CardLink = createLink(CardActionArea);

/** The article images' own size: the page reserves their place before they arrive. */
export const ARTICLE_IMAGE = { width: 1200, height: 630 } as const;

/** A list card: image, title, the excerpt cut after three lines, the publishing date. */
export function ArticleCard({ article, eager }: { article: ArticleMeta; eager: boolean }) {
  return (
    <Card component="article" sx={{ height: '100%' }}>
      <CardLink
        to="/blog/$provenance/$articlePath"
        params={{ provenance: article.provenance, articlePath: article.name }}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start' }}
      >
        {article.image && (
          <img
            src={article.image}
            alt={article.imageAlt}
            {...ARTICLE_IMAGE}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            style={{ width: '100%', height: 'auto', display: 'block', background: '#dce8f6' }}
          />
        )}
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Typography variant="h3" component="h2">
            {article.title}
          </Typography>
          <Typography color="text.secondary" sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
            {article.excerpt}
          </Typography>
          <Typography variant="body2" color="text.secondary" component="p">
            <time dateTime={article.date}>{blog.publishedOn(longDate(article.date))}</time>
          </Typography>
        </CardContent>
      </CardLink>
    </Card>
  );
}
