import { useEffect } from 'react';

/** Opens the page at its top (the spec's bio and articles), whatever the previous page's scroll. */
export function useScrollToTop(key: string): void {
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [key]);
}
