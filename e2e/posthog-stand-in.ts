import { createServer, type IncomingMessage, type Server } from 'node:http';
import { gunzipSync } from 'node:zlib';

/** One event as PostHog's capture endpoint received it. */
export interface CapturedEvent {
  event: string;
  properties: Record<string, unknown>;
  /** The request body was gzip-compressed. */
  compressed: boolean;
}

/** The remote config PostHog serves a project with nothing turned on but automatic capture. */
const REMOTE_CONFIG = {
  supportedCompression: ['gzip', 'gzip-js'],
  autocapture_opt_out: false,
  capturePerformance: false,
  sessionRecording: false,
  heatmaps: false,
  surveys: false,
  siteApps: [],
};

const readBody = (req: IncomingMessage): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

/** The events in one capture request, whatever the encoding posthog-js chose. */
const eventsOf = (raw: Buffer, url: URL, contentType: string): { events: unknown[]; compressed: boolean } => {
  const compressed = url.searchParams.get('compression') === 'gzip-js' || (raw[0] === 0x1f && raw[1] === 0x8b);
  let text = compressed ? gunzipSync(raw).toString('utf8') : raw.toString('utf8');
  if (contentType.includes('x-www-form-urlencoded')) {
    const data = new URLSearchParams(text).get('data') ?? '';
    text = /^[\[{]/.test(data) ? data : Buffer.from(data, 'base64').toString('utf8');
  }
  const parsed = JSON.parse(text) as unknown;
  const batch = Array.isArray(parsed) ? parsed : ((parsed as { batch?: unknown[] }).batch ?? [parsed]);
  return { events: batch, compressed };
};

/**
 * A local stand-in of PostHog's ingestion API, as far as posthog-js uses it on our pages: it
 * answers the probe, the flags and remote-config calls with "nothing configured", and keeps
 * every captured event for the test to read.
 */
export class PostHogStandIn {
  readonly events: CapturedEvent[] = [];
  /** Every path asked, in order: '/flags' once posthog-js has started. */
  readonly paths: string[] = [];
  private server: Server | null = null;

  async start(port: number): Promise<void> {
    this.server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
      res.setHeader('Access-Control-Allow-Credentials', 'true');
      res.setHeader('Access-Control-Allow-Headers', 'content-type');
      if (req.method === 'OPTIONS') return void res.writeHead(204).end();
      void readBody(req).then((raw) => {
        const path = url.pathname;
        this.paths.push(path);
        if (/^\/(e|i\/v0\/e|batch|capture|track)\/?$/.test(path) && raw.length > 0) {
          const { events, compressed } = eventsOf(raw, url, String(req.headers['content-type'] ?? ''));
          for (const e of events as { event: string; properties?: Record<string, unknown> }[]) {
            this.events.push({ event: e.event, properties: e.properties ?? {}, compressed });
          }
          return void res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"status":1}');
        }
        if (path.startsWith('/flags') || path.startsWith('/decide')) {
          const flags = { featureFlags: {}, featureFlagPayloads: {}, flags: {}, errorsWhileComputingFlags: false, ...REMOTE_CONFIG };
          return void res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(flags));
        }
        const token = /^\/array\/([^/]+)\/config(\.js)?$/.exec(path);
        if (token?.[2]) {
          const script = `window._POSTHOG_REMOTE_CONFIG = window._POSTHOG_REMOTE_CONFIG || {}; window._POSTHOG_REMOTE_CONFIG[${JSON.stringify(token[1])}] = ${JSON.stringify({ config: REMOTE_CONFIG, siteApps: [] })};`;
          return void res.writeHead(200, { 'Content-Type': 'application/javascript' }).end(script);
        }
        if (token) return void res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(REMOTE_CONFIG));
        res.writeHead(200, { 'Content-Type': 'text/plain' }).end('ok');
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  names(): string[] {
    return this.events.map((e) => e.event);
  }

  /** posthog-js started on a page and asked for its flags. */
  started(): boolean {
    return this.paths.some((p) => p.startsWith('/flags'));
  }

  clear(): void {
    this.events.length = 0;
    this.paths.length = 0;
  }
}
