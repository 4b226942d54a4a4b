import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { mulberry32 } from '@tessera/server';
import { Agent, FormData, request } from 'undici';
import { loopbackAddress } from '../support/loopback.js';
import { killServerProcess, type ServerProcess, startServerProcess } from '../support/server-process.js';

/**
 * Jepsen's bank workload on Tessera: users move money concurrently (transfers between their
 * accounts, conversions, spot limit and market orders, cancels, withdrawals the operator sends or
 * refuses) while the server process is killed with SIGKILL at random moments and started again on
 * the same database (with `nodes`, several processes share a PostgreSQL database and serve the
 * calls; one of them is killed each time). Then: the audit passes (every journal sums to zero,
 * nothing is negative, each balance is the sum of its entries), every answer "ok" is visible
 * (transfers in the history, orders and withdrawals in the lists), and a repeated idempotency key
 * moves nothing. Each user calls from an address of its own (127.0.0.x), as users do, so the
 * per-address budgets of the sign-up stay those of one person.
 */
export interface TortureOptions {
  /** The server's database: DATA_DIR (PGlite) or DATABASE_URL and DATABASE_SCHEMA (PostgreSQL). */
  readonly env: Record<string, string>;
  readonly users: number;
  readonly durationMs: number;
  /** A server is killed after a random pause between these (ms) while the workload runs. */
  readonly killEveryMs: readonly [number, number];
  /**
   * Server processes sharing the database (PostgreSQL only for more than one): each call goes to
   * one of those running, drawn at random, and each kill takes one of them, drawn at random.
   */
  readonly nodes?: number;
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
  /** The saved withdrawal address, once set up. */
  addressId: number | undefined;
}

const PAY_PASSWORD = '246810';
/** The smallest bytes the server takes for a PNG (its QR code of the withdrawal address). */
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

