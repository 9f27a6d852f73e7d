import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { PORT, startServer } from './lib.mjs';
const server = await startServer();
const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: FLAGS });
try {
  const sitemap = await fetch(`http://localhost:${PORT}/sitemap.xml`).then((r) => r.text());
  const article = /<loc>[^<]*(\/blog\/corpo-e-mente\/[^<]+)<\/loc>/.exec(sitemap)?.[1];
  for (const path of (process.env.PATHS ?? '/').split(',').map((p) => (p === 'article' ? article : p))) {
    await fetch(`http://localhost:${PORT}${path}`).then((r) => r.text());
    for (let i = 0; i < Number(process.env.N ?? 2); i++) {
      const { lhr } = await lighthouse(`http://localhost:${PORT}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      const a = (id) => lhr.audits[id];
      console.log(path, 'score', lhr.categories.performance.score, 'TBT', a('total-blocking-time').numericValue.toFixed(0), 'LCP', a('largest-contentful-paint').numericValue.toFixed(0), 'FCP', a('first-contentful-paint').numericValue.toFixed(0), 'SI', a('speed-index').numericValue.toFixed(0), 'CLS', a('cumulative-layout-shift').numericValue);
      console.log('  breakdown', JSON.stringify(a('mainthread-work-breakdown').details.items.map((x) => [x.group, Math.round(x.duration)])));
      console.log('  bootup', JSON.stringify(a('bootup-time').details.items.map((x) => [x.url.slice(-50), Math.round(x.total), Math.round(x.scripting)])));
      console.log('  long tasks', JSON.stringify((a('long-tasks').details?.items ?? []).map((x) => [String(x.url).slice(-40), Math.round(x.startTime), Math.round(x.duration)])));
      console.log('  weights', JSON.stringify(a('resource-summary').details.items.map((x) => [x.resourceType, x.transferSize])));
      console.log('  dom', a('dom-size')?.numericValue, 'metrics', JSON.stringify(Object.fromEntries(['observedFirstContentfulPaint','observedLargestContentfulPaint','observedDomContentLoaded','observedLoad'].map(k=>[k, lhr.audits.metrics.details.items[0][k]]))));
    }
  }
} finally {
  await chrome.kill();
  await server.stop();
}
