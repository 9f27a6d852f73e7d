import { chromium } from '@playwright/test';
import fs from 'node:fs';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const page = await browser.newPage();
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.goto(process.argv[2], { waitUntil: 'networkidle' });
await page.waitForTimeout(1500);
const { profile } = await cdp.send('Profiler.stop');
await browser.close();
// self time per function and per url
const byId = new Map(profile.nodes.map(n => [n.id, n]));
const self = new Map();
const dt = profile.timeDeltas; let i = 0;
const counts = new Map();
for (const s of profile.samples) { counts.set(s, (counts.get(s) ?? 0) + (dt[i++] ?? 0)); }
const perUrl = new Map(), perFn = new Map();
for (const [id, us] of counts) { const n = byId.get(id); const cf = n.callFrame; const url = cf.url.split('/').pop() || cf.url || '(native)'; perUrl.set(url, (perUrl.get(url) ?? 0) + us); const k = `${cf.functionName || '(anon)'} ${url}:${cf.lineNumber}`; perFn.set(k, (perFn.get(k) ?? 0) + us); }
console.log([...perUrl].sort((a,b)=>b[1]-a[1]).slice(0,12).map(([k,v])=>`${k} ${(v/1000).toFixed(0)}ms`).join('\n'));
console.log('---');
console.log([...perFn].sort((a,b)=>b[1]-a[1]).slice(0,25).map(([k,v])=>`${k} ${(v/1000).toFixed(0)}ms`).join('\n'));
