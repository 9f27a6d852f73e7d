import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// A plain ES module of the bench (bench/ is not type-checked).
import { EmptyFigure, figureBook } from './figures.mjs';

describe('the figures of a bench run', () => {
  it('refuses a rate of zero operations, naming the figure', () => {
    const book = figureBook();
    expect(() => book.record('pay_orders_per_s', 0)).toThrow(EmptyFigure);
    expect(() => book.record('pay_orders_per_s', 0)).toThrow(/pay_orders_per_s/);
  });

  it('refuses a figure that is not a number, however deep', () => {
    const book = figureBook();
    expect(() => book.record('rebuild_events_per_s', NaN)).toThrow(EmptyFigure);
    expect(() => book.record('public_lighthouse', { '/': { score: 0.98, tbt_ms: undefined } })).toThrow(/public_lighthouse\.\/\.tbt_ms/);
    expect(() => book.record('calendar_read_vs_health', { with_etag: { rps: Infinity } })).toThrow(EmptyFigure);
  });

  it('keeps a zero that is a measure, not a count (no blocking time)', () => {
    const book = figureBook();
    book.record('public_lighthouse', { '/': { score: 1, tbt_ms: 0, lcp_ms: 900, script_kib: 41 } });
    expect(book.all().public_lighthouse['/'].tbt_ms).toBe(0);
  });

  it('writes every recorded figure as one JSON object', () => {
    const book = figureBook();
    book.record('book_lessons_per_s', 512.3);
    book.record('raw_insert_per_s', 2100);
    expect(() => book.record('verify_events_per_s', -1)).toThrow(EmptyFigure);
    const dir = mkdtempSync(join(tmpdir(), 'lavagna-figures-'));
    const file = join(dir, 'bench.json');
    book.write(file);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ book_lessons_per_s: 512.3, raw_insert_per_s: 2100 });
    rmSync(dir, { recursive: true, force: true });
  });
});
