import { cruise, type ICruiseResult } from 'dependency-cruiser';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const config = createRequire(import.meta.url)(join(root, '.dependency-cruiser.cjs'));

const violations = async (baseDir: string, paths: string[]) => {
  const result = await cruise(paths, { ...config.options, validate: true, ruleSet: { forbidden: config.forbidden }, baseDir });
  return (result.output as ICruiseResult).summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`);
};

describe('architecture boundaries', () => {
  it('hold in the code base', async () => {
    expect(await violations(root, ['libs', 'eventstore', 'apps/api/src'])).toEqual([]);
  }, 60_000);

  it('each rule fires on a fixture that breaks it', async () => {
    const found = await violations(root, ['tools/boundaries/fixtures/libs', 'tools/boundaries/fixtures/apps']);
    const rules = found.map((v) => v.split(':')[0]).sort();
    expect(rules).toEqual([
      'contracts-only-zod',
      'domain-is-pure',
      'domain-is-pure',
      'libs-do-not-import-apps',
      'modules-meet-through-their-index',
    ]);
    expect(found).toContain(
      'modules-meet-through-their-index: tools/boundaries/fixtures/apps/api/src/modules/lessons/handler.ts -> tools/boundaries/fixtures/apps/api/src/modules/payments/internal.ts',
    );
  }, 60_000);
});
