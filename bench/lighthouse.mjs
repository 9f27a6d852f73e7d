// Page quality as users' tools measure it: Lighthouse's mobile preset (simulated slow 4G and a
// 4x slower CPU) on the public pages, in Debian's Chromium where present.
import * as chromeLauncher from 'chrome-launcher';
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import lighthouse from 'lighthouse';
import { EmptyFigure, record } from './figures.mjs';
import { withBusyCore } from './lib.mjs';

const CHROMIUM = '/usr/bin/chromium';
const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
/**
 * The goals of issues 11 and 24 on each page: score >= 0.95, LCP <= 1.5 s, total blocking time
 * <= 150 ms, and script transferred <= 90 KiB on the home, 60 KiB elsewhere.
 */
const GOAL = { score: 0.95, lcpMs: 1500, tbtMs: 150, scriptKib: (path) => (path === '/' ? 90 : 60) };
/** Runs per page; the median run (by score) is the page's figure, as Lighthouse's own guidance has it. */
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/** How many of the three pages are measured (the smoke measures one). */
const PAGES = Number(process.env.BENCH_LIGHTHOUSE_PAGES ?? 3);

const medianRun = (runs) => [...runs].sort((a, b) => a.score - b.score || b.lcpMs - a.lcpMs)[Math.floor(runs.length / 2)];

const kib = (bytes) => `${(bytes / 1024).toFixed(0)} KiB`;

/** One Lighthouse run of `url` (performance only), its figures. */
export const measurePage = async (url, port) => {
  const { lhr } = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  // A run Lighthouse could not finish has no score: say why instead of printing an empty figure.
  if (lhr.categories.performance.score === null) throw new EmptyFigure(`Lighthouse ${url}: ${lhr.runtimeError?.code ?? 'nessun punteggio'} ${lhr.runtimeError?.message ?? ''}`);
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    score: lhr.categories.performance.score,
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    bytes: audit('total-byte-weight'),
    // A page without scripts has no 'script' row: zero bytes, not an unmeasured figure.
    scriptBytes: ((items) => (items ? (items.find((i) => i.resourceType === 'script')?.transferSize ?? 0) : NaN))(lhr.audits['resource-summary']?.details?.items),
  };
};

/**
 * The machine's floor: a page of plain text, no script, no image, no style sheet, served by the
 * bench itself. What Lighthouse reports for it is the browser's and Lighthouse's own work on this
 * machine (and, with a core kept busy, the wait for the CPU), which no page can go below: the
 * public pages' figures are read next to it.
 */
const REFERENCE_PAGE = `<!doctype html>
<html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pagina di riferimento</title><meta name="description" content="Solo testo: il minimo che un browser disegna."></head>
<body><h1>Pagina di riferimento</h1>
<p>Questa pagina contiene solo testo: nessuno script, nessuna immagine, nessun foglio di stile. Serve a misurare
quanto lavoro fanno il browser e Lighthouse su questa macchina per una pagina che non chiede nulla.</p>
<p>Le pagine pubbliche si confrontano con lei: la differenza è il lavoro che aggiungono loro.</p></body></html>`;

const serveReferencePage = () =>
  new Promise((resolve) => {
    const server = createServer((req, res) => {
      res.writeHead(req.url === '/' ? 200 : 404, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
      res.end(req.url === '/' ? REFERENCE_PAGE : '');
    });
    server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${server.address().port}/`, close: () => new Promise((r) => server.close(r)) }));
  });

/** One figure of a run, as the JSON keeps it. */
const figureOf = (m) => ({ score: m.score, tbt_ms: Math.round(m.tbtMs), lcp_ms: Math.round(m.lcpMs), fcp_ms: Math.round(m.fcpMs), cls: m.cls, script_kib: Math.round(m.scriptBytes / 102.4) / 10 });

const row = (label, width, m, rest) =>
  `  ${label.padEnd(width)}  ${m.score.toFixed(2).padStart(9)}  ${(m.fcpMs / 1000).toFixed(2)} s  ${(m.lcpMs / 1000).toFixed(2)} s  ${m.tbtMs.toFixed(0).padStart(4)} ms  ${m.cls.toFixed(3)}  ${rest}`;

/**
 * The public pages of the running server at `base` (the home, a blog list and an article) and the
 * reference page, each the median of RUNS runs; recorded under `key` and `key`_floor. With
 * BENCH_LIGHTHOUSE_BUSY=1 the whole pass runs again while another process keeps one core busy.
 */
export const benchLighthouse = async (base) => {
  const sitemap = await fetch(`${base}/sitemap.xml`).then((res) => res.text());
  const article = /<loc>[^<]*(\/blog\/corpo-e-mente\/[^<]+)<\/loc>/.exec(sitemap)?.[1];
  const pages = ['/', '/blog/corpo-e-mente', article ?? '/blog/corpo-e-mente/01-conoscere-il-proprio-cervello'].slice(0, PAGES);
  // Each page drawn once before it is measured, as after any start-up.
  for (const path of pages) await fetch(`${base}${path}`).then((res) => res.text());
  const chrome = await chromeLauncher.launch({ chromePath: existsSync(CHROMIUM) ? CHROMIUM : undefined, chromeFlags: FLAGS });
  const reference = await serveReferencePage();
  /** The median of RUNS runs of `url`; a run Lighthouse could not finish (the first after start-up, now and then) is run once more. */
  const median = async (url) => {
    const runs = [];
    const measure = () => measurePage(url, chrome.port);
    for (let i = 0; i < RUNS; i += 1) runs.push(await measure().catch((error) => (error instanceof EmptyFigure ? (console.error(`  ${error.message}: ripeto`), measure()) : Promise.reject(error))));
    return medianRun(runs);
  };
  const width = Math.max(50, ...pages.map((path) => path.length));
  const pass = async (key, title) => {
    console.log(`\nLighthouse, preset mobile (4G lenta simulata, CPU 4x più lenta), mediana di ${RUNS} misure per pagina${title}:`);
    console.log(`  ${'pagina'.padEnd(width)}  punteggio   FCP      LCP      TBT     CLS    byte (di cui script)`);
    let allMet = true;
    const measured = {};
    for (const path of pages) {
      const m = await median(`${base}${path}`);
      measured[path] = figureOf(m);
      const met = m.score >= GOAL.score && m.lcpMs <= GOAL.lcpMs && m.tbtMs <= GOAL.tbtMs && m.scriptBytes <= GOAL.scriptKib(path) * 1024;
      allMet &&= met;
      console.log(row(path, width, m, `${kib(m.bytes)} (${kib(m.scriptBytes)})  ${met ? 'obiettivo raggiunto' : 'SOTTO OBIETTIVO'}`));
    }
    const floor = await median(reference.url);
    console.log(row('pagina di riferimento (solo testo, nessuno script)', width, floor, `${kib(floor.bytes)}  il minimo di questa macchina`));
    record(key, measured);
    record(`${key}_floor`, figureOf(floor));
    console.log(
      `  obiettivo: punteggio >= ${GOAL.score}, LCP <= ${GOAL.lcpMs / 1000} s, TBT <= ${GOAL.tbtMs} ms, script <= ${GOAL.scriptKib('/')} KiB sulla home e ${GOAL.scriptKib('')} KiB altrove: ${allMet ? 'raggiunto' : 'non raggiunto'}`,
    );
  };
  try {
    await pass('public_lighthouse', '');
    if (process.env.BENCH_LIGHTHOUSE_BUSY === '1') await withBusyCore(() => pass('public_lighthouse_one_core_busy', ', con un core occupato da un altro processo'));
  } finally {
    await chrome.kill();
    await reference.close();
  }
};
