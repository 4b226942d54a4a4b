/**
 * `pnpm load`: 1,000 simulated users (LOAD_USERS) on one server node for a minute (LOAD_SECONDS),
 * doing what people do in the app — mostly reading quotes, books, charts, balances and orders,
 * sometimes placing or cancelling an order or moving money — each with a short pause between
 * actions. The server runs as a process of its own (`node dist/main.js`, PGlite unless
 * DATABASE_URL is set), so its CPU is measured apart from the load's. Prints the throughput, p50
 * and p99 per endpoint, errors, the server's CPU and event-loop lag, and which saturated first.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent, request } from 'undici';
import { loopbackAddress } from '../support/loopback.js';
import { killServerProcess, startServerProcess } from '../support/server-process.js';

const USERS = Number(process.env.LOAD_USERS ?? 1_000);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
/** Accounts the users sign in to (several devices of one person each). */
const ACCOUNTS = Math.min(100, USERS);
/** Source addresses the users come from, so per-address budgets see many people. */
const ADDRESSES = 50;
const THINK_MS: readonly [number, number] = [100, 1_000];
const operatorKey = randomBytes(24).toString('base64url');

const database = process.env.DATABASE_URL?.trim();
const server = await startServerProcess({
  OPERATOR_KEY: operatorKey,
  ...(database
    ? { DATABASE_URL: database, DATABASE_SCHEMA: `load_${Date.now().toString(36)}` }
    : { DATA_DIR: 'memory://' }),
});
const base = `${server.url}/api`;
const agents = Array.from(
  { length: ADDRESSES },
  (_, i) =>
    new Agent({
      connections: Math.ceil(USERS / ADDRESSES) + 2,
      localAddress: loopbackAddress(i + 100),
    }),
);

