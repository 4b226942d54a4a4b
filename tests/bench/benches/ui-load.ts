import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Browser, CDPSession } from 'playwright-core';
import { launchChromium } from '../../chromium.js';
import type { Bench, Figure } from '../bench.js';
import { serverThread } from './server-thread.js';

const uiDir = fileURLToPath(new URL('../../../packages/ui/dist/', import.meta.url));
/** A mid-range phone, as the issue measures: 4× slower than this machine's cores. */
const CPU_SLOWDOWN = 4;
const RUNS = 3;
const BASELINE = process.env.TESSERA_UI_BASELINE?.trim() || undefined;

/** What the page's own observers saw (installed before any script of the page runs). */
const OBSERVE = `window.__load = { fcp: 0, lcp: 0, longest: 0, tasks: 0 };
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') window.__load.fcp = e.startTime;
}).observe({ type: 'paint', buffered: true });
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) window.__load.lcp = e.startTime;
}).observe({ type: 'largest-contentful-paint', buffered: true });
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) {
    window.__load.tasks += 1;
    window.__load.longest = Math.max(window.__load.longest, e.duration);
  }
}).observe({ type: 'longtask', buffered: true });`;

interface Load {
  readonly fcp: number;
  readonly lcp: number;
  readonly longest: number;
  /** Sizes of the scripts that had arrived by the first paint. */
  readonly jsRaw: number;
  readonly jsGzip: number;
  readonly jsBrotli: number;
  readonly jsFiles: number;
  /** Every byte the page received (headers included) until its quotes were shown. */
  readonly wire: number;
}

/** A script's sizes as sent raw, gzip -9 and brotli 11 (computed, so any build compares alike). */
const sizes = new Map<string, { raw: number; gzip: number; brotli: number }>();
const sizesOf = (path: string) => {
  let known = sizes.get(path);
  if (known === undefined) {
    const content = existsSync(path) ? readFileSync(path) : Buffer.alloc(0);
    known = {
      raw: content.length,
      gzip: gzipSync(content, { level: 9 }).length,
      brotli: brotliCompressSync(content, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
      }).length,
    };
    sizes.set(path, known);
  }
  return known;
};

/**
 * Waits until `selector` matches, asking through the DevTools protocol every 50 ms. Not Playwright's
 * locators: their first use evaluates Playwright's injected script in the page, a 40–60 ms task at
 * 4× that the page's long-task observer counted as the page's own.
 */
