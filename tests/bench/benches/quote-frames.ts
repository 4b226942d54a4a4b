import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type WebSocketRoute } from 'playwright-core';
import type { Bench, Figure } from '../bench.js';
import { serverThread } from './server-thread.js';

const uiDir = fileURLToPath(new URL('../../../packages/ui/dist/', import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const BASELINE = process.env.TESSERA_UI_BASELINE?.trim() || undefined;
const SYMBOLS = 100;
const TICKS_PER_SECOND = 10;
const MEASURE_MS = 5_000;
const CPU_SLOWDOWN = 4;

const symbols = Array.from({ length: SYMBOLS }, (_, i) => `C${String(i).padStart(3, '0')}`);
/** One quote as the server sends it (QuoteCodec), its price moved by `step`. */
const quote = (base: string, step: number) => {
  const price = (100 + Math.sin(step / 7 + base.length) * 5 + Number(base.slice(1)) / 10).toFixed(2);
  return {
    symbol: `${base}/USDT`,
    currency_name: base,
    legal_name: 'USDT',
    now_price: price,
    change: (Math.sin(step / 5) * 3).toFixed(2),
    high: '120.00',
    low: '80.00',
    volume: '123456.7',
    updated_at: new Date(Date.UTC(2026, 0, 1) + step * 100).toISOString(),
  };
};

/**
 * A socket.io server in the page's network layer (engine.io 4 over a websocket): it accepts the
 * connection and the default namespace, and lets the bench push `ticker` events, one frame each
 * as the real server sends them.
 */
const fakeSocketIo = (ws: WebSocketRoute, ready: (push: (payload: unknown) => void) => void) => {
  ws.send(
    JSON.stringify({ sid: 'bench', upgrades: [], pingInterval: 60_000, pingTimeout: 60_000 }).replace(
      /^/,
      '0',
    ),
  );
  ws.onMessage((message) => {
    if (typeof message === 'string' && message.startsWith('40')) {
      ws.send('40{"sid":"bench-ns"}');
      ready((payload) => ws.send(`42${JSON.stringify(['ticker', payload])}`));
    }
  });
};

/** Measures frames and list repaints in the page for `ms`, under pushes started by the caller. */
const MEASURE = (ms: number) => `new Promise((resolve) => {
  const frames = [];
  const longTasks = [];
  let repaints = 0;
  const list = document.querySelector('[data-testid="quotes"]');
  const observer = new MutationObserver(() => { repaints += 1; });
  observer.observe(list, { subtree: true, childList: true, characterData: true, attributes: true });
  const tasks = new PerformanceObserver((entries) => { for (const e of entries.getEntries()) longTasks.push(e.duration); });
  tasks.observe({ type: 'longtask' });
  const started = performance.now();
  let last = started;
  const frame = (now) => {
    frames.push(now - last);
    last = now;
    if (now - started < ${ms}) requestAnimationFrame(frame);
    else { observer.disconnect(); tasks.disconnect(); resolve({ frames, repaints, longTasks, elapsed: now - started }); }
  };
  requestAnimationFrame(frame);
})`;

const percentile = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? 0;
};

const measure = async (browser: Browser, url: string): Promise<Figure[]> => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
  try {
    const page = await context.newPage();
    let push: ((payload: unknown) => void) | undefined;
    await page.route(/\/api\/currency\/quotation_new/, (route) =>
      route.fulfill({ json: { type: 'ok', message: symbols.map((base) => quote(base, 0)) } }),
    );
    await page.routeWebSocket(/\/socket\.io\//, (ws) =>
      fakeSocketIo(ws, (send) => {
        push = send;
      }),
    );
    await page.goto(url);
    await page
      .locator('[data-testid="quote-row"]')
      .nth(SYMBOLS - 1)
      .waitFor({ timeout: 30_000 });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    let step = 0;
    const pushing = setInterval(() => {
      step += 1;
      for (const base of symbols) push?.(quote(base, step));
    }, 1000 / TICKS_PER_SECOND);
    const seen = (await page.evaluate(MEASURE(MEASURE_MS))) as {
      frames: number[];
      repaints: number;
      longTasks: number[];
      elapsed: number;
    };
    clearInterval(pushing);
    const seconds = seen.elapsed / 1000;
    return [
      { label: 'frames drawn', value: seen.frames.length / seconds, unit: '/s' },
      { label: 'frame time p50', value: percentile(seen.frames, 0.5), unit: 'ms' },
      { label: 'frame time p95', value: percentile(seen.frames, 0.95), unit: 'ms' },
      { label: 'frame time max', value: Math.max(0, ...seen.frames), unit: 'ms' },
      { label: 'list repaints', value: seen.repaints / seconds, unit: '/s' },
      { label: 'list repaints per frame', value: seen.repaints / Math.max(1, seen.frames.length), unit: '' },
      { label: 'long tasks', value: seen.longTasks.length / seconds, unit: '/s' },
      { label: 'longest task', value: Math.max(0, ...seen.longTasks), unit: 'ms' },
    ];
  } finally {
    await context.close();
  }
};

/**
 * The market page while 100 symbols tick 10 times a second (1,000 pushes a second, each its own
 * websocket frame, from a socket.io stand-in in the page's network layer), the CPU 4× slower:
 * how often the list repaints and how long frames take. Figures printed, never asserted.
 */
export const quoteFrames: Bench = {
  name: 'quote-frames',
  summary: `market page, ${SYMBOLS} symbols × ${TICKS_PER_SECOND} ticks/s, CPU ${CPU_SLOWDOWN}× slower, ${MEASURE_MS / 1000} s`,
  onlyWhenNamed: true,
  run: async () => {
    if (!existsSync(join(uiDir, 'index.html'))) throw new Error(`the UI is not built (looked in ${uiDir})`);
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
    const figures: Figure[] = [];
    try {
      for (const build of [
        { name: 'this build', dir: uiDir },
        ...(BASELINE === undefined ? [] : [{ name: 'baseline build', dir: BASELINE }]),
      ]) {
        const server = await serverThread({ dataDir: 'memory://', uiDir: build.dir, port: 0 });
        try {
          for (const figure of await measure(browser, `${server.url}/#/pages/market/market`)) {
            figures.push({ ...figure, label: `${build.name}: ${figure.label}` });
          }
        } finally {
          await server.close();
        }
      }
    } finally {
      await browser.close();
    }
    return figures;
  },
};
