import { jest } from '@jest/globals';
import { it as msg } from '@lavagna/contracts';
import { createApiClient, REFRESH_PATH, type LockManagerLike } from './client.js';
import { ApiError } from './problem.js';

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

/** A fake server whose access token is expired until the refresh endpoint answers. */
function fakeServer(refreshStatus: number) {
  let fresh = false;
  const calls: string[] = [];
  const fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push(url);
    expect(init?.credentials).toBe('include');
    if (url === REFRESH_PATH) {
      await tick();
      if (refreshStatus !== 200) return json(refreshStatus, { message: 'Sessione scaduta, accedi di nuovo' });
      fresh = true;
      return json(200, { success: true });
    }
    return fresh ? json(200, { url }) : json(401, { message: 'no' });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

describe('api client', () => {
  describe('when several requests get a 401 at the same time', () => {
    it('refreshes the token once and replays every request', async () => {
      const server = fakeServer(200);
      const onSessionExpired = jest.fn();
      const client = createApiClient({ fetch: server.fetch, onSessionExpired });

      const results = await Promise.all(['/a', '/b', '/c'].map((p) => client.get<{ url: string }>(p)));

      expect(results.map((r) => r.url)).toEqual(['/a', '/b', '/c']);
      expect(server.calls.filter((c) => c === REFRESH_PATH)).toHaveLength(1);
      expect(server.calls.filter((c) => c !== REFRESH_PATH)).toHaveLength(6);
      expect(onSessionExpired).not.toHaveBeenCalled();
    });
  });

  describe('when the refresh fails', () => {
    it('rejects every waiting request and logs out once', async () => {
      const server = fakeServer(401);
      const onSessionExpired = jest.fn();
      const client = createApiClient({ fetch: server.fetch, onSessionExpired });

      const results = await Promise.allSettled(['/a', '/b', '/c'].map((p) => client.get(p)));

      expect(results.every((r) => r.status === 'rejected')).toBe(true);
      for (const r of results) {
        const reason = (r as PromiseRejectedResult).reason as ApiError;
        expect(reason).toBeInstanceOf(ApiError);
        expect(reason.status).toBe(401);
        expect(reason.message).toBe(msg.auth.sessionExpired);
      }
      expect(server.calls.filter((c) => c === REFRESH_PATH)).toHaveLength(1);
      expect(server.calls.filter((c) => c !== REFRESH_PATH)).toHaveLength(3);
      expect(onSessionExpired).toHaveBeenCalledTimes(1);
    });
  });

  describe('when a replayed request is still refused', () => {
    it('does not refresh a second time for the same request', async () => {
      const fetch = jest.fn(async (input: RequestInfo | URL) =>
        String(input) === REFRESH_PATH ? json(200, { success: true }) : json(401, { message: 'Vietato' }),
      );
      const client = createApiClient({ fetch: fetch as unknown as typeof globalThis.fetch });

      await expect(client.get('/a')).rejects.toMatchObject({ status: 401, message: 'Vietato' });
      expect(fetch).toHaveBeenCalledTimes(3);
    });
  });

  it('skips the refresh for the auth calls that ask so', async () => {
    const fetch = jest.fn(async () => json(401, { message: 'Credenziali errate' }));
    const client = createApiClient({ fetch: fetch as unknown as typeof globalThis.fetch });

    await expect(client.post('/api/users/check', {}, { skipRefresh: true })).rejects.toMatchObject({ status: 401 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  describe('errors', () => {
    it("carry the server's problem message, code and field errors", async () => {
      const problem = { status: 409, code: 'ACCOUNT.EMAIL_TAKEN', message: msg.account.emailTaken, errors: [{ path: 'email', message: 'x' }] };
      const client = createApiClient({ fetch: (async () => json(409, problem)) as typeof globalThis.fetch });

      const error = (await client.post('/x', {}).catch((e: unknown) => e)) as ApiError;
      expect(error).toMatchObject({ status: 409, code: 'ACCOUNT.EMAIL_TAKEN', message: msg.account.emailTaken });
      expect(error.errors).toEqual([{ path: 'email', message: 'x' }]);
    });

    it("fall back to 'Errore del server – Riprova più tardi'", async () => {
      const client = createApiClient({ fetch: (async () => new Response('boom', { status: 500 })) as typeof globalThis.fetch });
      await expect(client.get('/x')).rejects.toMatchObject({ status: 500, message: 'Errore del server – Riprova più tardi' });
    });

    it('turn a network failure into the server error message', async () => {
      const client = createApiClient({
        fetch: (async () => {
          throw new TypeError('Failed to fetch');
        }) as typeof globalThis.fetch,
      });
      await expect(client.get('/x')).rejects.toMatchObject({ message: 'Errore del server – Riprova più tardi' });
    });
  });
});

describe('the session renewed on demand (a refused event stream, a 401 met elsewhere)', () => {
  it('joins the refresh already under way instead of sending the rotating token twice', async () => {
    const server = fakeServer(200);
    const client = createApiClient({ fetch: server.fetch });
    const [page, renewed] = await Promise.all([client.get<{ url: string }>('/a'), (async () => (await tick(), client.refreshSession()))()]);
    expect(page.url).toBe('/a');
    expect(renewed).toBe(true);
    expect(server.calls.filter((c) => c === REFRESH_PATH)).toHaveLength(1);
  });

  it('says false and ends the session when the refresh is refused', async () => {
    const onSessionExpired = jest.fn();
    const client = createApiClient({ fetch: fakeServer(401).fetch, onSessionExpired });
    await expect(client.refreshSession()).resolves.toBe(false);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });
});

describe('the raw fetch, for headers and bytes', () => {
  it('gives the Response after the one refresh and marks a failed refresh as the session ending', async () => {
    const client = createApiClient({ fetch: fakeServer(200).fetch });
    const res = await client.fetch('/file', { headers: { Accept: 'text/csv' } });
    expect(res.status).toBe(200);
    const expired = createApiClient({ fetch: fakeServer(401).fetch });
    await expect(expired.fetch('/file')).rejects.toMatchObject({ status: 401, sessionExpired: true, message: msg.auth.sessionExpired });
  });

  describe('in two tabs of one browser', () => {
    /** One cookie jar, and a server that accepts each refresh token once. */
    const browser = () => {
      let token = 'T1';
      let fresh = false;
      const presented: string[] = [];
      const fetch = (async (input: RequestInfo | URL) => {
        if (String(input) !== REFRESH_PATH) return fresh ? json(200, {}) : json(401, { message: 'no' });
        const sent = token;
        presented.push(sent);
        await tick();
        if (presented.filter((t) => t === sent).length > 1) return json(401, { message: 'Sessione scaduta, accedi di nuovo' });
        token = `T${presented.length + 1}`;
        fresh = true;
        return json(200, { success: true });
      }) as unknown as typeof globalThis.fetch;
      return { fetch, presented };
    };
    /** Web Locks as a browser grants them: one holder at a time, in order. */
    const lockManager = (): LockManagerLike => {
      let queue = Promise.resolve();
      return {
        request: <T>(_name: string, callback: () => Promise<T>) => {
          const turn = queue.then(callback);
          queue = turn.then(() => undefined, () => undefined);
          return turn;
        },
      };
    };

    it('take turns, so each sends the token the other left and neither is logged out', async () => {
      const { fetch, presented } = browser();
      const locks = lockManager();
      const ended = jest.fn();
      const tabs = [createApiClient({ fetch, locks, onSessionExpired: ended }), createApiClient({ fetch, locks, onSessionExpired: ended })];
      await Promise.all(tabs.map((tab) => tab.get('/api/users/validate')));
      expect(presented).toEqual(['T1', 'T2']);
      expect(ended).not.toHaveBeenCalled();
    });

    it('without locks both send the same token (what the server must tell from a replay)', async () => {
      const { fetch, presented } = browser();
      const tabs = [createApiClient({ fetch, locks: null }), createApiClient({ fetch, locks: null })];
      await Promise.allSettled(tabs.map((tab) => tab.get('/api/users/validate')));
      expect(presented).toEqual(['T1', 'T1']);
    });
  });
});
