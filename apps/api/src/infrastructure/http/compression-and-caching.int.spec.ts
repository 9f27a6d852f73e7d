import express from 'express';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { PASSWORD } from '../../../test/helpers.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { compressResponses } from './compression.js';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One request as a browser sends it, the body as it came over the wire (no decoding). */
const fetchRaw = (server: Server, path: string, headers: Record<string, string> = {}): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const { port } = server.address() as AddressInfo;
    const req = httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });

const decoded = (a: Answer): Buffer =>
  a.headers['content-encoding'] === 'br' ? brotliDecompressSync(a.body) : a.headers['content-encoding'] === 'gzip' ? gunzipSync(a.body) : a.body;

const IMMUTABLE = 'public, max-age=31536000, immutable';
const BROWSER = { 'Accept-Encoding': 'gzip, deflate, br, zstd' };

/** A built app as Vite leaves it: index.html, hashed files under assets/, unhashed public files. */
const fakeDist = (root: string, title: string) => {
  mkdirSync(join(root, 'assets'), { recursive: true });
  const script = `console.log(${JSON.stringify(title)});\n`.repeat(400);
  writeFileSync(join(root, 'index.html'), `<!doctype html><title>${title}</title>${'<p>Lavagna</p>'.repeat(200)}`);
  writeFileSync(join(root, 'assets', 'index-Ab3_d9Zq.js'), script);
  writeFileSync(join(root, 'assets', 'index-Qw12-r34.css'), 'body { margin: 0 }\n'.repeat(300));
  writeFileSync(join(root, 'favicon.svg'), `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(400)}</svg>`);
  return script;
};

describe('responses compressed and hashed assets cached for a year', () => {
  let t: TestApp;
  let server: Server;
  const dir = mkdtempSync(join(tmpdir(), 'lavagna-dist-'));
  const webScript = fakeDist(join(dir, 'web'), 'area studenti');
  const adminScript = fakeDist(join(dir, 'admin'), 'console docente');

  beforeAll(async () => {
    t = await createTestApp({}, undefined, { webDist: join(dir, 'web'), adminDist: join(dir, 'admin') });
    server = t.app.getHttpServer().listen(0, '127.0.0.1');
    await new Promise((ready) => server.once('listening', ready));
  });
  afterAll(async () => {
    server.close();
    await t.close();
  });

  it('serves hashed scripts and styles compressed with brotli, immutable for a year', async () => {
    const js = await fetchRaw(server, '/assets/index-Ab3_d9Zq.js', BROWSER);
    expect(js.status).toBe(200);
    expect(js.headers['content-encoding']).toBe('br');
    expect(js.headers['cache-control']).toBe(IMMUTABLE);
    expect(js.headers.vary).toMatch(/Accept-Encoding/i);
    expect(js.body.length).toBeLessThan(webScript.length / 10);
    expect(decoded(js).toString('utf8')).toBe(webScript);

    const css = await fetchRaw(server, '/assets/index-Qw12-r34.css', { 'Accept-Encoding': 'gzip' });
    expect(css.headers['content-encoding']).toBe('gzip');
    expect(css.headers['cache-control']).toBe(IMMUTABLE);
    expect(decoded(css).toString('utf8')).toBe(readFileSync(join(dir, 'web', 'assets', 'index-Qw12-r34.css'), 'utf8'));

    const admin = await fetchRaw(server, '/admin/assets/index-Ab3_d9Zq.js', BROWSER);
    expect(admin.headers['cache-control']).toBe(IMMUTABLE);
    expect(decoded(admin).toString('utf8')).toBe(adminScript);

    const plain = await fetchRaw(server, '/assets/index-Ab3_d9Zq.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toBe(webScript);
  });

  it('never stores index.html or the pages it stands for (each carries its own CSP nonce), and revalidates unhashed files', async () => {
    for (const [path, cache] of [
      ['/', 'no-store'],
      ['/prenota/settimana', 'no-store'],
      ['/admin/', 'no-store'],
      ['/admin/students', 'no-store'],
      ['/favicon.svg', 'no-cache'],
      ['/admin/favicon.svg', 'no-cache'],
    ]) {
      const page = await fetchRaw(server, path!, BROWSER);
      expect([path, page.status, page.headers['cache-control']]).toEqual([path, 200, cache]);
      expect([path, page.headers['content-encoding']]).toEqual([path, 'br']);
    }
    expect(decoded(await fetchRaw(server, '/admin/students', BROWSER)).toString('utf8')).toContain('<title>console docente</title>');
  });

  it('answers a hashed file that is not there with 404, not with the page', async () => {
    for (const path of ['/assets/index-XXXXXXXX.js', '/admin/assets/index-XXXXXXXX.js']) {
      const missing = await fetchRaw(server, path, BROWSER);
      expect([path, missing.status]).toEqual([path, 404]);
      expect(missing.headers['content-type']).not.toMatch(/html/);
    }
  });

  it('compresses the API answers', async () => {
    const signedIn = await t.http().post('/api/users/check').send({ email: 'docente@lavagna.test', pw: PASSWORD }).expect(200);
    const cookie = (signedIn.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
    const list = await fetchRaw(server, '/api/admin/students', { ...BROWSER, Cookie: cookie });
    expect(list.status).toBe(200);
    expect(list.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decoded(list).toString('utf8'))).toHaveLength(3);
  });
});

describe('server-sent events', () => {
  it('reach the browser as they are written, uncompressed, while gzip is on for the rest', async () => {
    const app = express();
    app.use(compressResponses());
    let release = () => {};
    app.get('/events', (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
      res.write('data: {"pronto":true}\n\n');
      release = () => res.end();
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((ready) => server.once('listening', ready));
    try {
      const first = await new Promise<{ encoding: string | undefined; chunk: string } | 'held back'>((resolve, reject) => {
        setTimeout(() => resolve('held back'), 2_000);
        const { port } = server.address() as AddressInfo;
        httpRequest({ host: '127.0.0.1', port, path: '/events', headers: BROWSER }, (res) => {
          res.once('data', (c: Buffer) => resolve({ encoding: res.headers['content-encoding'], chunk: c.toString('utf8') }));
        })
          .on('error', reject)
          .end();
      });
      expect(first).toEqual({ encoding: undefined, chunk: 'data: {"pronto":true}\n\n' });
    } finally {
      release();
      server.close();
    }
  });
});
