import { queryOptions } from '@tanstack/react-query';
import { readArticle, type Article } from '../blog/article';
import { articleFileUrl, isArticleName, isProvenance } from '../blog/sections';

export const articleKey = (provenance: string, name: string) => ['article', provenance, name] as const;

/**
 * An article's file, fetched and read in the browser, its body sanitised; null when there is no
 * such article ('Articolo non trovato'). The prerendered page brings it along instead.
 */
export const articleQueryOptions = (provenance: string, name: string) =>
  queryOptions({
    queryKey: articleKey(provenance, name),
    queryFn: async (): Promise<Article | null> => {
      if (!isProvenance(provenance) || !isArticleName(name)) return null;
      const res = await fetch(articleFileUrl(provenance, name));
      if (!res.ok) {
        console.error('File non trovato', articleFileUrl(provenance, name));
        return null;
      }
      const { default: createDOMPurify } = await import('dompurify');
      const doc = new DOMParser().parseFromString(await res.text(), 'text/html');
      return readArticle(doc, createDOMPurify(window), provenance, name);
    },
    staleTime: Infinity,
  });