type Envelope = { type: unknown; message: unknown };
const call = async (agent: Agent, method: 'GET' | 'POST', path: string, token?: string, body?: object) => {
  const response = await request(`${base}${path}`, {
    method,
    dispatcher: agent,
    headers: {
      'content-type': 'application/json',
      'operator-key': operatorKey,
      ...(token === undefined ? {} : { authorization: token }),
      ...(method === 'POST' ? { 'idempotency-key': randomBytes(12).toString('hex') } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.statusCode, body: (await response.body.json()) as Envelope };
};

// Accounts, each with money to trade.
const password = 'load-password-9';
const tokens: string[] = [];
const setupStarted = performance.now();
for (let i = 0; i < ACCOUNTS; i += 1) {
  const agent = agents[i % ADDRESSES] as Agent;
  const name = `load${Date.now().toString(36)}a${i}`;
  const registered = await call(agent, 'POST', '/user/register', undefined, {
    type: 'username',
    user_string: name,
    password,
    re_password: password,
    extension_code: 'TESSERA',
  });
  if (registered.body.type !== 'ok')
    throw new Error(`${name} could not sign up: ${JSON.stringify(registered.body)}`);
  for (const [currency, amount] of [
    ['USDT', '100000'],
    ['BTC', '2'],
  ] as const) {
    await call(agent, 'POST', '/operator/deposits/confirm', undefined, {
      user: name,
      currency,
      amount,
      reference: `load-${name}-${currency}`,
    });
  }
  const login = await call(agent, 'POST', '/user/login', undefined, { user_string: name, password });
  if (login.body.type !== 'ok') throw new Error(`${name} could not sign in: ${JSON.stringify(login.body)}`);
  tokens.push(String(login.body.message));
}
const markets = (await call(agents[0] as Agent, 'GET', '/coin/markets', tokens[0])).body.message as {
  symbol: string;
  currency_id: number;
  legal_id: number;
}[];
const btc = markets.find((market) => market.symbol === 'BTC/USDT');
if (btc === undefined) throw new Error('no BTC/USDT market');
console.log(
  `set up ${ACCOUNTS} funded accounts in ${((performance.now() - setupStarted) / 1000).toFixed(0)} s`,
);

/** The mix, by weight: what a person in the app asks for. */
const now = () => Math.floor(Date.now() / 1000);
const ACTIONS: readonly {
  name: string;
  weight: number;
  run: (agent: Agent, token: string, mine: number[]) => ReturnType<typeof call>;
}[] = [
  { name: 'GET quotes', weight: 30, run: (a, t) => call(a, 'GET', '/currency/quotation_new', t) },
  { name: 'GET depth', weight: 15, run: (a, t) => call(a, 'GET', '/coin/depth?symbol=BTC/USDT', t) },
  { name: 'GET trades', weight: 8, run: (a, t) => call(a, 'GET', '/coin/trades?symbol=BTC/USDT', t) },
  {
    name: 'GET klines',
    weight: 8,
    run: (a, t) =>
      call(
        a,
        'GET',
        `/currency/new_timeshar?symbol=BTC/USDT&period=1m&from=${now() - 6 * 3600}&to=${now()}`,
        t,
      ),
  },
  { name: 'POST wallet', weight: 10, run: (a, t) => call(a, 'POST', '/wallet/list', t, {}) },
  { name: 'GET orders', weight: 10, run: (a, t) => call(a, 'GET', '/coin/list?state=open', t) },
  {
    name: 'POST order',
    weight: 10,
    run: async (a, t, mine) => {
      const placed = await call(a, 'POST', '/coin/trade', t, {
        currency_id: btc.currency_id,
        legal_id: btc.legal_id,
        type: Math.random() < 0.5 ? 1 : 2,
        amount: '0.001',
        ...(Math.random() < 0.8 ? { target_price: String(50_000 + Math.floor(Math.random() * 30_000)) } : {}),
      });
      if (placed.body.type === 'ok') mine.push((placed.body.message as { id: number }).id);
      return placed;
    },
  },
  {
    name: 'POST cancel',
    weight: 5,
    run: (a, t, mine) => {
      const id = mine.pop();
      return id === undefined
        ? call(a, 'GET', '/coin/list?state=done', t)
        : call(a, 'POST', '/coin/cancel', t, { id });
    },
  },
  {
    name: 'POST transfer',
    weight: 4,
    run: (a, t) =>
      call(a, 'POST', '/wallet/change', t, {
        currency_id: btc.legal_id,
        number: '1',
        from_field: 'balance',
        to_field: 'futures',
      }),
  },
];
const totalWeight = ACTIONS.reduce((sum, action) => sum + action.weight, 0);
const drawAction = () => {
  let left = Math.random() * totalWeight;
  for (const action of ACTIONS) {
    left -= action.weight;
    if (left < 0) return action;
  }
  return ACTIONS[0] as (typeof ACTIONS)[number];
};

// The server process's CPU time, from /proc (Linux), sampled every second.
const cpuTicks = () => {
  const fields = readFileSync(`/proc/${server.child.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return Number(fields[11]) + Number(fields[12]);
};
const TICKS_PER_SECOND = 100;
const cpuSamples: number[] = [];
let lastTicks = cpuTicks();
const sampler = setInterval(() => {
  const ticks = cpuTicks();
  cpuSamples.push((ticks - lastTicks) / TICKS_PER_SECOND);
  lastTicks = ticks;
}, 1_000);

const latencies = new Map<string, number[]>();
const errors = new Map<string, number>();
/** The first refusal or failure of each action, to show what it was. */
const firstError = new Map<string, string>();
const failed = (action: string, what: string) => {
  errors.set(action, (errors.get(action) ?? 0) + 1);
  if (!firstError.has(action)) firstError.set(action, what.slice(0, 160));
};
const deadline = Date.now() + SECONDS * 1_000;
const started = performance.now();
await Promise.all(
  Array.from({ length: USERS }, async (_, i) => {
    const agent = agents[i % ADDRESSES] as Agent;
    const token = tokens[i % ACCOUNTS] as string;
    const mine: number[] = [];
    while (Date.now() < deadline) {
      const action = drawAction();
      const began = performance.now();
      try {
        const answer = await action.run(agent, token, mine);
        if (answer.status >= 500 || answer.body.type !== 'ok')
          failed(action.name, JSON.stringify(answer.body));
      } catch (error) {
        failed(action.name, String(error));
      }
      const list = latencies.get(action.name) ?? [];
      list.push(performance.now() - began);
      latencies.set(action.name, list);
      await new Promise((resolve) =>
        setTimeout(resolve, THINK_MS[0] + Math.random() * (THINK_MS[1] - THINK_MS[0])),
      );
    }
  }),
);
const elapsed = (performance.now() - started) / 1000;
clearInterval(sampler);

const scraped = await request(`${base}/operator/metrics`, { headers: { 'operator-key': operatorKey } });
const metrics = await scraped.body.text();
if (scraped.statusCode !== 200)
  console.log(`metrics answered ${scraped.statusCode}: ${metrics.slice(0, 200)}`);
const lagP99 =
  Number(/^tessera_nodejs_eventloop_lag_p99_seconds (\S+)$/m.exec(metrics)?.[1] ?? Number.NaN) * 1000;

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};
const all = [...latencies.values()].flat();
console.log(
  `${USERS} users, ${ACCOUNTS} accounts, ${SECONDS} s, think time ${THINK_MS[0]}–${THINK_MS[1]} ms, ${database ? 'PostgreSQL' : 'PGlite'}`,
);
console.log(
  `throughput: ${(all.length / elapsed).toFixed(0)} requests/s (${all.length} in ${elapsed.toFixed(0)} s); p50 ${quantile(all, 0.5).toFixed(1)} ms, p99 ${quantile(all, 0.99).toFixed(1)} ms`,
);
for (const action of ACTIONS) {
  const list = latencies.get(action.name) ?? [];
  console.log(
    `  ${action.name.padEnd(14)} ${String(list.length).padStart(7)}  ${(list.length / elapsed).toFixed(0).padStart(5)}/s  p50 ${quantile(list, 0.5).toFixed(1).padStart(7)} ms  p99 ${quantile(list, 0.99).toFixed(1).padStart(7)} ms  errors ${errors.get(action.name) ?? 0}`,
  );
}
for (const [action, what] of firstError) console.log(`  first refusal of ${action}: ${what}`);
const busy = cpuSamples.slice(2, -1);
const cpu = busy.length === 0 ? 0 : busy.reduce((sum, value) => sum + value, 0) / busy.length;
console.log(
  `server process CPU: ${(cpu * 100).toFixed(0)} % of one core on average; event-loop lag p99 ${lagP99.toFixed(0)} ms`,
);
console.log(
  cpu > 0.9
    ? "saturated first: the server's event loop (one core: Node runs the API, the matching and the feed on one thread)"
    : "saturated first: not the server's CPU — look at the database or the load generator (it shares this machine)",
);
await Promise.all(agents.map((agent) => agent.close()));
await killServerProcess(server.child);
