import { cruise, type ICruiseResult } from 'dependency-cruiser';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..');
const config = createRequire(import.meta.url)(join(root, '.dependency-cruiser.cjs'));

const violations = async (baseDir: string, paths: string[]) => {
  const result = await cruise(paths, { ...config.options, validate: true, ruleSet: { forbidden: config.forbidden }, baseDir });
  return (result.output as ICruiseResult).summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`);
};

/**
 * What a copy of a domain rule looks like in an app's code (CONVENTIONS.md point 14): the VAT
 * rate, the time zone, the grid's ends, the horizon, a domain constant declared again, hours or
 * days counted in milliseconds by hand (half an hour, an hour, a day, a week, or a product such
 * as 60 * 60 * 1000) where libs/domain's minutesBetween, hoursBetween and plusMinutes answer.
 */
const DOMAIN_LITERALS: [string, RegExp][] = [
  ['VAT rate', /\b1\.22\b|\b0\.22\b/],
  ['time zone', /'Europe\/Rome'/],
  ['grid end', /\b(8|23) \* 60\b/],
  ['horizon', /\b90 \* /],
  ['domain constant', /\b(const|let|var)\s+(GRID_START|GRID_END|STEP|HORIZON_DAYS|MIN_MINUTES|MAX_MINUTES|VAT_PERCENT|VAT_RATE|ZONE|DEFAULT_HOURLY_RATE\w*)\s*=/],
  ['time arithmetic', /\b(1_?800_?000|3_?600_?000|86_?400_?000|604_?800_?000)\b|\b(24|30|60|1_?000|3_?600|60_?000)\s*\*\s*(24|60|1_?000|3_?600|60_?000)\b/],
];

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name) ? [path] : [];
  });

/** 'file:line: what' for every line of the apps' sources under `dirs` that writes a domain rule out. */
const domainLiterals = (dirs: string[]) =>
  dirs.flatMap(sources).flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, i) => DOMAIN_LITERALS.filter(([, pattern]) => pattern.test(line)).map(([what]) => `${relative(root, file)}:${i + 1}: ${what}`)),
  );

describe('architecture boundaries', () => {
  it('hold in the code base', async () => {
    expect(await violations(root, ['libs', 'eventstore', 'apps/api/src', 'apps/web/src', 'apps/teacher-admin/src'])).toEqual([]);
  }, 60_000);

  it('each rule fires on a fixture that breaks it', async () => {
    const found = await violations(root, ['tools/boundaries/fixtures/libs', 'tools/boundaries/fixtures/apps']);
    const rules = found.map((v) => v.split(':')[0]).sort();
    expect(rules).toEqual([
      'apps-do-not-define-domain-rules',
      'apps-stay-apart',
      'commands-leave-through-commands-ts',
      'contracts-only-zod',
      'controllers-write-through-the-bus',
      'domain-is-pure',
      'domain-is-pure',
      'format-only-formats',
      'handlers-do-not-chain-into-other-modules',
      'infrastructure-does-not-import-modules',
      'infrastructure-does-not-import-modules',
      'libs-do-not-import-apps',
      'modules-meet-through-their-index',
      'no-circular',
      'ui-libs-are-for-apps',
      'web-kit-has-no-app-framework',
      'week-calendar-draws-only',
    ]);
    expect(found).toContain(
      'modules-meet-through-their-index: tools/boundaries/fixtures/apps/api/src/modules/lessons/handler.ts -> tools/boundaries/fixtures/apps/api/src/modules/payments/internal.ts',
    );
    expect(found).toContain(
      'controllers-write-through-the-bus: tools/boundaries/fixtures/apps/api/src/modules/payments/issue.http.controller.ts -> tools/boundaries/fixtures/apps/api/src/modules/payments/streams.ts',
    );
    // The way back of this circle is type-only: it counts all the same.
    expect(found).toContain('no-circular: tools/boundaries/fixtures/apps/api/src/circle/schema.ts -> tools/boundaries/fixtures/apps/api/src/circle/tables.ts');
    expect(found).toContain(
      'infrastructure-does-not-import-modules: tools/boundaries/fixtures/apps/api/src/infrastructure/openapi.ts -> tools/boundaries/fixtures/apps/api/src/read-models.ts',
    );
    // A reaction sends another module's command through its commands.ts; a handler may not.
    expect(found).toContain(
      'handlers-do-not-chain-into-other-modules: tools/boundaries/fixtures/apps/api/src/modules/lessons/book-lessons.handler.ts -> tools/boundaries/fixtures/apps/api/src/modules/payments/commands.ts',
    );
    expect(found.filter((v) => v.includes('/reactions/'))).toEqual([]);
    expect(found).toContain(
      'apps-do-not-define-domain-rules: tools/boundaries/fixtures/apps/web/src/calendar/board.ts -> tools/boundaries/fixtures/apps/web/src/calendar/grid.ts',
    );
  }, 60_000);
});

describe('the apps ask the domain', () => {
  it('write none of its rules out', () => {
    expect(domainLiterals([join(root, 'apps/web/src'), join(root, 'apps/teacher-admin/src')])).toEqual([]);
  });

  it('the check finds each kind of copy on a fixture', () => {
    const found = domainLiterals([join(root, 'tools/boundaries/fixtures/apps/web/src')]);
    const kinds = found.map((f) => f.split(': ')[1]);
    expect([...new Set(kinds)].sort()).toEqual(['VAT rate', 'domain constant', 'grid end', 'horizon', 'time arithmetic', 'time zone']);
    // GRID_START, GRID_END, VAT_RATE and ZONE are also constants declared again; the horizon is also days in milliseconds
    expect(kinds).toHaveLength(14);
    expect(found).toContain('tools/boundaries/fixtures/apps/web/src/calendar/grid.ts:8: time zone');
    for (const line of [3, 4, 5]) expect(found).toContain(`tools/boundaries/fixtures/apps/web/src/calendar/lessonEnd.ts:${line}: time arithmetic`);
  });
});
