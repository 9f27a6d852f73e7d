import { Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { longDate } from '@lavagna/format';
import { createLink } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { ui } from '../../i18n/it';
import type { ArticleMeta } from '../../blog/article';
import { blog } from '../../content/pages';
import { ISLAND_MARKS } from '../../islands/ids';

/** MUI's card action area as a router link: typed route and params, a real <a href>. */
const CardLink = createLink(CardActionArea);

/** The article images' own size: the page reserves their place before they arrive. */
export const ARTICLE_IMAGE = { width: 1200, height: 630 } as const;

/**
 * The card's image, or nothing when it cannot be loaded (logged, as the spec says). An image drawn
 * on the server may fail before the page is live, when React hears no error: it is checked on mount.
 * A blog list for a visitor is not hydrated: there the islands' script does the same (islands/images.ts).
 */
function CardImage({ article, eager }: { article: ArticleMeta; eager: boolean }) {
  const [broken, setBroken] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  const fail = () => {
    console.error(ui.site.imageLoadError, article.image);
    setBroken(true);
  };
  useEffect(() => {
    const img = image.current;
    if (img?.complete && img.naturalWidth === 0 && img.currentSrc) fail();
  }, []); // once, on mount: for the image drawn on the server
  if (!article.image || broken) return null;
  return (
    <img
      ref={image}
      src={article.image}
      alt={article.imageAlt}
      {...ARTICLE_IMAGE}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={fail}
      data-island={ISLAND_MARKS.articleImage}
      style={{ width: '100%', height: 'auto', display: 'block', background: '#dce8f6' }}
    />
  );
}

/** A list card: image, title, the excerpt cut after three lines, the publishing date. */
export function ArticleCard({ article, eager }: { article: ArticleMeta; eager: boolean }) {
  return (
    <Card component="article" sx={{ height: '100%' }}>
      <CardLink
        to="/blog/$provenance/$articlePath"
        params={{ provenance: article.provenance, articlePath: article.name }}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start' }}
      >
        <CardImage article={article} eager={eager} />
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
