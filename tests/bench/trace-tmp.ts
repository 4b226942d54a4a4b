import { fileURLToPath } from 'node:url';
import { launchChromium } from '../chromium.js';
import { serverThread } from './benches/server-thread.js';

const uiDir = process.env.UI_DIR ?? fileURLToPath(new URL('../../packages/ui/dist/', import.meta.url));
const hash = process.argv[2] ?? '#/pages/market/market';
const server = await serverThread({ dataDir: 'memory://', uiDir, port: 0 });
const browser = await launchChromium();
for (let run = 0; run < 3; run += 1) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const events: any[] = [];
  cdp.on('Tracing.dataCollected', (d: any) => events.push(...d.value));
  const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,v8.execute,disabled-by-default-devtools.timeline,blink.user_timing,loading', transferMode: 'ReportEvents' });
  await page.goto(`${server.url}/${hash}`);
  await page.waitForSelector('[data-testid="quote-row"]', { timeout: 30000 });
  await page.waitForTimeout(1000);
  await cdp.send('Tracing.end');
  await done;
  if (run === 0) { await context.close(); continue; }
  const main = events.filter((e) => e.name === 'RunTask' && e.dur > 30000);
  const t0 = events.find((e) => e.name === 'navigationStart')?.ts ?? events[0].ts;
  for (const task of main) {
    const inside = events.filter((e) => e.tid === task.tid && e.ts >= task.ts && e.ts < task.ts + task.dur && e.dur > 3000 && e.name !== 'RunTask');
    console.log(`task at ${((task.ts - t0) / 1000).toFixed(0)} ms: ${(task.dur / 1000).toFixed(1)} ms`);
    for (const e of inside.slice(0, 14)) console.log(`   ${e.name} ${(e.dur / 1000).toFixed(1)} ${JSON.stringify(e.args?.data?.url ?? e.args?.data?.functionName ?? e.args?.data?.type ?? '').slice(-60)}`);
  }
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  console.log('FCP', fcp ? ((fcp.ts - t0) / 1000).toFixed(0) : '?');
  await context.close();
}
await browser.close();
await server.close();
