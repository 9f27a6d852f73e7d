import { useEffect, useRef } from 'react';
import { watchSection } from './sectionView';

/** Sends 'section viewed' once, when half of the section is on screen. Attach the ref to the section. */
export function useSectionView<E extends Element>(section: string) {
  const ref = useRef<E>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    return watchSection(element, section);
  }, [section]);
  return ref;
}
