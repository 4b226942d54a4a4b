import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import {
  CLIENTS,
  DURATION_MS,
  fundedUser,
  httpJsonClient,
  json,
  loops,
  OPERATOR_KEY,
  perSecond,
} from '../api-load.js';
import { type Bench, type Figure, latencyFigures } from '../bench.js';
import { databases, serverThread } from './server-thread.js';

/**
 * What one placement of a resting limit buy costs the database when it is written alone, as
 * pgbench plays it: the session lookup, then one transaction: the idempotency key claimed, the
 * order written and its funds frozen by `ledger_post` in one statement, the key's answer stored.
 * The server writes the placements that arrive together as one statement (a group commit), so it
 * may pass this baseline.
 */
const placementSql = (tokenHash: string, userIds: readonly number[]) => `
\\set u random(${Math.min(...userIds)}, ${Math.max(...userIds)})
\\set k random(1, 1000000000000)
SELECT user_id FROM sessions WHERE token_hash = '${tokenHash}' AND revoked_at IS NULL AND expires_at > now();
BEGIN;
INSERT INTO idempotency_keys (user_id, key, fingerprint, response, created_at) VALUES (:u, 'pgbench-' || :k, 'f', null, now()) ON CONFLICT (user_id, key) DO NOTHING RETURNING key;
WITH ref AS (INSERT INTO spot_orders (user_id, symbol, side, kind, price, amount, fee_asset, frozen_asset, frozen, status, created_at, updated_at) VALUES (:u, 'BTC/USDT', 'buy', 'limit', 1000, 0.01, 'BTC', 'USDT', 10, 'open', now(), now()) RETURNING *) SELECT ref.*, posted.journal_id, posted.short_key FROM ref CROSS JOIN LATERAL ledger_post(ARRAY['user:' || :u || ':balance:USDT'], ARRAY[-10]::numeric[], ARRAY[10]::numeric[], 'spot_order', 'spot_order', ref.id::text, :u, null, now(), ARRAY['user:' || :u || ':balance:USDT', 'user:' || :u || ':balance:USDT'], ARRAY['available', 'frozen'], ARRAY[-10, 10]::numeric[]) AS posted;
UPDATE idempotency_keys SET response = '{}' WHERE user_id = :u AND key = 'pgbench-' || :k;
COMMIT;
`;

/** pgbench's transactions per second for `script` at the bench's client count, or undefined without pgbench. */
const pgbenchTps = async (url: string, schema: string, script: string): Promise<number | undefined> => {
  const folder = mkdtempSync(join(tmpdir(), 'tessera-pgbench-'));
  try {
    const file = join(folder, 'placement.sql');
    writeFileSync(file, script);
    const { stdout } = await promisify(execFile)(
      'pgbench',
      ['-n', '-c', String(CLIENTS), '-j', '2', '-T', String(DURATION_MS / 1000), '-f', file, url],
      { env: { ...process.env, PGOPTIONS: `-c search_path=${schema}` } },
    );
    const tps = /tps = ([\d.]+)/.exec(stdout)?.[1];
    return tps === undefined ? undefined : Number(tps);
  } catch {
    return undefined;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
};

const ordersOn = async (config: { databaseUrl?: string; schema?: string }): Promise<Figure[]> => {
  // No ticks: the market maker stays out, so every order rests and the book only grows.
  const server = await serverThread({ port: 0, operatorKey: OPERATOR_KEY, tickMs: 3_600_000, ...config });
  const client = httpJsonClient(server.url);
  try {
    const users = await Promise.all(Array.from({ length: CLIENTS }, (_, i) => fundedUser(client, i)));
    const placements = await loops(async (user, round) => {
      await json(client, '/coin/trade', {
        token: users[user]?.token,
        idempotencyKey: `bench-order-${user}-${round}-${Date.now()}`,
        body: {
          currency_id: 1,
          legal_id: 3,
          type: 1,
          amount: '0.01',
          target_price: String(1000 + (round % 100)),
        },
      });
    });
    const audit = (await json(client, '/operator/audit', { operator: true })) as {
      ok: boolean;
      journals: number;
    };
    if (!audit.ok) throw new Error(`the audit failed after the bench: ${JSON.stringify(audit)}`);
    const figures: Figure[] = [
      { label: 'orders placed/s (each frozen in the ledger)', value: perSecond(placements), unit: '' },
      ...latencyFigures(placements)
        .filter((f) => f.label === 'p50' || f.label === 'p95')
        .map((f) => ({ ...f, label: `placement ${f.label}` })),
      { label: 'audit after the run passes, journals', value: audit.journals, unit: '' },
    ];
    if (config.databaseUrl !== undefined && config.schema !== undefined) {
      const db = new pg.Client({
        connectionString: config.databaseUrl,
        options: `-c search_path=${config.schema}`,
      });
      await db.connect();
      const hash = (await db.query('SELECT token_hash FROM sessions LIMIT 1')).rows[0]?.token_hash as string;
      const ids = (await db.query('SELECT id FROM users')).rows.map((row: { id: number }) => row.id);
      await db.end();
      const tps = await pgbenchTps(config.databaseUrl, config.schema, placementSql(hash, ids));
      if (tps !== undefined)
        figures.push(
          { label: `baseline: pgbench, the same SQL, ${CLIENTS} clients (tps)`, value: tps, unit: '' },
          { label: 'orders/s against pgbench', value: perSecond(placements) / tps, unit: '×' },
        );
    }
    return figures;
  } finally {
    client.close();
    await server.close();
  }
};

/**
 * Spot order placement over HTTP with its ledger write, 16 clients at once: resting limit buys,
 * each with an Idempotency-Key as the app sends them; on PostgreSQL beside pgbench playing the
 * same SQL at the same client count.
 */
export const orders: Bench = {
  name: 'orders',
  summary: `spot limit orders placed over HTTP with the ledger freeze, ${CLIENTS} concurrent clients for ${DURATION_MS / 1000} s`,
  run: async () => {
    const figures: Figure[] = [];
    for (const database of databases()) {
      const measured = await ordersOn(database.config).finally(database.cleanUp);
      figures.push(...measured.map((figure) => ({ ...figure, label: `${database.name}: ${figure.label}` })));
    }
    return figures;
  },
};
