import { useEffect } from 'react';
import type { AnalyticsEventName } from './events';
import { trackReading, type ReadMark } from './readTracking';

/**
 * The spec's read events (see trackReading) for a page of the app. `properties` null: nothing to
 * track on this page (an article not found).
 */
export function useReadTracking(event: AnalyticsEventName, mark: ReadMark, properties: Record<string, unknown> | null, key: string): void {
  const tracked = properties !== null;
  const { fraction, delayMs } = mark;
  useEffect(() => {
    if (!tracked) return;
    return trackReading(event, { fraction, delayMs }, properties ?? {});
    // One tracker per page (`key`): the properties of that page stay as they were.
  }, [event, fraction, delayMs, key, tracked]);
}
