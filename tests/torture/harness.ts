import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { mulberry32 } from '@tessera/server';
import { Agent, request } from 'undici';
import { loopbackAddress } from '../support/loopback.js';
import { killServerProcess, type ServerProcess, startServerProcess } from '../support/server-process.js';

/**
 * Jepsen's bank workload on Tessera: users move money concurrently (transfers between their
 * accounts, conversions, spot limit and market orders, cancels) while the server process is killed
 * with SIGKILL at random moments and started again on the same database. Then: the audit passes
 * (every journal sums to zero, nothing is negative, each balance is the sum of its entries), every
 * answer "ok" is visible (transfers in the history, orders in the lists), and a repeated
 * idempotency key moves nothing. Each user calls from an address of its own (127.0.0.x), as users
 * do, so the per-address budgets of the sign-up stay those of one person.
 */
export interface TortureOptions {
  /** The server's database: DATA_DIR (PGlite) or DATABASE_URL and DATABASE_SCHEMA (PostgreSQL). */
  readonly env: Record<string, string>;
  readonly users: number;
  readonly durationMs: number;
  /** The server is killed after a random pause between these (ms) while the workload runs. */
  readonly killEveryMs: readonly [number, number];
  readonly seed: number;
}

export interface TortureReport {
  readonly operations: Readonly<Record<string, { ok: number; refused: number; lost: number }>>;
  readonly restarts: number;
  readonly checks: readonly string[];
  readonly failures: readonly string[];
}

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address !== null ? address.port : 0));
    });
  });

type Envelope = { type: unknown; message: unknown };

/** One user's connection: its own source address, its token once signed in. */
interface Client {
  readonly name: string;
  readonly agent: Agent;
  token: string | undefined;
}

