import { useEffect, useRef } from 'react';
import { ANALYTICS_EVENTS, SECTION_VIEWED_FRACTION, track } from './events';

/** Sends 'section viewed' once, when half of the section is on screen. Attach the ref to the section. */
export function useSectionView<E extends Element>(section: string) {
  const ref = useRef<E>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
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
  }, [section]);
  return ref;
}
