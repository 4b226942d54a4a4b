import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../../chromium.js';
import type { Bench, Figure } from '../bench.js';
import { serverThread } from './server-thread.js';

const uiDir = fileURLToPath(new URL('../../../packages/ui/dist/', import.meta.url));
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

/** One unmasked websocket text frame, as a server sends it. */
const textFrame = (text: string): Buffer => {
  const payload = Buffer.from(text);
  const length = payload.length;
  const head =
    length < 126
      ? Buffer.from([0x81, length])
      : length < 65_536
        ? Buffer.from([0x81, 126, length >> 8, length & 0xff])
        : Buffer.concat([
            Buffer.from([0x81, 127]),
            Buffer.alloc(4),
            Buffer.from(new Uint32Array([length]).buffer).reverse(),
          ]);
  return Buffer.concat([head, payload]);
};

/**
 * A stand-in for the server in front of the real one: it answers the quote list with 100 markets
 * and speaks just enough socket.io (engine.io 4 over a real websocket) to accept the app's
 * connection and push `tickers` batches, one websocket frame each as the real server sends them;
 * everything else is passed to the real server. The pushes cross a real socket, so the page's
 * main thread does only what it would do in production.
 */
const startFront = async (upstream: string) => {
  const sockets = new Set<Socket>();
  const front = createServer(async (request: IncomingMessage, response) => {
    if (request.url?.startsWith('/api/currency/quotation_new')) {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ type: 'ok', message: symbols.map((base) => quote(base, 0)) }));
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const headers = Object.fromEntries(
      Object.entries(request.headers).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[0] !== 'accept-encoding',
      ),
    );
    const answer = await fetch(`${upstream}${request.url ?? '/'}`, {
      method: request.method ?? 'GET',
      headers,
      ...(chunks.length > 0 ? { body: Buffer.concat(chunks) } : {}),
    });
    const body = Buffer.from(await answer.arrayBuffer());
    answer.headers.forEach((value, name) => {
      if (!['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(name)) {
        response.setHeader(name, value);
      }
    });
    response.statusCode = answer.status;
    response.end(body);
  });
  front.on('upgrade', (request: IncomingMessage, socket: Socket) => {
    const key = request.headers['sec-websocket-key'] ?? '';
    const accept = createHash('sha1').update(`${key}258EAFA5-E914-47DA-95CA-C5AB0DC85B11`).digest('base64');
    socket.write(
      `HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`,
    );
    socket.write(
      textFrame(
        `0${JSON.stringify({ sid: 'bench', upgrades: [], pingInterval: 600_000, pingTimeout: 600_000, maxPayload: 1_000_000 })}`,
      ),
    );
    // The client's first frame is its namespace CONNECT: accept it; later frames (sub, auth) need no answer.
    socket.once('data', () => {
      socket.write(textFrame('40{"sid":"bench-ns"}'));
      sockets.add(socket);
    });
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => sockets.delete(socket));
  });
  front.listen(0, '127.0.0.1');
  await once(front, 'listening');
  return {
    url: `http://127.0.0.1:${(front.address() as AddressInfo).port}`,
    connected: () => sockets.size,
    push: (payload: unknown) => {
      const frame = textFrame(`42${JSON.stringify(['tickers', payload])}`);
      for (const socket of sockets) socket.write(frame);
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      front.closeAllConnections();
      front.close();
      await once(front, 'close');
    },
  };
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

const measure = async (browser: Browser, upstream: string): Promise<Figure[]> => {
  const front = await startFront(upstream);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
  try {
    const page = await context.newPage();
    await page.goto(`${front.url}/#/pages/market/market`);
    await page
      .locator('[data-testid="quote-row"]')
      .nth(SYMBOLS - 1)
      .waitFor({ timeout: 30_000 });
    while (front.connected() === 0) await page.waitForTimeout(50);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    let step = 0;
    const pushing = setInterval(() => {
      step += 1;
      // The server coalesces a tick's changed quotes into one `tickers` push.
      front.push(symbols.map((base) => quote(base, step)));
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
    await front.close();
  }
};

/**
 * The market page while 100 symbols tick 10 times a second (1,000 pushes a second, each its own
 * websocket frame, from a socket.io stand-in in front of the real server), the CPU 4× slower:
 * how often the list repaints and how long frames take. Figures printed, never asserted.
 */
export const quoteFrames: Bench = {
  name: 'quote-frames',
  summary: `market page, ${SYMBOLS} symbols × ${TICKS_PER_SECOND} ticks/s, CPU ${CPU_SLOWDOWN}× slower, ${MEASURE_MS / 1000} s`,
  onlyWhenNamed: true,
  run: async () => {
    if (!existsSync(join(uiDir, 'index.html'))) throw new Error(`the UI is not built (looked in ${uiDir})`);
    const browser = await launchChromium();
    const figures: Figure[] = [];
    try {
      for (const build of [
        { name: 'this build', dir: uiDir },
        ...(BASELINE === undefined ? [] : [{ name: 'baseline build', dir: BASELINE }]),
      ]) {
        const server = await serverThread({ dataDir: 'memory://', uiDir: build.dir, port: 0 });
        try {
          for (const figure of await measure(browser, server.url)) {
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
