import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CalendarStore, type StoredEvent } from './google-calendar-store.js';

/**
 * A local stand-in of the Google endpoints the real `googleapis` client calls: OAuth 2.0 (consent
 * page, token, revoke), userinfo, and Calendar v3 (calendarList, calendars.insert, events
 * list/insert/get/update/patch/delete with sync tokens and a 410 for an expired one, events.watch
 * with push notifications, channels.stop). One account; a revoked grant gets 401 on the API and
 * `invalid_grant` on a refresh. PKCE as Google does it: a code given for a `code_challenge` is
 * exchanged only with the `code_verifier` that hashes to it (S256, or equal to it for `plain`). The server under test reaches it through GOOGLE_OAUTH_BASE and
 * GOOGLE_API_BASE.
 */

export interface Channel {
  id: string;
  calendarId: string;
  address: string;
  token: string;
  resourceId: string;
  expiration: number;
  stopped: boolean;
}

type Answer = { status: number; body?: unknown; html?: string; location?: string };
/** What a consent's code was given for: where it goes back, and the PKCE challenge if one was sent. */
type IssuedCode = { redirect: string; challenge: string | null; method: string };

const token = (prefix: string): string => `${prefix}-${randomBytes(12).toString('base64url')}`;
const apiError = (status: number, message: string, reason: string): Answer => ({ status, body: { error: { code: status, message, errors: [{ reason, message }] } } });
const UNAUTHENTICATED = apiError(401, 'Request had invalid authentication credentials.', 'authError');
const NOT_FOUND = apiError(404, 'Not Found', 'notFound');
const s256 = (verifier: string): string => createHash('sha256').update(verifier).digest('base64url');
/** Google's answer to a code exchange whose PKCE does not hold, or null when it does (or none was asked). */
const pkceProblem = (issued: IssuedCode, verifier: string | null): Answer | null => {
  const refuse = (description: string): Answer => ({ status: 400, body: { error: 'invalid_grant', error_description: description } });
  if (issued.challenge === null) return verifier === null ? null : refuse('code_verifier or verifier is not needed.');
  if (verifier === null) return refuse('Missing code verifier.');
  const computed = issued.method === 'S256' ? s256(verifier) : verifier;
  return computed === issued.challenge ? null : refuse('Invalid code verifier.');
};

export class GoogleStandIn {
  readonly email = 'docente.google@example.test';
  readonly store = new CalendarStore({ id: 'docente.google@example.test', summary: 'Docente' }, [{ id: 'lavoro@group.calendar.google.com', summary: 'Lavoro' }]);
  readonly channels = new Map<string, Channel>();
  readonly requests: { method: string; path: string; status: number }[] = [];
  private readonly codes = new Map<string, IssuedCode>();
  /** Each code exchange the token endpoint saw, with the verifier it carried. */
  readonly exchanges: { code: string; codeVerifier: string | null; status: number }[] = [];
  private readonly grants = new Map<string, { revoked: boolean; access: Set<string> }>();
  private server!: Server;
  url = '';
  /** Google's clock for channel expirations: a test's clock when the server's is moved by hand. */
  now: () => number = Date.now;

  private constructor(
    readonly clientId: string,
    readonly clientSecret: string,
  ) {}

  static async start(port = 0, clientId = 'lavagna-google-client', clientSecret = 'lavagna-google-secret'): Promise<GoogleStandIn> {
    const standIn = new GoogleStandIn(clientId, clientSecret);
    standIn.server = createServer((req, res) => void standIn.handle(req, res));
    await new Promise<void>((resolve) => standIn.server.listen(port, '127.0.0.1', resolve));
    standIn.url = `http://127.0.0.1:${(standIn.server.address() as AddressInfo).port}`;
    return standIn;
  }

  /** The server's environment that points it here. */
  env(): Record<string, string> {
    return { GOOGLE_CLIENT_ID: this.clientId, GOOGLE_CLIENT_SECRET: this.clientSecret, GOOGLE_OAUTH_BASE: this.url, GOOGLE_API_BASE: this.url };
  }

  /** What the teacher's click on 'Consenti' does: the redirect to the app with a fresh code. */
  approve(consentUrl: string): string {
    const url = new URL(consentUrl);
    const redirect = new URL(url.searchParams.get('redirect_uri')!);
    const code = token('code');
    const challenge = url.searchParams.get('code_challenge');
    this.codes.set(code, { redirect: redirect.toString(), challenge, method: url.searchParams.get('code_challenge_method') ?? 'plain' });
    redirect.searchParams.set('code', code);
    redirect.searchParams.set('state', url.searchParams.get('state') ?? '');
    return redirect.toString();
  }

  /** The teacher removes the app's access at Google: every token stops working. */
  revokeAll(): void {
    for (const grant of this.grants.values()) grant.revoked = true;
  }

  get liveGrants(): number {
    return [...this.grants.values()].filter((g) => !g.revoked).length;
  }

  /** An event added by the teacher in Google's own app (no push by itself: see `push`). */
  addEvent(calendarId: string, summary: string, start: string, end: string): StoredEvent {
    return this.store.put(calendarId, { summary, start: { dateTime: start }, end: { dateTime: end } });
  }

