/**
 * Two server processes on one PostgreSQL database, as a deployment runs them behind a load
 * balancer: one holds the market lease (the price feed, the order books, the scheduled jobs), the
 * other follows and forwards; pushes, idempotency keys and throttles hold across both; when the
 * holder is killed, the other takes over without losing an accepted order. The bank workload
 * against both processes, one killed at random moments, is in torture.test.ts.
 */
import { randomBytes } from 'node:crypto';
import { AUTHENTICATE, SUBSCRIBE } from '@tessera/contract';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { killServerProcess, type ServerProcess, startServerProcess } from '../support/server-process.js';
import { registeredUser, USER_PASSWORD } from '../support/users.js';

const testDatabaseUrl = process.env.TEST_DATABASE_URL?.trim() || undefined;
const testRedisUrl = process.env.TEST_REDIS_URL?.trim() || undefined;
const schema = `cluster_${process.pid}_${randomBytes(4).toString('hex')}`;
const operatorKey = randomBytes(24).toString('base64url');

type Envelope = { type: string; code?: string; message: unknown };

const call = async (
  server: ServerProcess,
  method: 'GET' | 'POST',
  path: string,
  { body, token, key }: { body?: Record<string, string>; token?: string; key?: string } = {},
): Promise<{ status: number; body: Envelope }> => {
  const response = await fetch(`${server.url}/api${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'operator-key': operatorKey,
      ...(token === undefined ? {} : { authorization: token }),
      ...(key === undefined ? {} : { 'idempotency-key': key }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Envelope };
};

const signIn = async (server: ServerProcess, name: string): Promise<string> =>
  String(
    (await call(server, 'POST', '/user/login', { body: { user_string: name, password: USER_PASSWORD } })).body
      .message,
  );

describe.skipIf(testDatabaseUrl === undefined)(
  `two server processes on one PostgreSQL${testDatabaseUrl === undefined ? ' (skipped: TEST_DATABASE_URL is not set)' : ''}`,
  () => {
    const env = { DATABASE_URL: testDatabaseUrl ?? '', DATABASE_SCHEMA: schema, OPERATOR_KEY: operatorKey };
    const database = new pg.Pool({
      connectionString: testDatabaseUrl,
      options: `-c search_path="${schema}"`,
    });
    let first: ServerProcess;
    let second: ServerProcess;
    const sockets: Socket[] = [];
    let btc: { currency_id: number; legal_id: number };

    const connect = async (server: ServerProcess, rooms: readonly string[], token?: string) => {
      const socket = io(server.url, { transports: ['websocket'], reconnection: false });
      sockets.push(socket);
      const seen: string[] = [];
      socket.onAny((event: string) => seen.push(event));
      await new Promise((resolve, reject) => {
        socket.once('connect', () => resolve(undefined));
        socket.once('connect_error', reject);
      });
      for (const room of rooms) socket.emit(SUBSCRIBE, room);
      if (token !== undefined) expect(await socket.emitWithAck(AUTHENTICATE, token)).toBe(true);
      return seen;
    };
    const lease = async () =>
      (
        await database.query<{ epoch: string; holder_url: string }>(
          'select epoch, holder_url from cluster_leases',
        )
      ).rows[0];
    const order = (server: ServerProcess, token: string, type: '1' | '2', price: string, key?: string) =>
      call(server, 'POST', '/coin/trade', {
        token,
        key,
        body: {
          currency_id: String(btc.currency_id),
          legal_id: String(btc.legal_id),
          type,
          amount: '0.01',
          target_price: price,
        },
      });

    beforeAll(async () => {
      first = await startServerProcess(env);
      second = await startServerProcess(env);
      const markets = (await call(second, 'GET', '/coin/markets')).body.message as {
        symbol: string;
        currency_id: number;
        legal_id: number;
      }[];
      btc = markets.find((market) => market.symbol === 'BTC/USDT') ?? { currency_id: 0, legal_id: 0 };
    }, 240_000);

    afterAll(async () => {
      for (const socket of sockets) socket.disconnect();
      for (const server of [first, second]) if (server !== undefined) await killServerProcess(server.child);
      await database.query(`drop schema if exists "${schema}" cascade`);
      await database.end();
    });

    it('gives the market to one process: the first holds the lease, and ticks are recorded once', async () => {
      expect(await lease()).toMatchObject({ epoch: expect.anything(), holder_url: first.url });
      await new Promise((resolve) => setTimeout(resolve, 4000));
      const { rows } = await database.query<{ n: string }>(
        `select count(*) as n from market_ticks where symbol = 'BTC/USDT' and at > now() - interval '3 seconds'`,
      );
      // One tick a second from one recorder; two recorders would make about six.
      expect(Number(rows[0]?.n)).toBeLessThanOrEqual(4);
      // The follower quotes the recorded prices too.
      const quoted = (await call(second, 'GET', '/currency/quotation_new')).body.message as {
        symbol: string;
        now_price: string;
      }[];
      expect(quoted.find((quote) => quote.symbol === 'BTC/USDT')?.now_price).toMatch(/^\d/);
    });

    it('pushes reach a socket on either process', async () => {
      const name = await registeredUser(first.url, operatorKey, {
        prefix: 'push',
        deposits: { USDT: '1000' },
      });
      const token = await signIn(first, name);
      const onSecond = await connect(second, ['tickers'], token);
      await expect.poll(() => onSecond.includes('tickers'), { timeout: 5000 }).toBe(true);
      expect((await order(first, token, '1', '1000')).body.type).toBe('ok');
      await expect.poll(() => onSecond.includes('orders'), { timeout: 5000 }).toBe(true);
      await expect.poll(() => onSecond.includes('balances'), { timeout: 5000 }).toBe(true);
    });

    it('serves orders sent to the follower through the holder: placed once per key, wherever the repeats land', async () => {
      const name = await registeredUser(first.url, operatorKey, {
        prefix: 'key',
        deposits: { USDT: '1000' },
      });
      const token = await signIn(second, name);
      const key = randomBytes(12).toString('hex');
      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, i) => order(i % 2 === 0 ? first : second, token, '1', '1001', key)),
      );
      const ids = new Set(answers.map((answer) => (answer.body.message as { id?: number }).id));
      expect(answers.every((answer) => answer.body.type === 'ok')).toBe(true);
      expect(ids.size).toBe(1);
      const listed = (await call(second, 'GET', '/coin/list?state=open', { token })).body.message as {
        total: number;
      };
      expect(listed.total).toBe(1);
      // The book, read on the follower, is the holder's.
      const depth = (await call(second, 'GET', '/coin/depth?symbol=BTC%2FUSDT')).body.message as {
        bids: [string, string][];
      };
      expect(depth.bids.some(([price]) => Number(price) === 1001)).toBe(true);
    });

    it('holds a throttle across both: 200 wrong passwords for one account, at most the budget tried', async () => {
      const name = await registeredUser(first.url, operatorKey, { prefix: 'thr' });
      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          call(i % 2 === 0 ? first : second, 'POST', '/user/login', {
            body: { user_string: name, password: 'not-the-password-1' },
          }),
        ),
      );
      const tried = answers.filter((answer) => answer.status === 200);
      // Ten wrong passwords per account and address in 15 minutes (BUDGETS), however many processes.
      expect(tried.length).toBeLessThanOrEqual(10);
      expect(answers.filter((answer) => answer.status === 429).length).toBeGreaterThanOrEqual(
        190 - tried.length,
      );
    });

    it('hands the market over when the holder is killed: the follower takes it, the resting orders kept', async () => {
      const name = await registeredUser(first.url, operatorKey, {
        prefix: 'kill',
        deposits: { USDT: '1000' },
      });
      const token = await signIn(first, name);
      // Far below the market maker's bids: it rests.
      const resting = await order(first, token, '1', '1002');
      expect(resting.body).toMatchObject({ type: 'ok', message: { status: 'open' } });
      const before = await lease();

      await killServerProcess(first.child);
      // Sent while nobody holds the market: it waits for the takeover, then rests beside the first.
      const placed = await order(second, token, '1', '1003');
      expect(placed.body).toMatchObject({ type: 'ok', message: { status: 'open' } });
      const after = await lease();
      expect(after?.holder_url).toBe(second.url);
      expect(Number(after?.epoch)).toBe(Number(before?.epoch) + 1);
      // The new holder rebuilt its book from the open orders.
      const depth = (await call(second, 'GET', '/coin/depth?symbol=BTC%2FUSDT')).body.message as {
        bids: [string, string][];
      };
      expect(depth.bids.map(([price]) => Number(price))).toEqual(expect.arrayContaining([1002, 1003]));

      // Started again, the killed process follows: its requests go to the new holder.
      first = await startServerProcess(env);
      const id = (resting.body.message as { id: number }).id;
      const cancelled = await call(first, 'POST', '/coin/cancel', { token, body: { id: String(id) } });
      expect(cancelled.body).toMatchObject({ type: 'ok', message: { status: 'cancelled' } });
      expect((await lease())?.holder_url).toBe(second.url);
      const audit = (await call(first, 'GET', '/operator/audit')).body.message as { ok: boolean };
      expect(audit.ok).toBe(true);
    }, 120_000);
  },
);

describe.skipIf(testDatabaseUrl === undefined || testRedisUrl === undefined)(
  `two server processes with REDIS_URL${testRedisUrl === undefined ? ' (skipped: TEST_REDIS_URL is not set)' : ''}`,
  () => {
    const redisSchema = `${schema}_redis`;
    const env = {
      DATABASE_URL: testDatabaseUrl ?? '',
      DATABASE_SCHEMA: redisSchema,
      OPERATOR_KEY: operatorKey,
      REDIS_URL: testRedisUrl ?? '',
    };
    const servers: ServerProcess[] = [];
    const sockets: Socket[] = [];
    afterAll(async () => {
      for (const socket of sockets) socket.disconnect();
      for (const server of servers) await killServerProcess(server.child);
      const client = new pg.Client({ connectionString: testDatabaseUrl });
      await client.connect();
      await client.query(`drop schema if exists "${redisSchema}" cascade`);
      await client.end();
    });

    it('carries pushes between the processes through Redis', async () => {
      servers.push(await startServerProcess(env), await startServerProcess(env));
      const [holder, follower] = servers as [ServerProcess, ServerProcess];
      const name = await registeredUser(holder.url, operatorKey, {
        prefix: 'redis',
        deposits: { USDT: '10' },
      });
      const token = await signIn(follower, name);
      const socket = io(holder.url, { transports: ['websocket'], reconnection: false });
      sockets.push(socket);
      const seen: string[] = [];
      socket.onAny((event: string) => seen.push(event));
      await new Promise((resolve) => socket.once('connect', () => resolve(undefined)));
      expect(await socket.emitWithAck(AUTHENTICATE, token)).toBe(true);
      const markets = (await call(follower, 'GET', '/coin/markets')).body.message as {
        legal_name: string;
        legal_id: number;
      }[];
      const usdt = markets.find((market) => market.legal_name === 'USDT')?.legal_id;
      // A transfer served by the follower: its push reaches the socket on the holder.
      const moved = await call(follower, 'POST', '/wallet/change', {
        token,
        body: { currency_id: String(usdt), number: '1', from_field: 'balance', to_field: 'futures' },
      });
      expect(moved.body.type).toBe('ok');
      await expect.poll(() => seen.includes('balances'), { timeout: 5000 }).toBe(true);
    }, 240_000);
  },
);
