import { fileURLToPath } from 'node:url';
import { launchChromium } from '../chromium.js';
import { serverThread } from './benches/server-thread.js';

const uiDir = process.env.UI_DIR ?? fileURLToPath(new URL('../../packages/ui/dist/', import.meta.url));
const hash = process.argv[2] ?? '#/pages/market/market';
const server = await serverThread({ dataDir: 'memory://', uiDir, port: 0 });
const browser = await launchChromium();
for (let run = 0; run < 5; run += 1) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
  await context.addInitScript(`window.__tasks = []; window.__marks = [];
new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__tasks.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true });
new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__marks.push([e.name, Math.round(e.startTime)]); }).observe({ type: 'paint', buffered: true });
new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__marks.push([e.name, Math.round(e.startTime)]); }).observe({ type: 'mark', buffered: true });`);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(`${server.url}/${hash}`);
  await page.waitForSelector('[data-testid="quote-row"]', { timeout: 30000 });
  await page.waitForTimeout(1000);
  const { profile } = (await cdp.send('Profiler.stop')) as any;
  if (run >= 99) {
    const byId = new Map(profile.nodes.map((n: any) => [n.id, n]));
    const self = new Map<number, number>();
    const dts = profile.timeDeltas as number[];
    profile.samples.forEach((id: number, i: number) => self.set(id, (self.get(id) ?? 0) + (dts[i + 1] ?? 0)));
    const byUrl = new Map<string, number>();
    const byFn = new Map<string, number>();
    for (const [id, us] of self) {
      const n: any = byId.get(id);
      const url = (n.callFrame.url.split('/').pop() || n.callFrame.functionName || '(native)').slice(0, 30);
      byUrl.set(url, (byUrl.get(url) ?? 0) + us);
      const fn = `${n.callFrame.functionName || '(anon)'} ${url}:${n.callFrame.lineNumber}`;
      byFn.set(fn, (byFn.get(fn) ?? 0) + us);
    }
    console.log([...byUrl].sort((a, b) => b[1] - a[1]).slice(0, 14).map(([k, v]) => `${k} ${(v / 1000).toFixed(0)}`).join(' | '));
    console.log([...byFn].sort((a, b) => b[1] - a[1]).slice(0, 14).map(([k, v]) => `${k} ${(v / 1000).toFixed(0)}`).join('\n'));
  }
  const r = await page.evaluate(() => ({ t: (window as any).__tasks, m: (window as any).__marks, nav: performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.js')).map((e) => [e.name.split('/').pop()!.slice(0, 12), Math.round(e.startTime), Math.round((e as PerformanceResourceTiming).responseEnd)]) }));
  console.log(JSON.stringify(r.t), JSON.stringify(r.m));
  if (run === 4) console.log(JSON.stringify(r.nav));
  await context.close();
}
await browser.close();
await server.close();