  /** Google's push notifications for a calendar's change: each open channel on it is called; the answers' statuses. */
  async push(calendarId: string): Promise<number[]> {
    const open = [...this.channels.values()].filter((c) => c.calendarId === calendarId && !c.stopped);
    return Promise.all(
      open.map(async (c, i) => {
        const res = await fetch(c.address, {
          method: 'POST',
          headers: {
            'X-Goog-Channel-ID': c.id,
            'X-Goog-Channel-Token': c.token,
            'X-Goog-Resource-ID': c.resourceId,
            'X-Goog-Resource-State': 'exists',
            'X-Goog-Message-Number': String(i + 2),
            'X-Goog-Channel-Expiration': new Date(c.expiration).toUTCString(),
          },
        });
        return res.status;
      }),
    );
  }

  /** The events Lavagna wrote to its own calendar (by summary) that are not deleted. */
  lessonEvents(): StoredEvent[] {
    const own = [...this.store.calendars.values()].find((c) => c.summary.endsWith(' - Lezioni'));
    return own ? [...own.events.values()].filter((e) => e.status === 'confirmed') : [];
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.url);
    const raw = await new Promise<string>((resolve) => {
      let data = '';
      req.on('data', (chunk: Buffer) => (data += chunk.toString()));
      req.on('end', () => resolve(data));
    });
    let answer: Answer;
    try {
      answer = this.route(req.method ?? 'GET', url, raw, req.headers.authorization ?? '');
    } catch (error) {
      answer = (error as { status?: number }).status === 404 ? NOT_FOUND : apiError(500, (error as Error).message, 'backendError');
    }
    this.requests.push({ method: req.method ?? 'GET', path: url.pathname, status: answer.status });
    if (answer.location) res.writeHead(302, { Location: answer.location }).end();
    else if (answer.html) res.writeHead(answer.status, { 'Content-Type': 'text/html; charset=utf-8' }).end(answer.html);
    else res.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(answer.body === undefined ? '' : JSON.stringify(answer.body));
  }

  private route(method: string, url: URL, raw: string, authorization: string): Answer {
    const path = url.pathname;
    if (method === 'GET' && path === '/o/oauth2/v2/auth') return this.consent(url);
    if (method === 'POST' && path === '/token') return this.token(new URLSearchParams(raw), authorization);
    if (method === 'POST' && path === '/revoke') return this.revoke(url.searchParams.get('token') ?? new URLSearchParams(raw).get('token') ?? '');
    if (!this.authorised(authorization)) return UNAUTHENTICATED;
    const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    if (method === 'GET' && path === '/oauth2/v2/userinfo') return { status: 200, body: { id: '1001', email: this.email, verified_email: true } };
    const api = path.replace(/^\/calendar\/v3/, '');
    if (method === 'GET' && api === '/users/me/calendarList') {
      const items = [...this.store.calendars.values()].map((c) => ({ kind: 'calendar#calendarListEntry', id: c.id, summary: c.summary, accessRole: 'owner', ...(c.primary ? { primary: true } : {}) }));
      return { status: 200, body: { kind: 'calendar#calendarList', items } };
    }
    if (method === 'POST' && api === '/calendars') {
      const calendar = this.store.newCalendar(String(body.summary ?? ''));
      return { status: 200, body: { kind: 'calendar#calendar', id: calendar.id, summary: calendar.summary, timeZone: body.timeZone } };
    }
    if (method === 'POST' && api === '/channels/stop') {
      const channel = this.channels.get(String(body.id));
      if (!channel || channel.resourceId !== body.resourceId) return NOT_FOUND;
      channel.stopped = true;
      return { status: 204 };
    }
    const events = /^\/calendars\/([^/]+)\/events(?:\/([^/]+))?$/.exec(api);
    if (events) return this.events(method, decodeURIComponent(events[1]!), events[2] ? decodeURIComponent(events[2]) : null, url, body);
    return NOT_FOUND;
  }

  private events(method: string, calendarId: string, eventId: string | null, url: URL, body: Record<string, unknown>): Answer {
    const calendar = this.store.calendar(calendarId);
    if (eventId === 'watch' && method === 'POST') {
      const ttl = Number((body.params as { ttl?: string } | undefined)?.ttl ?? 604800);
      const channel: Channel = {
        id: String(body.id),
        calendarId: calendar.id,
        address: String(body.address),
        token: String(body.token ?? ''),
        resourceId: token('resource'),
        expiration: this.now() + Math.min(ttl, 2_592_000) * 1000,
        stopped: false,
      };
      this.channels.set(channel.id, channel);
      return { status: 200, body: { kind: 'api#channel', id: channel.id, resourceId: channel.resourceId, resourceUri: `${this.url}/calendar/v3/calendars/${calendar.id}/events`, token: channel.token, expiration: String(channel.expiration) } };
    }
    if (eventId === null && method === 'GET') {
      const read = this.store.read(calendar.id, url.searchParams.get('syncToken') ?? undefined);
      if (!read) return apiError(410, 'Sync token is no longer valid, a full sync is required.', 'fullSyncRequired');
      const timeMin = url.searchParams.get('timeMin');
      const items = read.items.filter((e) => !timeMin || url.searchParams.has('syncToken') || Date.parse(e.end.dateTime ?? `${e.end.date}T00:00:00Z`) > Date.parse(timeMin));
      return { status: 200, body: { kind: 'calendar#events', items: items.map(({ seq: _seq, ...e }) => e), nextSyncToken: read.nextSyncToken } };
    }
    if (eventId === null && method === 'POST') {
      const id = typeof body.id === 'string' ? body.id : undefined;
      if (id && calendar.events.has(id)) return apiError(409, 'The requested identifier already exists.', 'duplicate');
      const { seq: _seq, ...event } = this.store.put(calendar.id, body as unknown as StoredEvent, id);
      return { status: 200, body: event };
    }
    const existing = eventId ? calendar.events.get(eventId) : undefined;
    if (!existing || !eventId) return NOT_FOUND;
    if (method === 'GET') return { status: 200, body: existing };
    if (method === 'DELETE') return this.store.remove(calendar.id, eventId) ? { status: 204 } : apiError(410, 'Resource has been deleted', 'deleted');
    if (method === 'PUT' || method === 'PATCH') {
      const merged = method === 'PATCH' ? { ...existing, ...body } : (body as unknown as StoredEvent);
      const { seq: _seq, ...event } = this.store.put(calendar.id, merged, eventId);
      return { status: 200, body: event };
    }
    return NOT_FOUND;
  }

  private consent(url: URL): Answer {
    if (url.searchParams.get('client_id') !== this.clientId) return { status: 400, html: '<p>Errore 401: invalid_client</p>' };
    const method = url.searchParams.get('code_challenge_method');
    if (method !== null && (!['S256', 'plain'].includes(method) || !url.searchParams.get('code_challenge'))) return { status: 400, html: '<p>Errore 400: invalid_request</p>' };
    const allow = this.approve(url.toString());
    const deny = new URL(url.searchParams.get('redirect_uri')!);
    deny.searchParams.set('error', 'access_denied');
    deny.searchParams.set('state', url.searchParams.get('state') ?? '');
    return {
      status: 200,
      html: `<!doctype html><html lang="it"><head><meta charset="utf-8"><title>Accedi con Google</title></head><body>
<h1>Google (stand-in)</h1><p>Lavagna vuole accedere al tuo Google Calendar (${this.email}).</p>
<a href="${allow.replace(/&/g, '&amp;')}">Consenti</a> <a href="${deny.toString().replace(/&/g, '&amp;')}">Annulla</a></body></html>`,
    };
  }

  private token(form: URLSearchParams, authorization: string): Answer {
    const basic = authorization.startsWith('Basic ') ? Buffer.from(authorization.slice(6), 'base64').toString().split(':') : [];
    const [id, secret] = [form.get('client_id') ?? basic[0], form.get('client_secret') ?? basic[1]];
    if (id !== this.clientId || secret !== this.clientSecret) return { status: 401, body: { error: 'invalid_client', error_description: 'Unauthorized' } };
    const invalidGrant: Answer = { status: 400, body: { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' } };
    if (form.get('grant_type') === 'authorization_code') {
      const code = form.get('code') ?? '';
      const issued = this.codes.get(code);
      this.codes.delete(code);
      const verifier = form.get('code_verifier');
      const pkce = issued ? pkceProblem(issued, verifier) : null;
      const answer = !issued || !issued.redirect.startsWith(form.get('redirect_uri') ?? '\u0000') ? invalidGrant : pkce;
      this.exchanges.push({ code, codeVerifier: verifier, status: answer?.status ?? 200 });
      if (answer) return answer;
      const refresh = token('refresh');
      const access = token('access');
      this.grants.set(refresh, { revoked: false, access: new Set([access]) });
      return { status: 200, body: { access_token: access, refresh_token: refresh, expires_in: 3599, token_type: 'Bearer', scope: 'https://www.googleapis.com/auth/calendar' } };
    }
    if (form.get('grant_type') === 'refresh_token') {
      const grant = this.grants.get(form.get('refresh_token') ?? '');
      if (!grant || grant.revoked) return invalidGrant;
      const access = token('access');
      grant.access.add(access);
      return { status: 200, body: { access_token: access, expires_in: 3599, token_type: 'Bearer' } };
    }
    return { status: 400, body: { error: 'unsupported_grant_type' } };
  }

  private revoke(value: string): Answer {
    for (const [refresh, grant] of this.grants) {
      if (refresh === value || grant.access.has(value)) {
        grant.revoked = true;
        return { status: 200, body: {} };
      }
    }
    return { status: 400, body: { error: 'invalid_token' } };
  }

  private authorised(authorization: string): boolean {
    const bearer = authorization.startsWith('Bearer ') ? authorization.slice(7) : '';
    return [...this.grants.values()].some((g) => !g.revoked && g.access.has(bearer));
  }
}
