import { ui } from '../i18n/it';

/** What the title needs of a matched route: its head() tags, its static title, whether it was not found. */
interface TitledMatch {
  meta?: readonly unknown[];
  staticData?: { title?: string };
  status?: string;
  _notFound?: boolean;
}

const headTitle = (match: TitledMatch): string | undefined => {
  const tag = (match.meta ?? []).find((m): m is { title: string } => typeof m === 'object' && m !== null && typeof (m as { title?: unknown }).title === 'string');
  return tag?.title;
};

/**
 * The browser tab's title of the matched routes: the deepest route's head() title (the public
 * pages, the one the server also writes), else its static title as '{title} - Lavagna'.
 */
export const tabTitle = (matches: readonly TitledMatch[]): string => {
  const t = ui.tabTitles;
  if (matches.some((m) => m.status === 'notFound' || m._notFound)) return t.suffix(t.notFound);
  for (const match of [...matches].reverse()) {
    const head = headTitle(match);
    if (head) return head;
    if (match.staticData?.title) return t.suffix(match.staticData.title);
  }
  return t.site;
};
