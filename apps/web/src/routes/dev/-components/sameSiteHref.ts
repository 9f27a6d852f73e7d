/**
 * Mail links are absolute URLs of this site (PUBLIC_URL); opening them on the origin the
 * page is served from keeps the demo working whatever port or host PUBLIC_URL names.
 */
export function sameSiteHref(link: string): string {
  try {
    const url = new URL(link);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return '#';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return link.startsWith('/') ? link : '#';
  }
}
