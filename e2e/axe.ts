import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.2 A and AA, as axe-core tags them. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe-core's serious and critical findings on the page as it is now (WCAG 2.2 A and AA rules), one
 * line per rule with its first nodes. 'label-content-name-mismatch' (WCAG 2.5.3, a control's name holds
 * its visible text) is experimental in axe, so off unless named: it is turned on here. `include`
 * limits the scan to a part of the page (an open dialog).
 */
export const seriousFindings = async (page: Page, include?: string) => {
  // options() replaces what came before, so it goes first; withTags then adds the tags.
  let builder = new AxeBuilder({ page }).options({ rules: { 'label-content-name-mismatch': { enabled: true } } }).withTags(WCAG_TAGS);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(' | ')}`);
};

/** Whether the page scrolls sideways: its content wider than the window. */
export const scrollsSideways = (page: Page) =>
  page.evaluate(() => {
    const root = document.scrollingElement!;
    return root.scrollWidth > root.clientWidth;
  });
