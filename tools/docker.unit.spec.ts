import { accessSync, constants, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * No container engine runs here, so the image is never built by the tests: these checks read
 * the Dockerfile and docker-compose.yml for the mistakes a build would only show later (a new
 * workspace left out, a stage running as root, the app not in production mode).
 */
const root = join(import.meta.dirname, '..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');
const dockerfile = read('Dockerfile');
const compose = read('docker-compose.yml');

/** Stage name -> its instructions, continuation lines joined. */
const stages = new Map<string, string[]>();
let current = '';
for (const line of dockerfile.replace(/\\\n\s*/g, ' ').split('\n')) {
  const from = line.match(/^FROM\s+(?:--platform=\S+\s+)?\S+\s+AS\s+(\S+)/i);
  if (from) current = from[1]!;
  else if (current && line.trim() && !line.trim().startsWith('#')) stages.set(current, [...(stages.get(current) ?? []), line.trim()]);
}
const workspaces = (JSON.parse(read('package.json')) as { workspaces: string[] }).workspaces;
const apiDependencies = Object.keys((JSON.parse(read('apps/api/package.json')) as { dependencies: Record<string, string> }).dependencies);

describe('the production image', () => {
  it('copies every workspace manifest before installing, so npm sees the whole workspace', () => {
    for (const workspace of workspaces) expect([workspace, stages.get('base')]).toEqual([workspace, expect.arrayContaining([`COPY ${workspace}/package.json ${workspace}/`])]);
    expect(stages.get('deps')!.join('\n')).toMatch(/^RUN npm install .*--loglevel=warn/m);
  });

  it('runs only built files and production dependencies, as a non-root user in production mode', () => {
    const runtime = stages.get('runtime')!;
    expect(runtime.join('\n')).toMatch(/^ENV NODE_ENV=production/m);
    expect(runtime).toContain('USER node');
    expect(runtime).toContain('COPY --from=prod-deps /app ./');
    expect(stages.get('prod-deps')!.join('\n')).toMatch(/npm install --omit=dev --workspace @lavagna\/api/);
    // Every workspace the API imports, and the two web apps it serves, arrive built.
    const built = ['apps/api', 'apps/web', 'apps/teacher-admin', ...workspaces.filter((w) => apiDependencies.includes(`@lavagna/${w.split('/').pop()}`))];
    for (const workspace of built) expect(runtime).toContain(`COPY --from=build /app/${workspace}/dist ${workspace}/dist`);
    expect(runtime.some((l) => /^HEALTHCHECK .*\/api\/health/.test(l))).toBe(true);
  });

  it('starts through an entrypoint that exists and hands the process over to Node', () => {
    const entry = stages.get('runtime')!.find((l) => l.startsWith('ENTRYPOINT'))!;
    const script = entry.match(/"(scripts\/[^"]+)"/)![1]!;
    expect(existsSync(join(root, script))).toBe(true);
    accessSync(join(root, script), constants.X_OK);
    expect(read(script)).toMatch(/^exec node apps\/api\/dist\/main\.js/m);
  });

  it('keeps dependencies and builds out of the build context', () => {
    const ignored = read('.dockerignore').split('\n');
    expect(ignored).toEqual(expect.arrayContaining(['**/node_modules', '**/dist', 'data', '.git']));
  });
});

describe('docker-compose.yml', () => {
  it('builds this Dockerfile and runs it in production mode against its PostgreSQL and SMTP catcher', () => {
    expect(compose).toMatch(/^ {4}build: \.$/m);
    expect(compose).toMatch(/^ {6}NODE_ENV: production$/m);
    expect(compose).toMatch(/^ {6}DATABASE_URL: postgresql:\/\/lavagna:.*@db:5432\/lavagna$/m);
    expect(compose).toMatch(/^ {6}SMTP_URL: \$\{SMTP_URL:-smtp:\/\/mail:1025\}$/m);
    expect(compose).toMatch(/^ {6}PUBLIC_URL: \$\{PUBLIC_URL/m);
  });

  it('refuses to start without the PayPal credentials production mode needs', () => {
    for (const name of ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET']) expect(compose).toMatch(new RegExp(`^ {6}${name}: \\$\\{${name}:\\?`, 'm'));
  });
});
