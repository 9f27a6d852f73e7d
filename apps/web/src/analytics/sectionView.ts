import { ANALYTICS_EVENTS, SECTION_VIEWED_FRACTION, track } from './events';

/**
 * Sends 'section viewed' once, when half of `element` is on screen. Plain DOM, so the app's hook
 * and the public pages' islands share it. Returns the way to stop.
 */
export function watchSection(element: Element, section: string): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => {};
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting && e.intersectionRatio >= SECTION_VIEWED_FRACTION)) return;
      track(ANALYTICS_EVENTS.sectionViewed, { section });
      observer.disconnect();
    },
    { threshold: SECTION_VIEWED_FRACTION },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
