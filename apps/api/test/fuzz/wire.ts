import { Agent, request, type IncomingHttpHeaders } from 'node:http';
import { brotliCompressSync, brotliDecompressSync, deflateSync, gunzipSync, gzipSync, inflateSync } from 'node:zlib';
import type { Draft, FuzzOperation } from './drafts.js';
import { Raw } from './malformed.js';
import { Known } from './pools.js';

/** A request as it goes on the wire: the path exactly as written, no client normalising it. */
export interface WireRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** The JSON value the body carries, when it is JSON. */
  json?: unknown;
}

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

/** Percent-encoding that also writes lone surrogates (as their WTF-8 bytes), which encodeURIComponent refuses. */
export const encodeLoose = (text: string): string => {
  let out = '';
  for (const char of text) {
    const unit = char.charCodeAt(0);
    if (char.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    } else out += encodeURIComponent(char);
  }
  return out;
};

/** Known placeholders replaced, at any depth, by what they stand for now. */
export const resolved = (value: unknown, look: (k: Known) => string): unknown => {
  if (value instanceof Known) return look(value);
  if (Array.isArray(value)) return value.map((v) => resolved(v, look));
  if (value && typeof value === 'object' && !(value instanceof Raw)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) Object.defineProperty(out, k, { value: resolved(v, look), enumerable: true, configurable: true, writable: true });
    return out;
  }
  return value;
};

const queryValue = (value: unknown): string[] => {
  if (value instanceof Raw) return [value.text];
  if (Array.isArray(value)) return value.flatMap(queryValue);
  if (value !== null && typeof value === 'object') return [encodeLoose(JSON.stringify(value))];
  return [encodeLoose(String(value))];
};

/** The draft with its placeholders looked up, as bytes for the wire. */
export const toWire = (op: FuzzOperation, draft: Draft, look: (k: Known) => string, cookie: string | null): WireRequest => {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = resolved(draft.params[name], look);
    return value instanceof Raw ? value.text : encodeLoose(String(value));
  });
  const query = draft.query instanceof Raw ? draft.query.text : draft.query.flatMap(([k, v]) => queryValue(resolved(v, look)).map((text) => `${encodeLoose(k)}=${text}`)).join('&');
  const headers: Record<string, string> = {};
  if (cookie) headers.Cookie = cookie;
  let body: Buffer | undefined;
  let json: unknown;
  if (draft.body.kind === 'json') {
    json = resolved(draft.body.value, look);
    body = Buffer.from(JSON.stringify(json) ?? 'null');
    headers['Content-Type'] = 'application/json';
  } else if (draft.body.kind === 'raw') {
    body = Buffer.from(draft.body.text);
    if (draft.body.type) headers['Content-Type'] = draft.body.type;
  }
  if (body && draft.compress) body = { gzip: gzipSync, deflate: deflateSync, br: brotliCompressSync }[draft.compress](body);
  return { method: draft.method ?? op.method, path: query ? `${path}?${query}` : path, headers: { ...headers, ...draft.headers }, body, json };
};

/** The answer's body as text, uncompressed when the server compressed it. */
const decoded = (body: Buffer, encoding: string | undefined): string => {
  const inflate = { gzip: gunzipSync, deflate: inflateSync, br: brotliDecompressSync }[encoding ?? ''];
  return (inflate ? inflate(body) : body).toString('utf8');
};

/** A tiny HTTP client over keep-alive sockets: supertest would normalise `..` and refuse some paths. */
export class Wire {
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 1 });

  constructor(private readonly port: number) {}

  send(req: WireRequest): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const headers = { ...req.headers, ...(req.body ? { 'Content-Length': String(req.body.length) } : {}) };
      let answered = false;
      const outgoing = request({ host: '127.0.0.1', port: this.port, method: req.method, path: req.path, headers, agent: this.agent }, (res) => {
        answered = true;
        // A server-sent event stream never ends by itself: its status and headers are the answer.
        if (String(res.headers['content-type'] ?? '').startsWith('text/event-stream')) {
          res.destroy();
          return resolve({ status: res.statusCode!, headers: res.headers, text: '' });
        }
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, text: decoded(Buffer.concat(chunks), res.headers['content-encoding']) }));
        res.on('error', reject);
      });
      // The server may answer (413, 431) before it has read the whole body: the answer, if one comes, is what counts.
      outgoing.on('error', (error: NodeJS.ErrnoException) => {
        if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') return reject(error);
        setTimeout(() => answered || reject(error), 1_000);
      });
      outgoing.setTimeout(30_000, () => outgoing.destroy(new Error(`no answer to ${req.method} ${req.path.slice(0, 100)}`)));
      outgoing.end(req.body);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}
