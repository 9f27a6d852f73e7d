import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { configuredSecret, SIGNING_SECRETS } from './infrastructure/security/configured-secrets.js';

/** Settings from the environment; anything unset runs in demo mode. */
export interface AppConfig {
  /** `NODE_ENV=production`: real PayPal and SMTP, no demo seed, no /api/dev, no demo gateway. */
  production: boolean;
  port: number;
  publicUrl: string;
  databaseUrl: string | null;
  dataDir: string;
  pgPort: number;
  smtpUrl: string | null;
  mailFrom: string;
  demo: { mail: boolean };
  webDist: string;
  /** The web app's server build, which draws the public pages (apps/web/dist-ssr). */
  webSsr: string;
  adminDist: string;
  secureCookies: boolean;
  /** Express's `trust proxy`: which proxies may tell the client's address (TRUST_PROXY). */
  trustProxy: false | number | string;
  /** PayPal Orders v2 when both credentials are set; otherwise the demo gateway. */
  paypal: PayPalConfig | null;
  /** PostHog analytics for the pages, when POSTHOG_KEY is set; the browser starts them per the visitor's choice. */
  analytics: AnalyticsConfig | null;
  /** Google Calendar sync when GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set; otherwise the console says how to set it up. */
  google: GoogleConfig | null;
  /**
   * How far ahead of the machine's clock the server's runs (LAVAGNA_CLOCK_OFFSET_MS, default 0): the
   * browser tests set it to run the product on a chosen day (a Sunday, a DST change). Demo mode only.
   */
  clockOffsetMs: number;
}

export interface GoogleConfig {
  clientId: string;
  clientSecret: string;
  /** Replaces Google's OAuth address, accounts.google.com and oauth2.googleapis.com (GOOGLE_OAUTH_BASE: a stand-in in tests and demos). */
  oauthBase: string | null;
  /** Replaces Google's API root, https://www.googleapis.com/ (GOOGLE_API_BASE: a stand-in in tests and demos). */
  apiBase: string | null;
  /** Where Google sends push notifications (GOOGLE_WEBHOOK_URL; by default the site's /api/google/webhook, https in production). */
  webhookUrl: string;
}

const googleConfig = (env: NodeJS.ProcessEnv, publicUrl: string): GoogleConfig | null => {
  if (!env.GOOGLE_CLIENT_ID || !env.GOOGLE_CLIENT_SECRET) return null;
  const base = (value: string | undefined) => (value ? value.replace(/\/$/, '') : null);
  return {
    clientId: env.GOOGLE_CLIENT_ID,
    clientSecret: env.GOOGLE_CLIENT_SECRET,
    oauthBase: base(env.GOOGLE_OAUTH_BASE),
    apiBase: base(env.GOOGLE_API_BASE),
    webhookUrl: env.GOOGLE_WEBHOOK_URL || `${publicUrl}/api/google/webhook`,
  };
};

/** The address Google sends the consent's answer to: register it with the OAuth client. */
export const googleRedirectUri = (publicUrl: string): string => `${publicUrl}/api/google/callback`;

export interface AnalyticsConfig {
  key: string;
  /** The PostHog instance the browser sends to (POSTHOG_HOST; PostHog's EU cloud by default). */
  host: string;
}

const analyticsConfig = (env: NodeJS.ProcessEnv): AnalyticsConfig | null =>
  env.POSTHOG_KEY ? { key: env.POSTHOG_KEY, host: (env.POSTHOG_HOST || 'https://eu.i.posthog.com').replace(/\/$/, '') } : null;

export interface PayPalConfig {
  clientId: string;
  clientSecret: string;
  environment: 'sandbox' | 'production';
  /** Replaces PayPal's address (a local stand-in in tests); null: the environment's own. */
  baseUrl: string | null;
  /** How long one call to PayPal may take before its answer counts as lost. */
  timeoutMs: number;
}

const paypalConfig = (env: NodeJS.ProcessEnv): PayPalConfig | null => {
  if (!env.PAYPAL_CLIENT_ID || !env.PAYPAL_CLIENT_SECRET) return null;
  const environment = env.PAYPAL_ENVIRONMENT || 'sandbox';
  if (environment !== 'sandbox' && environment !== 'production') throw new Error('PAYPAL_ENVIRONMENT deve essere sandbox o production / PAYPAL_ENVIRONMENT must be sandbox or production');
  const timeoutMs = Number(env.PAYPAL_TIMEOUT_MS || 20_000);
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0) throw new Error('PAYPAL_TIMEOUT_MS deve essere un numero positivo di millisecondi / PAYPAL_TIMEOUT_MS must be a positive number of milliseconds');
  return {
    clientId: env.PAYPAL_CLIENT_ID,
    clientSecret: env.PAYPAL_CLIENT_SECRET,
    environment,
    baseUrl: env.PAYPAL_BASE_URL ? env.PAYPAL_BASE_URL.replace(/\/$/, '') : null,
    timeoutMs,
  };
};

const here = new URL('.', import.meta.url).pathname;
const repoRoot = resolve(here, '../../..');

/** The names Express's `trust proxy` knows for groups of addresses. */
const PROXY_GROUPS = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address or a subnet (`10.0.0.0/8`, `fd00::/8`) with a prefix its family allows. */
const isAddressOrSubnet = (entry: string): boolean => {
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address ?? '');
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
};

