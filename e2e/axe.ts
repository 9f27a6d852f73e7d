import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.2 A and AA, as axe-core tags them. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * How long a page may take to be still and pass axe: a full pass over the calendar's grid takes
 * 2-3 s on an idle 2-core machine and several times that on a busy one, so a poll needs room for a
 * few passes. With the integration suite running beside the browser flows, one pass over the
 * loading console calendar took 28.5 s and the poll ran out of 30 s during it (day runs as if on
 * 2026-11-30 and 2026-12-02; the same flow passes alone in 44 s). Not a performance limit: only
 * how long to wait for the findings to be empty.
 */
export const AXE_TIMEOUT_MS = 60_000;

/**
 * axe-core's serious and critical findings on the page as it is now (WCAG 2.2 A and AA rules), one
 * line per rule with its first nodes. 'label-content-name-mismatch' (WCAG 2.5.3, a control's name holds
 * its visible text) is experimental in axe, so off unless named: it is turned on here. `include`
 * limits the scan to a part of the page (an open dialog).
 */
export const seriousFindings = async (page: Page, include?: string) => {
  // options() replaces what came before, so it goes first; withTags then adds the tags.
  // Legacy mode runs axe in the page's own frames, without the blank page the default mode opens to
  // gather results (a second per pass here); it leaves out cross-origin frames, which no page tested has.
  let builder = new AxeBuilder({ page }).setLegacyMode(true).options({ rules: { 'label-content-name-mismatch': { enabled: true } } }).withTags(WCAG_TAGS);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(' | ')}`);
};

/** Waits until axe finds nothing serious on the page (a menu fading out is measured half-transparent until it is gone). */
export const expectNoSeriousFindings = (page: Page, message?: string, soft = false) =>
  (soft ? expect.soft : expect).poll(() => seriousFindings(page), { message, timeout: AXE_TIMEOUT_MS }).toEqual([]);

/** Whether the page scrolls sideways: its content wider than the window. */
export const scrollsSideways = (page: Page) =>
  page.evaluate(() => {
    const root = document.scrollingElement!;
    return root.scrollWidth > root.clientWidth;
  });
