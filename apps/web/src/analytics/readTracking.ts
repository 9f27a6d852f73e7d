import { track, type AnalyticsEventName } from './events';

export type ReadMark = { fraction: number; delayMs: number };

/** How far down the page the reader is: 0 at the top, 1 at the bottom. */
const scrolledFraction = (): number => {
  const doc = document.documentElement;
  const scrollable = doc.scrollHeight - window.innerHeight;
  return scrollable <= 0 ? 1 : window.scrollY / scrollable;
};

/**
 * Sends `event` once, `delayMs` after the reader has scrolled to `threshold` of the page (and is
 * still there): the spec's 'biography read' (70%, 2 s) and 'blog article read' (60%, 2 s).
 * Plain DOM, so the app's hook and the public pages' islands share it. Returns the way to stop.
 */
export function trackReading(event: AnalyticsEventName, { fraction: threshold, delayMs }: ReadMark, properties: Record<string, unknown>): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let sent = false;
  const check = () => {
    if (sent) return;
    if (scrolledFraction() >= threshold) {
      timer ??= setTimeout(() => {
        sent = true;
        track(event, properties);
        window.removeEventListener('scroll', check);
      }, delayMs);
    } else if (timer !== undefined) {
      clearTimeout(timer);
      timer = undefined;
    }
  };
  window.addEventListener('scroll', check, { passive: true });
  check();
  return () => {
    window.removeEventListener('scroll', check);
    if (timer !== undefined) clearTimeout(timer);
  };
}
