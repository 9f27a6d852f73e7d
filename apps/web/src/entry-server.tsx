import createEmotionServer from '@emotion/server/create-instance';
import type { PublicSite } from '@lavagna/contracts';
import { dehydrate } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import blogIndex from 'virtual:blog-index';
import bodies from 'virtual:blog-bodies';
import { AppProviders } from './app/AppProviders';
import { createEmotionCache } from './app/emotion';
import { headHtml, scriptSafeJson } from './app/head';
import { articleKey } from './queries/blog';
import { fiscalTermsKey, reviewsKey, siteProfileKey } from './queries/site';
import { createAppRouter, createQueryClient } from './router';


export interface RenderedPage {
  status: 200 | 404;
  /** <title>, meta, canonical link, JSON-LD and the critical styles. */
  head: string;
  /** The content of #root. */
  html: string;
  /** The query cache, as JSON safe inside a <script> element. */
  state: string;
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

/** A public page at `path`, drawn with `data`, ready for the browser to hydrate. */
export async function render(path: string, data: PublicSite, origin: string): Promise<RenderedPage> {
  const queryClient = createQueryClient();
  queryClient.setQueryData(siteProfileKey, data.profile);
  queryClient.setQueryData(reviewsKey, data.reviews);
  queryClient.setQueryData(fiscalTermsKey, data.terms);
  const article = ARTICLE_PATH.exec(path);
  if (article) {
    const [, provenance = '', name = ''] = article;
    const meta = blogIndex.find((a) => a.provenance === provenance && a.name === name);
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
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  // Only known public paths come here; an article path may still name no article.
  const missingArticle = article !== null && queryClient.getQueryData(articleKey(article[1]!, article[2]!)) === null;
  return {
    status: missingArticle ? 404 : 200,
    head: `${headHtml(router.state.matches)}\n${styles}`,
    html,
    state: scriptSafeJson(JSON.stringify(dehydrate(queryClient))),
  };
}
