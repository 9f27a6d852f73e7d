import { resolve } from 'node:path';

/** Settings from the environment; anything unset runs in demo mode. */
export interface AppConfig {
  port: number;
  publicUrl: string;
  databaseUrl: string | null;
  dataDir: string;
  pgPort: number;
  smtpUrl: string | null;
  mailFrom: string;
  demo: { mail: boolean };
  webDist: string;
  adminDist: string;
  secureCookies: boolean;
}

const here = new URL('.', import.meta.url).pathname;
const repoRoot = resolve(here, '../../..');

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): AppConfig => {
  const port = Number(env.PORT ?? 3000);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  return {
    port,
    publicUrl,
    databaseUrl: env.DATABASE_URL || null,
    dataDir: resolve(env.LAVAGNA_DATA_DIR ?? resolve(repoRoot, 'data')),
    pgPort: Number(env.PG_PORT ?? 5488),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? 'Lavagna <noreply@lavagna.test>',
    demo: { mail: !env.SMTP_URL },
    webDist: resolve(repoRoot, 'apps/web/dist'),
    adminDist: resolve(repoRoot, 'apps/teacher-admin/dist'),
    secureCookies: !/^http:\/\/(localhost|127\.0\.0\.1)(:|$)/.test(publicUrl),
  };
};