export const torture = async (options: TortureOptions): Promise<TortureReport> => {
  // The same seed draws the same workload.
  const random = mulberry32(options.seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const operatorKey = randomBytes(24).toString('base64url');
  const envs: Record<string, string>[] = [];
  for (let node = 0; node < (options.nodes ?? 1); node++)
    envs.push({
      ...options.env,
      OPERATOR_KEY: operatorKey,
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      // Withdrawals wait a day after a new address or payment password: the clock is moved past it.
      CLOCK: 'simulated',
    });
  const failures: string[] = [];
  const checks: string[] = [];
  const operations: Record<string, { ok: number; refused: number; lost: number }> = {};
  const count = (kind: string, outcome: 'ok' | 'refused' | 'lost') => {
    operations[kind] ??= { ok: 0, refused: 0, lost: 0 };
    operations[kind][outcome] += 1;
  };

  let restarts = 0;
  // One at a time: the first start of a fresh database migrates it and writes its history.
  const servers: (ServerProcess | undefined)[] = [];
  for (const env of envs) servers.push(await startServerProcess(env));
  /** A running server's API, drawn at random (the first's while none runs: the call is lost). */
  const base = () => {
    const running = envs.filter((_, node) => servers[node] !== undefined);
    return `http://127.0.0.1:${(running.length <= 1 ? (running[0] ?? envs[0]) : pick(running))?.PORT}/api`;
  };
  /** Kills one server, drawn at random, and starts it again on the same database. */
  const restartOne = async () => {
    const node = Math.floor(random() * envs.length);
    const server = servers[node];
    if (server !== undefined) await killServerProcess(server.child);
    servers[node] = undefined;
    servers[node] = await startServerProcess(envs[node] ?? {});
    restarts += 1;
  };
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
      const response = await request(`${base()}${path}`, {
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
      addressId: undefined,
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
    /** Answers the message of a call that must succeed (the setup, before anything is killed). */
    const needed = async (what: string, answer: Promise<Envelope | undefined>): Promise<unknown> => {
      const envelope = await answer;
      if (envelope?.type !== 'ok') throw new Error(`${what} failed: ${JSON.stringify(envelope)}`);
      return envelope.message;
    };
    const latestCode = async (to: string): Promise<string> => {
      const sent = (await needed(
        'reading the outbox',
        call(undefined, 'GET', `/operator/outbox?to=${encodeURIComponent(to)}`),
      )) as { body: string }[];
      const code = sent[0]?.body.match(/\b(\d{6})\b/)?.[1];
      if (code === undefined) throw new Error(`no code was sent to ${to}`);
      return code;
    };
    // Each user can withdraw: an email and a mobile bound, basic verification, a payment password,
    // an address.
    for (const [i, client] of clients.entries()) {
      const email = `${client.name}@torture.test`;
      const mobile = `7${String(options.seed % 100_000).padStart(5, '0')}${String(i).padStart(4, '0')}`;
      await needed(
        'a bind text',
        call(client, 'POST', '/sms_send', { area_code: '44', mobile, scene: 'bind' }),
      );
      await needed(
        'binding the mobile',
        call(client, 'POST', '/safe/mobile', {
          area_code: '44',
          mobile,
          code: await latestCode(`+44${mobile}`),
          password,
        }),
      );
      await needed('a bind code', call(client, 'POST', '/sms_mail', { user_string: email, scene: 'bind' }));
      await needed(
        'binding the email',
        call(client, 'POST', '/safe/email', { email, code: await latestCode(email), password }),
      );
      await needed(
        'verification',
        call(client, 'POST', '/user/real', {
          real_type: '1',
          country: 'US',
          id_type: 'driver_licence',
          name: 'Ada Lovelace',
          card_id: `T${options.seed.toString(36)}${client.name}`.slice(0, 20),
        }),
      );
      await needed('the approval', call(undefined, 'POST', '/operator/kyc/approve', { user: client.name }));
      await needed(
        'a security code',
        call(client, 'POST', '/sms_mail', { user_string: email, scene: 'security' }),
      );
      await needed(
        'the payment password',
        call(client, 'POST', '/safe/update_password', {
          password: PAY_PASSWORD,
          re_password: PAY_PASSWORD,
          code: await latestCode(email),
        }),
      );
      const form = new FormData();
      form.set('purpose', 'wallet_qrcode');
      form.set('file', new Blob([PNG], { type: 'image/png' }), 'qr.png');
      const uploaded = await request(`${base()}/upload`, {
        method: 'POST',
        dispatcher: client.agent,
        headers: { authorization: client.token ?? '' },
        body: form,
      });
      const qrcode = ((await uploaded.body.json()) as { message: { path: string } }).message.path;
      await needed(
        'saving an address',
        call(client, 'POST', '/user/wallet/save', {
          currency: 'ERC20',
          name: 'Cold',
          address: `0x${randomBytes(20).toString('hex')}`,
          qrcode,
        }),
      );
      const saved = (await needed('the address list', call(client, 'GET', '/user/wallet/list'))) as {
        data: { id: number }[];
      };
      client.addressId = saved.data[0]?.id;
    }
    // A day later the new address and payment password may be used.
    await needed(
      'moving the clock',
      call(undefined, 'POST', '/operator/clock/advance', { seconds: '86401' }),
    );
    const assets = (await needed('the assets', call(clients[0], 'GET', '/currency/user_currency_list'))) as {
      currency: string;
      networks: { coin_id: number; network: string }[];
    }[];
    const usdtErc20 = assets
      .find((asset) => asset.currency === 'USDT')
      ?.networks.find((network) => network.network === 'ERC20')?.coin_id;
    if (usdtErc20 === undefined) throw new Error('no USDT on ERC20');

    const markets = (await needed('the markets', call(clients[0], 'GET', '/coin/markets'))) as {
      symbol: string;
      currency_id: number;
      legal_id: number;
    }[];
    const btc = markets.find((market) => market.symbol === 'BTC/USDT');
    if (btc === undefined) throw new Error('no BTC/USDT market');

    // What was answered "ok", to find again afterwards.
    // Stakes of options come from the options account.
    for (const client of clients)
      await needed(
        'funding the options account',
        call(client, 'POST', '/wallet/change', {
          currency_id: String(btc.legal_id),
          number: '200',
          from_field: 'balance',
          to_field: 'options',
        }),
      );
    const transfers: { client: Client; key: string; body: Record<string, string>; id: number }[] = [];
    const optionOrders = new Map<Client, Set<number>>();
    const orders = new Map<Client, Set<number>>();
    const withdrawals: { client: Client; id: number }[] = [];

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
      option: async () => {
        const body = {
          match_id: String(btc.currency_id),
          currency_id: String(btc.legal_id),
          type: pick(['1', '2']),
          seconds: pick(['30', '60']),
          number: pick(['10', '12.5', '20']),
        };
        const answer = await call(
          client,
          'POST',
          '/microtrade/submit',
          body,
          randomBytes(12).toString('hex'),
        );
        if (answer?.type === 'ok') {
          const mine = optionOrders.get(client) ?? new Set<number>();
          mine.add((answer.message as { id: number }).id);
          optionOrders.set(client, mine);
        }
        return answer;
      },
      withdraw: async () => {
        const body = {
          coin_id: String(usdtErc20),
          number: pick(['20', '25']),
          payment_password: PAY_PASSWORD,
          address_id: String(client.addressId),
        };
        const answer = await call(client, 'POST', '/wallet/out', body, randomBytes(12).toString('hex'));
        if (answer?.type === 'ok') withdrawals.push({ client, id: (answer.message as { id: number }).id });
        return answer;
      },
      // The operator sends or refuses one of this user's withdrawals (one decided already: refused).
      decide: async () => {
        const mine = withdrawals.filter((withdrawal) => withdrawal.client === client);
        if (mine.length === 0) return call(client, 'GET', '/user/withdraw/list');
        const { id } = pick(mine);
        return random() < 0.5
          ? call(undefined, 'POST', '/operator/withdrawals/complete', {
              id: String(id),
              reference: `0x${id}`,
            })
          : call(undefined, 'POST', '/operator/withdrawals/reject', { id: String(id), reason: 'torture' });
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
        await restartOne();
      }
    })();
    await Promise.all([...work, killer]);

    // One last kill of each: what the last acknowledged requests wrote must survive it too.
    for (let node = 0; node < envs.length; node++) {
      const server = servers[node];
      if (server !== undefined) await killServerProcess(server.child);
      servers[node] = await startServerProcess(envs[node] ?? {});
      restarts += 1;
    }

    const audit = (await call(undefined, 'GET', '/operator/audit'))?.message as
      | { ok: boolean; violations: unknown[]; journals: number }
      | undefined;
    checks.push(
      `the audit: ${audit?.ok === true ? 'passes' : 'FAILS'} over ${audit?.journals ?? '?'} journals (each sums to zero per asset; every asset sums to zero over all accounts, so users and the platform hold what was deposited less what was withdrawn)`,
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

    /** The ids of every row of a user's paged list (`path` ends in `?` or `&`, for the paging). */
    const listedIds = async (client: Client, path: string): Promise<Set<number>> => {
      const seen = new Set<number>();
      for (let page = 1; ; page++) {
        const listed = (await call(client, 'GET', `${path}limit=100&page=${page}`))?.message as
          | { data: { id: number }[]; last_page: number }
          | undefined;
        for (const row of listed?.data ?? []) seen.add(row.id);
        if (listed === undefined || page >= listed.last_page) return seen;
      }
    };

    // Every transfer answered "ok" is in its user's history.
    let missing = 0;
    for (const client of clients) {
      const mine = transfers.filter((transfer) => transfer.client === client);
      if (mine.length === 0) continue;
      const seen = await listedIds(client, '/wallet/hzhistory?');
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
      const seen = new Set([
        ...(await listedIds(client, '/coin/list?state=open&')),
        ...(await listedIds(client, '/coin/list?state=done&')),
      ]);
      lostOrders += [...ids].filter((id) => !seen.has(id)).length;
    }
    checks.push(`every acknowledged order (${acknowledgedOrders}) is listed (missing ${lostOrders})`);
    if (lostOrders > 0) failures.push(`${lostOrders} acknowledged orders are missing`);

    // Every options order answered "ok" is in its user's lists, running or settled.
    let lostOptions = 0;
    let acknowledgedOptions = 0;
    for (const [client, ids] of optionOrders) {
      acknowledgedOptions += ids.size;
      const seen = new Set([
        ...(await listedIds(client, '/microtrade/lists?state=open&')),
        ...(await listedIds(client, '/microtrade/lists?state=settled&')),
      ]);
      lostOptions += [...ids].filter((id) => !seen.has(id)).length;
    }
    checks.push(
      `every acknowledged options order (${acknowledgedOptions}) is listed (missing ${lostOptions})`,
    );
    if (lostOptions > 0) failures.push(`${lostOptions} acknowledged options orders are missing`);

    // Every withdrawal answered "ok" is in its user's list, decided or not.
    let lostWithdrawals = 0;
    for (const client of clients) {
      const mine = withdrawals.filter((withdrawal) => withdrawal.client === client);
      if (mine.length === 0) continue;
      const seen = await listedIds(client, '/user/withdraw/list?');
      lostWithdrawals += mine.filter((withdrawal) => !seen.has(withdrawal.id)).length;
    }
    checks.push(
      `every acknowledged withdrawal (${withdrawals.length}) is in its user's list (missing ${lostWithdrawals})`,
    );
    if (lostWithdrawals > 0) failures.push(`${lostWithdrawals} acknowledged withdrawals are missing`);

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
    for (const server of servers) if (server !== undefined) await killServerProcess(server.child);
    await Promise.all([operator, ...agents].map((agent) => agent.close()));
  }
};
