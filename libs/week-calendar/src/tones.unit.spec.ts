import { describe, expect, it } from '@jest/globals';
import { HATCH_LINE, TONES } from './tones.js';

/** WCAG 2.2 relative luminance and contrast ratio of two #rrggbb colours. */
const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

describe('the calendar colours', () => {
  it.each(Object.entries(TONES))('%s: its text reads at 4.5:1 or more on it', (_kind, { bg, fg }) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(Object.entries(TONES))('%s: the block stands 3:1 or more against the white grid', (_kind, { bg }) => {
    expect(contrast(bg, '#ffffff')).toBeGreaterThanOrEqual(3);
  });

  it("the unavailable cells' lines stand 3:1 or more against white", () => {
    expect(contrast(HATCH_LINE, '#ffffff')).toBeGreaterThanOrEqual(3);
  });

  it('knows a failing pair when it sees one (the old orange with white text)', () => {
    expect(contrast('#ffffff', '#ef6c00')).toBeLessThan(4.5);
  });
});
