import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contract, okEnvelope } from '@tessera/contract';
import { MARKETS, type ServerConfig, startServer, syntheticMarkets } from '@tessera/server';
import * as E from 'fp-ts/lib/Either.js';
import { UNREACHED_REQUEST_BUDGET } from '../../support/request-budget.js';
import type { Bench, Figure } from '../bench.js';

const REQUESTS = 400;
const HOUR_MS = 60 * 60 * 1000;
const DAY_S = 24 * 60 * 60;

const base: Partial<ServerConfig> = {
  port: 0,
  uiDir: '/nonexistent',
  operatorKey: 'quotes-bench-operator-key-0123456789',
  fxRatesUrl: 'off',
  logger: false,
  requestBudget: UNREACHED_REQUEST_BUDGET,
};

/** One GET over a keep-alive agent; answers the body. */
const get = (agent: Agent, url: string): Promise<string> =>
  new Promise((resolve, reject) => {
    const sent = request(url, { agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      response.on('error', reject);
    });
    sent.on('error', reject);
    sent.end();
  });

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/**
 * CPU per `/currency/quotation_new` request with `count` markets: server and client share this
 * process, so the figure includes the client's (constant) share. The snapshot is made once per
 * tick; the figure beside it is what encoding and serializing the answer afresh costs, the work
 * every request did before.
 */
const perRequest = async (count: number): Promise<Figure[]> => {
  const server = await startServer({
    ...base,
    dataDir: 'memory://',
    markets: syntheticMarkets(count),
    historyMs: 2 * HOUR_MS,
    tickMs: 1000,
  });
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const url = `${server.url}/api/currency/quotation_new`;
    await new Promise((resolve) => setTimeout(resolve, 1200));
    for (let i = 0; i < 50; i++) await get(agent, url);
    const started = cpuMs();
    let body = '';
    for (let i = 0; i < REQUESTS; i++) body = await get(agent, url);
    const perRequestMs = (cpuMs() - started) / REQUESTS;
    const parsed = JSON.parse(body) as { message: unknown };
    const decoded = contract.quotations.result.decode(parsed.message);
    if (E.isLeft(decoded) || decoded.right.length !== count) throw new Error(`expected ${count} quotes`);
    const encode = () => JSON.stringify(okEnvelope(contract.quotations.result.encode(decoded.right)));
    for (let i = 0; i < 100; i++) encode();
    const fresh = performance.now();
    for (let i = 0; i < 200; i++) encode();
    const freshMs = (performance.now() - fresh) / 200;
    return [
      { label: `${count} markets: CPU per request`, value: perRequestMs * 1000, unit: 'µs' },
      { label: `${count} markets: encoding afresh would add`, value: freshMs * 1000, unit: 'µs' },
    ];
  } finally {
    agent.destroy();
    await server.close();
  }
};

/**
 * CPU per `/currency/new_timeshar` request for 500 four-hour candles of BTC/USDT: the newest (kept
 * in memory and followed by every write) beside 500 ending 280 days back (read from the database:
 * memory keeps the newest 1,500), on a server with a year of history.
 */
const klineRequests = async (url: string): Promise<Figure[]> => {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const quotes = JSON.parse(await get(agent, `${url}/api/currency/quotation_new`)) as {
    message: { updated_at: string }[];
  };
  // The server's time (its clock may be simulated).
  const nowS = Math.floor(Date.parse(quotes.message[0]?.updated_at ?? '') / 1000);
  const range = (endS: number) =>
    `${url}/api/currency/new_timeshar?symbol=BTC%2FUSDT&period=4h&from=${endS - 499 * 4 * 3600}&to=${endS}`;
  const cpuPerRequest = async (target: string) => {
    const body = JSON.parse(await get(agent, target)) as { message: unknown[] };
    if (body.message.length < 400) throw new Error(`expected about 500 candles, got ${body.message.length}`);
    for (let i = 0; i < 20; i++) await get(agent, target);
    const started = cpuMs();
    for (let i = 0; i < 200; i++) await get(agent, target);
    return ((cpuMs() - started) / 200) * 1000;
  };
  try {
    return [
      {
        label: 'K-lines, newest 500 (memory): CPU per request',
        value: await cpuPerRequest(range(nowS)),
        unit: 'µs',
      },
      {
        label: 'K-lines, 500 ending 280 days back (database): CPU per request',
        value: await cpuPerRequest(range(nowS - 280 * DAY_S)),
        unit: 'µs',
      },
    ];
  } finally {
    agent.destroy();
  }
};

const timed = async (config: Partial<ServerConfig>) => {
  const started = performance.now();
  const server = await startServer({ ...base, ...config });
  return { server, ms: performance.now() - started };
};

/**
 * Start-up of the default markets on an embedded database kept on disk: fresh (a year of history
 * synthesized and written), then restarted after the simulated clock moved `days` ahead (the
 * jump filled with candles) and the market ran on.
 */
const startUp = async (days: number): Promise<Figure[]> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-quotes-bench-'));
  try {
    const config = { dataDir, clockMode: 'simulated' as const, tickMs: 200, markets: MARKETS };
    // The same start without history: what opening and migrating the database costs alone.
    const bare = await timed({ dataDir: 'memory://', markets: MARKETS, historyMs: 0 });
    await bare.server.close();
    const fresh = await timed(config);
    const klines = await klineRequests(fresh.server.url);
    const advanced = await fetch(`${fresh.server.url}/api/operator/clock/advance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'operator-key': base.operatorKey ?? '' },
      body: JSON.stringify({ seconds: days * DAY_S }),
    });
    if (!advanced.ok) throw new Error(`advance failed: ${advanced.status}`);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await fresh.server.close();
    const again = await timed(config);
    await again.server.close();
    return [
      { label: 'start-up, fresh in-memory database, no history', value: bare.ms, unit: 'ms' },
      { label: 'start-up, fresh database (year of history)', value: fresh.ms, unit: 'ms' },
      { label: `start-up after ${days} simulated days`, value: again.ms, unit: 'ms' },
      ...klines,
    ];
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
};

export const quotes: Bench = {
  name: 'quotes',
  summary:
    'CPU per /currency/quotation_new request at 6, 60 and 600 markets; start-up fresh and after simulated days; CPU per K-line request',
  run: async () => [
    ...(await perRequest(6)),
    ...(await perRequest(60)),
    ...(await perRequest(600)),
    ...(await startUp(3)),
  ],
};
