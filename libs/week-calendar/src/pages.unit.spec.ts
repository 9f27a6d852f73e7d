import { pageAt, pagesFor } from './pages.js';

describe('the pages a calendar reads', () => {
  it('are weeks counted from the first bookable day, bounded by Rome midnights across the DST change', () => {
    expect(pageAt('2026-03-25', '2026-03-31')).toEqual({ first: '2026-03-25', from: '2026-03-24T23:00:00.000Z', to: '2026-03-31T22:00:00.000Z' });
    expect(pageAt('2026-03-25', '2026-04-01').first).toBe('2026-04-01');
  });

  it('cover the shown days, one page or two, and prefetch the week either side', () => {
    const firsts = (pages: { first: string }[]) => pages.map((p) => p.first);
    const seven = pagesFor('2026-03-25', '2026-06-22', ['2026-03-25', '2026-03-26', '2026-03-27', '2026-03-28', '2026-03-29', '2026-03-30', '2026-03-31']);
    expect([firsts(seven.shown), firsts(seven.prefetch)]).toEqual([['2026-03-25'], ['2026-04-01']]);
    // Five columns, second screen: days 5-9 straddle two pages.
    const five = pagesFor('2026-03-25', '2026-06-22', ['2026-03-30', '2026-03-31', '2026-04-01', '2026-04-02', '2026-04-03']);
    expect([firsts(five.shown), firsts(five.prefetch)]).toEqual([['2026-03-25', '2026-04-01'], ['2026-04-08']]);
    const later = pagesFor('2026-03-25', '2026-06-22', ['2026-04-08']);
    expect(firsts(later.prefetch)).toEqual(['2026-04-01', '2026-04-15']);
  });

  it('prefetch nothing past the last bookable day', () => {
    expect(pagesFor('2026-03-25', '2026-06-22', ['2026-06-17']).prefetch.map((p) => p.first)).toEqual(['2026-06-10']);
  });
});
