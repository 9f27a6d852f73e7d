import { useEffect } from 'react';

/** Where the document was loaded: arriving there, the browser has opened the page at its top (or the reader has scrolled since). */
const loadedAt = typeof window === 'undefined' ? null : window.location.href;
let arrived = false;

/**
 * Opens the page at its top (the spec's bio and articles), whatever the previous page's scroll;
 * not on the page the document was loaded with, where the reader may already be reading on.
 */
export function useScrollToTop(key: string): void {
  useEffect(() => {
    const landing = !arrived && window.location.href === loadedAt;
    arrived = true;
    if (!landing) window.scrollTo(0, 0);
  }, [key]);
}
