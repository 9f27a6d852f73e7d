// The soak's HTTP client: like a browser's, it can lose an answer. Every call resolves with what
// the client could know: an answer, a connection refused (the server is down: nothing was sent),
// or an answer lost in flight (the server may or may not have done it).
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { PORT } from '../lib.mjs';

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
const TIMEOUT_MS = 30_000;

/**
 * `outcome`: 'ok' (2xx), 'refused' (4xx), 'error' (5xx), 'down' (connection refused: not
 * delivered) or 'lost' (reset, hang-up or time-out after sending: unknown whether it was done).
 */
export const request = (method, path, body, cookie, from) =>
  new Promise((resolve) => {
    const started = performance.now();
    const data = body ? JSON.stringify(body) : undefined;
    const headers = { 'content-type': 'application/json', ...(cookie ? { cookie } : {}), ...(from ? { 'x-forwarded-for': from } : {}) };
    let settled = false;
    const settle = (answer) => {
      if (settled) return;
      settled = true;
      resolve({ ...answer, ms: performance.now() - started });
    };
    const req = http.request({ host: '127.0.0.1', port: PORT, method, path, agent, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c) => (text += c));
      res.on('error', () => settle({ status: 0, body: null, outcome: 'lost' }));
      res.on('end', () => {
        let json = null;
        try {
          json = text ? JSON.parse(text) : null;
        } catch {}
        const status = res.statusCode ?? 0;
        settle({ status, body: json, outcome: status < 300 ? 'ok' : status < 500 ? 'refused' : 'error' });
      });
    });
    req.setTimeout(TIMEOUT_MS, () => req.destroy(new Error('timeout')));
    req.on('error', (error) => settle({ status: 0, body: null, outcome: error.code === 'ECONNREFUSED' ? 'down' : 'lost', error: error.code ?? error.message }));
    req.end(data);
  });

/** Waits until the server is ready (its readiness probe asks the database); false if it does not within `ms`. */
export const waitUntilUp = async (ms = 120_000) => {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const res = await request('GET', '/api/health');
    if (res.status === 200) return true;
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
};