/**
 * Why a TRUST_PROXY value is refused, or null. `true` trusts every hop, so the leftmost
 * X-Forwarded-For - written by the client - becomes its address: every per-address limit and the
 * demo outbox's local check would be the client's to choose. Only a hop count, an Express group
 * name, or addresses and subnets name a proxy.
 */
export const trustProxyProblem = (value: string | undefined): string | null => {
  if (!value || value === 'false' || /^\d+$/.test(value)) return null;
  if (value.trim() === 'true') {
    return 'TRUST_PROXY=true farebbe scegliere al client il proprio indirizzo: indica il numero di proxy, loopback o i loro indirizzi / TRUST_PROXY=true would let the client choose its own address: give the number of proxies, loopback or their addresses';
  }
  const wrong = value.split(',').map((e) => e.trim()).filter((e) => !PROXY_GROUPS.has(e) && !isAddressOrSubnet(e));
  return wrong.length === 0
    ? null
    : `TRUST_PROXY non riconosciuto (${wrong.join(', ')}): un numero di proxy, loopback, linklocal, uniquelocal o indirizzi e sottoreti / TRUST_PROXY not understood (${wrong.join(', ')}): a number of proxies, loopback, linklocal, uniquelocal or addresses and subnets`;
};

/** TRUST_PROXY: unset trusts no proxy; a number counts hops; otherwise Express's list ('loopback', '10.0.0.0/8, ...'). */
const trustProxy = (value: string | undefined): AppConfig['trustProxy'] => {
  if (!value || value === 'false') return false;
  const problem = trustProxyProblem(value);
  if (problem) throw new Error(problem);
  return /^\d+$/.test(value) ? Number(value) : value;
};

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): AppConfig => {
  const port = Number(env.PORT ?? 3000);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  return {
    production: env.NODE_ENV === 'production',
    port,
    publicUrl,
    databaseUrl: env.DATABASE_URL || null,
    dataDir: resolve(env.LAVAGNA_DATA_DIR ?? resolve(repoRoot, 'data')),
    pgPort: Number(env.PG_PORT ?? 5488),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? 'Lavagna <noreply@lavagna.test>',
    demo: { mail: !env.SMTP_URL },
    webDist: resolve(repoRoot, 'apps/web/dist'),
    webSsr: resolve(repoRoot, 'apps/web/dist-ssr'),
    adminDist: resolve(repoRoot, 'apps/teacher-admin/dist'),
    secureCookies: !/^http:\/\/(localhost|127\.0\.0\.1)(:|$)/.test(publicUrl),
    trustProxy: trustProxy(env.TRUST_PROXY),
    paypal: paypalConfig(env),
    analytics: analyticsConfig(env),
    google: googleConfig(env, publicUrl),
    clockOffsetMs: Number(env.LAVAGNA_CLOCK_OFFSET_MS ?? 0),
  };
};

/** Signing keys shorter than this are refused: an HMAC key is no stronger than its length. */
export const MIN_SECRET_BYTES = 32;

/**
 * Why the server must not start with this environment: in production the real services, the
 * public address and the signing secrets are required; everywhere, signing secrets set by hand
 * must be long enough.
 * One line per problem, in Italian and English.
 */
export const startupProblems = (env: NodeJS.ProcessEnv = process.env): string[] => {
  const problems: string[] = [];
  if (env.NODE_ENV === 'production') {
    const missing = ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'SMTP_URL', 'MAIL_FROM', 'PUBLIC_URL'].filter((name) => !env[name]?.trim());
    if (missing.length > 0) {
      problems.push(
        `In produzione (NODE_ENV=production) mancano: ${missing.join(', ')} / Missing in production (NODE_ENV=production): ${missing.join(', ')}`,
      );
    }
    if (env.PUBLIC_URL && !/^https?:\/\/[^/\s]+/.test(env.PUBLIC_URL)) {
      problems.push(`PUBLIC_URL non è un indirizzo http(s) valido / PUBLIC_URL is not a valid http(s) address: ${env.PUBLIC_URL}`);
    }
  }
  const offset = env.LAVAGNA_CLOCK_OFFSET_MS;
  if (offset !== undefined && (env.NODE_ENV === 'production' || !/^-?\d+$/.test(offset))) {
    problems.push(
      env.NODE_ENV === 'production'
        ? 'LAVAGNA_CLOCK_OFFSET_MS sposta l\'orologio solo in demo e nei test / LAVAGNA_CLOCK_OFFSET_MS moves the clock in demo mode and tests only'
        : `LAVAGNA_CLOCK_OFFSET_MS deve essere un numero intero di millisecondi / LAVAGNA_CLOCK_OFFSET_MS must be a whole number of milliseconds: ${offset}`,
    );
  }
  for (const name of SIGNING_SECRETS) {
    let value: string | undefined;
    try {
      value = configuredSecret(env, name);
    } catch (error) {
      problems.push((error as Error).message);
      continue;
    }
    if (value === undefined && env.NODE_ENV === 'production') {
      problems.push(
        `In produzione serve ${name} (o ${name}_FILE, un file che lo contiene): il database non deve custodirlo / ` +
          `${name} is required in production (or ${name}_FILE, a file holding it): the database must not keep it`,
      );
    } else if (value !== undefined && Buffer.byteLength(value) < MIN_SECRET_BYTES) {
      problems.push(
        `${name} è troppo corto: servono almeno ${MIN_SECRET_BYTES} byte / ${name} is too short: at least ${MIN_SECRET_BYTES} bytes are required`,
      );
    }
  }
  try {
    loadConfig(env);
  } catch (error) {
    problems.push((error as Error).message);
  }
  return problems;
};