export const torture = async (options: TortureOptions): Promise<TortureReport> => {
  // The same seed draws the same workload.
  const random = mulberry32(options.seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const operatorKey = randomBytes(24).toString('base64url');
  const port = String(await freePort());
  const env = { ...options.env, OPERATOR_KEY: operatorKey, PORT: port, HOST: '127.0.0.1' };
  const base = `http://127.0.0.1:${port}/api`;
  const failures: string[] = [];
  const checks: string[] = [];
  const operations: Record<string, { ok: number; refused: number; lost: number }> = {};
  const count = (kind: string, outcome: 'ok' | 'refused' | 'lost') => {
    operations[kind] ??= { ok: 0, refused: 0, lost: 0 };
    operations[kind][outcome] += 1;
  };

  let server: ServerProcess | undefined = await startServerProcess(env);
  let restarts = 0;
  const operator = new Agent();
  const agents: Agent[] = [];

  /** A call; `undefined` when the server is down or the answer was lost. */
  const call = async (
    client: Client | undefined,
    method: 'GET' | 'POST',
    path: string,
    body?: Record<string, string>,
    key?: string,
  ): Promise<Envelope | undefined> => {
    try {
      const response = await request(`${base}${path}`, {
        method,
        dispatcher: client?.agent ?? operator,
        headers: {
          'content-type': 'application/json',
          'operator-key': operatorKey,
          ...(client?.token === undefined ? {} : { authorization: client.token }),
          ...(key === undefined ? {} : { 'idempotency-key': key }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        headersTimeout: 15_000,
        bodyTimeout: 15_000,
      });
      return (await response.body.json()) as Envelope;
    } catch {
      return undefined;
    }
  };

  try {
    // Users from addresses of their own, each with 1,000 USDT and 0.05 BTC deposited.
    const clients: Client[] = Array.from({ length: options.users }, (_, i) => ({
      name: `t${options.seed.toString(36)}u${i}`,
      agent: new Agent({ localAddress: loopbackAddress(i) }),
      token: undefined,
    }));
    agents.push(...clients.map((client) => client.agent));
    const password = 'torture-password-9';
    for (const client of clients) {
      const registered = await call(client, 'POST', '/user/register', {
        type: 'username',
        user_string: client.name,
        password,
        re_password: password,
        extension_code: 'TESSERA',
      });
      if (registered?.type !== 'ok')
        throw new Error(`could not register ${client.name}: ${JSON.stringify(registered)}`);
      client.token = String(
        (await call(client, 'POST', '/user/login', { user_string: client.name, password }))?.message,
      );
      for (const [currency, amount] of [
        ['USDT', '1000'],
        ['BTC', '0.05'],
      ] as const) {
        await call(undefined, 'POST', '/operator/deposits/confirm', {
          user: client.name,
          currency,
          amount,
          reference: `torture-${client.name}-${currency}`,
        });
      }
    }
    const markets = ((await call(clients[0], 'GET', '/coin/markets'))?.message ?? []) as {
      symbol: string;
      currency_id: number;
      legal_id: number;
    }[];
    const btc = markets.find((market) => market.symbol === 'BTC/USDT');
    if (btc === undefined) throw new Error('no BTC/USDT market');

    // What was answered "ok", to find again afterwards.
    const transfers: { client: Client; key: string; body: Record<string, string>; id: number }[] = [];
    const orders = new Map<Client, Set<number>>();

    const operationsOf = (client: Client) => ({
      transfer: async () => {
        const [from, to] = pick([
          ['balance', 'futures'],
          ['futures', 'balance'],
          ['balance', 'options'],
        ] as const);
        const body = {
          currency_id: String(btc.legal_id),
          number: pick(['1', '2.5', '0.000001']),
          from_field: from,
          to_field: to,
        };
        const key = randomBytes(12).toString('hex');
        const answer = await call(client, 'POST', '/wallet/change', body, key);
        if (answer?.type === 'ok')
          transfers.push({ client, key, body, id: (answer.message as { id: number }).id });
        return answer;
      },
      convert: async () => {
        const [from, to] = pick([
          [btc.legal_id, btc.currency_id],
          [btc.currency_id, btc.legal_id],
        ]);
        const number = from === btc.legal_id ? pick(['5', '12.5']) : '0.0002';
        return call(
          client,
          'POST',
          '/user/Transfer',
          { from_currency_id: String(from), to_currency_id: String(to), number },
          randomBytes(12).toString('hex'),
        );
      },
      order: async () => {
        const market = random() < 0.3;
        const body: Record<string, string> = {
          currency_id: String(btc.currency_id),
          legal_id: String(btc.legal_id),
          type: pick(['1', '2']),
          amount: pick(['0.0002', '0.0005', '0.001']),
          ...(market ? {} : { target_price: pick(['50000', '60000', '63000', '65000', '70000']) }),
        };
        const answer = await call(client, 'POST', '/coin/trade', body, randomBytes(12).toString('hex'));
        if (answer?.type === 'ok') {
          const mine = orders.get(client) ?? new Set<number>();
          mine.add((answer.message as { id: number }).id);
          orders.set(client, mine);
        }
        return answer;
      },
      cancel: async () => {
        const mine = [...(orders.get(client) ?? [])];
        if (mine.length === 0) return call(client, 'GET', '/coin/list?state=open');
        return call(client, 'POST', '/coin/cancel', { id: String(pick(mine)) });
      },
    });

    // The workload and the killer run together until the time is up.
    const deadline = Date.now() + options.durationMs;
    const work = clients.map(async (client) => {
      const ops = operationsOf(client);
      const kinds = Object.keys(ops) as (keyof typeof ops)[];
      while (Date.now() < deadline) {
        const kind = pick(kinds);
        const answer = await ops[kind]();
        count(kind, answer === undefined ? 'lost' : answer.type === 'ok' ? 'ok' : 'refused');
        if (answer === undefined) await new Promise((resolve) => setTimeout(resolve, 100));
      }
    });
    const killer = (async () => {
      const [least, most] = options.killEveryMs;
      for (;;) {
        await new Promise((resolve) => setTimeout(resolve, least + random() * (most - least)));
        if (Date.now() >= deadline) return;
        if (server !== undefined) await killServerProcess(server.child);
        server = undefined;
        server = await startServerProcess(env);
        restarts += 1;
      }
    })();
    await Promise.all([...work, killer]);

    // One last kill: what the last acknowledged requests wrote must survive it too.
    if (server !== undefined) await killServerProcess(server.child);
    server = await startServerProcess(env);
    restarts += 1;

    const audit = (await call(undefined, 'GET', '/operator/audit'))?.message as
      | { ok: boolean; violations: unknown[]; journals: number }
      | undefined;
    checks.push(
      `the audit: ${audit?.ok === true ? 'passes' : 'FAILS'} over ${audit?.journals ?? '?'} journals`,
    );
    if (audit?.ok !== true) failures.push(`the audit fails: ${JSON.stringify(audit)}`);

    let negative = 0;
    let total = { usdt: 0, btc: 0 };
    for (const client of clients) {
      const rows = ((await call(undefined, 'GET', `/operator/balances?user=${client.name}`))?.message ??
        []) as {
        currency: string;
        available: string;
        frozen: string;
      }[];
      for (const row of rows) {
        if (Number(row.available) < 0 || Number(row.frozen) < 0) negative += 1;
        if (row.currency === 'USDT')
          total = { ...total, usdt: total.usdt + Number(row.available) + Number(row.frozen) };
        if (row.currency === 'BTC')
          total = { ...total, btc: total.btc + Number(row.available) + Number(row.frozen) };
      }
    }
    checks.push(`no negative balance among ${clients.length} users (found ${negative})`);
    if (negative > 0) failures.push(`${negative} negative balances`);
    checks.push(
      `users hold ${total.usdt.toFixed(2)} USDT and ${total.btc.toFixed(6)} BTC after trading (deposited ${clients.length * 1000} USDT and ${(clients.length * 0.05).toFixed(2)} BTC)`,
    );

    // Every transfer answered "ok" is in its user's history.
    let missing = 0;
    for (const client of clients) {
      const mine = transfers.filter((transfer) => transfer.client === client);
      if (mine.length === 0) continue;
      const seen = new Set<number>();
      for (let page = 1; ; page++) {
        const listed = (await call(client, 'GET', `/wallet/hzhistory?limit=100&page=${page}`))?.message as
          | { data: { id: number }[]; last_page: number }
          | undefined;
        for (const row of listed?.data ?? []) seen.add(row.id);
        if (listed === undefined || page >= listed.last_page) break;
      }
      missing += mine.filter((transfer) => !seen.has(transfer.id)).length;
    }
    checks.push(
      `every acknowledged transfer (${transfers.length}) is in its user's history (missing ${missing})`,
    );
    if (missing > 0) failures.push(`${missing} acknowledged transfers are missing`);

    // Every order answered "ok" is in its user's lists, open or done.
    let lostOrders = 0;
    let acknowledgedOrders = 0;
    for (const [client, ids] of orders) {
      acknowledgedOrders += ids.size;
      const seen = new Set<number>();
      for (const state of ['open', 'done']) {
        for (let page = 1; ; page++) {
          const listed = (await call(client, 'GET', `/coin/list?state=${state}&limit=100&page=${page}`))
            ?.message as { data: { id: number }[]; last_page: number } | undefined;
          for (const row of listed?.data ?? []) seen.add(row.id);
          if (listed === undefined || page >= listed.last_page) break;
        }
      }
      lostOrders += [...ids].filter((id) => !seen.has(id)).length;
    }
    checks.push(`every acknowledged order (${acknowledgedOrders}) is listed (missing ${lostOrders})`);
    if (lostOrders > 0) failures.push(`${lostOrders} acknowledged orders are missing`);

    // A repeated key answers the first answer and moves nothing.
    const repeated = transfers[0];
    if (repeated !== undefined) {
      const before = await call(undefined, 'GET', `/operator/balances?user=${repeated.client.name}`);
      const again = await call(repeated.client, 'POST', '/wallet/change', repeated.body, repeated.key);
      const after = await call(undefined, 'GET', `/operator/balances?user=${repeated.client.name}`);
      const same = JSON.stringify(again?.message) === JSON.stringify({ id: repeated.id });
      const unmoved = JSON.stringify(before?.message) === JSON.stringify(after?.message);
      checks.push(
        `a repeated idempotency key answers the first answer (${same}) and moves nothing (${unmoved})`,
      );
      if (!same || !unmoved) failures.push('a repeated idempotency key was not idempotent');
    }
    return { operations, restarts, checks, failures };
  } finally {
    if (server !== undefined) await killServerProcess(server.child);
    await Promise.all([operator, ...agents].map((agent) => agent.close()));
  }
};
