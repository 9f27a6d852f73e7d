import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { PublicSite } from '@lavagna/contracts';
import { ThemeProvider } from '@mui/material';
import { dehydrate } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import blogIndex from 'virtual:blog-index';
import bodies from 'virtual:blog-bodies';
import { AppProviders } from './app/AppProviders';
import { createEmotionCache } from './app/emotion';
import { headHtml, scriptSafeJson } from './app/head';
import { ANALYTICS_EVENTS, READ_MARKS } from './analytics/events';
import { CONFIG_ID, type IslandsConfig } from './islands/ids';
import { IslandTemplates } from './islands/IslandTemplates';
import { ui } from './i18n/it';
import { articleKey } from './queries/blog';
import { fiscalTermsKey, reviewsKey, siteProfileKey } from './queries/site';
import { createAppRouter, createQueryClient } from './router';
import { theme } from './theme';


export interface RenderedPage {
  status: 200 | 404;
  /** <title>, meta, canonical link, JSON-LD and the critical styles. */
  head: string;
  /** The content of #root. */
  html: string;
  /** The query cache, as JSON safe inside a <script> element. */
  state: string;
  /**
   * A page that only shows text: what goes after #root for its islands (their templates and
   * settings), and the server sends it with the islands' script instead of the app's. Null: the
   * page hydrates the whole app (the reviews).
   */
  islands: string | null;
}

/** The pages drawn on the server: the public site. Everything else is drawn in the browser. */
export const publicPaths = (): string[] => [
  '/',
  '/biografia-personale',
  '/pagina-principale-blog',
  '/blog/viaggiare-e-studiare',
  '/blog/corpo-e-mente',
  ...blogIndex.map((a) => `/blog/${a.provenance}/${a.name}`),
  '/recensioni',
  '/privacy-policy',
  '/condizioni-uso',
];

const ARTICLE_PATH = /^\/blog\/([^/]+)\/([^/]+)$/;

/**
 * The public pages drawn with islands instead of the app: nothing interactive but the islands
 * (islands/main.ts). The reviews page keeps the app.
 */
const TEXT_PAGES = new Set(['/', '/biografia-personale', '/pagina-principale-blog', '/blog/viaggiare-e-studiare', '/blog/corpo-e-mente', '/privacy-policy', '/condizioni-uso']);

/** The read event of the page, as the app's routes send it (biografia-personale, the article viewer). */
const readEventOf = (path: string, articleTitle: string | null): IslandsConfig['read'] => {
  if (path === '/biografia-personale') return { event: ANALYTICS_EVENTS.biographyRead, mark: READ_MARKS.biography, properties: {} };
  if (articleTitle !== null) return { event: ANALYTICS_EVENTS.articleRead, mark: READ_MARKS.article, properties: { title: articleTitle } };
  return undefined;
};

/** A public page at `path`, drawn with `data`, ready for the browser to hydrate. */
export async function render(path: string, data: PublicSite, origin: string): Promise<RenderedPage> {
  const queryClient = createQueryClient();
  queryClient.setQueryData(siteProfileKey, data.profile);
  queryClient.setQueryData(reviewsKey, data.reviews);
  queryClient.setQueryData(fiscalTermsKey, data.terms);
  const article = ARTICLE_PATH.exec(path);
  let articleTitle: string | null = null;
  if (article) {
    const [, provenance = '', name = ''] = article;
    const meta = blogIndex.find((a) => a.provenance === provenance && a.name === name);
    articleTitle = meta?.title ?? null;
    queryClient.setQueryData(articleKey(provenance, name), meta ? { ...meta, content: bodies[`${provenance}/${name}`] ?? '' } : null);
  }
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }), { server: { origin } });
  await router.load();

  const emotionCache = createEmotionCache();
  const emotion = createEmotionServer(emotionCache);
  const html = renderToString(
    <AppProviders queryClient={queryClient} emotionCache={emotionCache}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const textPage = article !== null || TEXT_PAGES.has(path);
  // Drawn with the same style cache, so the templates' styles are in the page's critical styles.
  const templates = textPage
    ? renderToString(
        <CacheProvider value={emotionCache}>
          <ThemeProvider theme={theme}>
            <IslandTemplates />
          </ThemeProvider>
        </CacheProvider>,
      )
    : '';
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html + templates));
  const config: IslandsConfig = { read: readEventOf(path, articleTitle), imageError: ui.site.imageLoadError };
  const islands = textPage ? `${templates}<script type="application/json" id="${CONFIG_ID}">${scriptSafeJson(JSON.stringify(config))}</script>` : null;
  // Only known public paths come here; an article path may still name no article.
  const missingArticle = article !== null && queryClient.getQueryData(articleKey(article[1]!, article[2]!)) === null;
  return {
    status: missingArticle ? 404 : 200,
    head: `${headHtml(router.state.matches)}\n${styles}`,
    html,
    state: scriptSafeJson(JSON.stringify(dehydrate(queryClient))),
    islands,
  };
}