const waitForSelector = async (cdp: CDPSession, selector: string, timeoutMs: number): Promise<void> => {
  const expression = `document.querySelector(${JSON.stringify(selector)}) !== null`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { result } = await cdp.send('Runtime.evaluate', { expression, returnByValue: true });
    if (result.value === true) return;
    if (Date.now() > deadline) throw new Error(`${selector} not shown within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

/** One cold load (new context, empty cache) of `url` until `ready` is shown and LCP has settled. */
const loadOnce = async (browser: Browser, url: string, ready: string, dir: string): Promise<Load> => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
  try {
    await context.addInitScript(OBSERVE);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url);
    await waitForSelector(cdp, ready, 30_000);
    // LCP may still move to a later, larger paint: give the page a moment without input.
    await page.waitForTimeout(1_000);
    const seen = await page.evaluate(() => {
      const load = (window as unknown as { __load: { fcp: number; lcp: number; longest: number } }).__load;
      const entries = [
        ...performance.getEntriesByType('navigation'),
        ...performance.getEntriesByType('resource'),
      ] as PerformanceResourceTiming[];
      return {
        ...load,
        resources: entries.map((e) => ({ name: e.name, end: e.responseEnd, transfer: e.transferSize })),
      };
    });
    const scripts = seen.resources.filter((r) => /\.js$/.test(new URL(r.name).pathname) && r.end <= seen.fcp);
    const file = (name: string) => join(dir, decodeURIComponent(new URL(name).pathname));
    const sum = (f: (size: ReturnType<typeof sizesOf>) => number) =>
      scripts.reduce((total, r) => total + f(sizesOf(file(r.name))), 0);
    return {
      fcp: seen.fcp,
      lcp: seen.lcp,
      longest: seen.longest,
      jsFiles: scripts.length,
      jsRaw: sum((size) => size.raw),
      jsGzip: sum((size) => size.gzip),
      jsBrotli: sum((size) => size.brotli),
      wire: seen.resources.reduce((total, r) => total + r.transfer, 0),
    };
  } finally {
    await context.close();
  }
};

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

const ROUTES = [
  { name: 'home', hash: '#/', ready: '[data-testid="quote-row"]' },
  { name: 'market', hash: '#/pages/market/market', ready: '[data-testid="quote-row"]' },
] as const;

/**
 * Cold loads of the home and market routes in Chromium at a phone's viewport with the CPU slowed
 * 4×, the built UI served as the server serves it (brotli) and, for comparison, the same build with
 * its `.br`/`.gz` files removed (what was sent before the server picked encodings), and a baseline
 * build if `TESSERA_UI_BASELINE` names one. Medians of three loads; figures printed, never asserted.
 */
export const uiLoad: Bench = {
  name: 'ui-load',
  summary: `cold loads of / and the market page, 390×844, CPU ${CPU_SLOWDOWN}× slower (median of ${RUNS})`,
  onlyWhenNamed: true,
  run: async () => {
    if (!existsSync(join(uiDir, 'index.html'))) throw new Error(`the UI is not built (looked in ${uiDir})`);
    // The same build without its compressed siblings: the server sends every file as it is.
    const plainDir = mkdtempSync(join(tmpdir(), 'tessera-ui-plain-'));
    cpSync(uiDir, plainDir, { recursive: true, filter: (source) => !/\.(br|gz)$/.test(source) });
    const variants = [
      { name: 'pre-compressed', dir: uiDir },
      { name: 'uncompressed', dir: plainDir },
      // Another build to compare with, e.g. the one before the initial-load work (issue "Markets,
      // charts and spot trading"): `TESSERA_UI_BASELINE=/path/to/its/packages/ui/dist pnpm bench ui-load`.
      ...(BASELINE === undefined ? [] : [{ name: 'baseline build', dir: BASELINE }]),
    ];
    const browser = await launchChromium();
    const figures: Figure[] = [];
    try {
      for (const variant of variants) {
        const server = await serverThread({ dataDir: 'memory://', uiDir: variant.dir, port: 0 });
        try {
          for (const route of ROUTES) {
            const url = `${server.url}/${route.hash}`;
            // A first load warms the server (its file handles, the market's first tick), not measured.
            await loadOnce(browser, url, route.ready, variant.dir);
            const loads: Load[] = [];
            for (let run = 0; run < RUNS; run += 1) {
              loads.push(await loadOnce(browser, url, route.ready, variant.dir));
            }
            const m = (f: (load: Load) => number) => median(loads.map(f));
            const label = `${route.name}, ${variant.name}:`;
            if (variant.dir !== plainDir) {
              figures.push(
                { label: `${label} JS before first paint`, value: m((l) => l.jsFiles), unit: 'files' },
                { label: `${label} JS before first paint, raw`, value: m((l) => l.jsRaw) / 1024, unit: 'KB' },
                {
                  label: `${label} JS before first paint, gzip`,
                  value: m((l) => l.jsGzip) / 1024,
                  unit: 'KB',
                },
                {
                  label: `${label} JS before first paint, brotli`,
                  value: m((l) => l.jsBrotli) / 1024,
                  unit: 'KB',
                },
              );
            }
            figures.push(
              { label: `${label} FCP`, value: m((l) => l.fcp), unit: 'ms' },
              { label: `${label} LCP`, value: m((l) => l.lcp), unit: 'ms' },
              { label: `${label} longest task`, value: m((l) => l.longest), unit: 'ms' },
              { label: `${label} bytes on the wire`, value: m((l) => l.wire) / 1024, unit: 'KB' },
            );
          }
        } finally {
          await server.close();
        }
      }
    } finally {
      await browser.close();
      rmSync(plainDir, { recursive: true, force: true });
    }
    return figures;
  },
};
