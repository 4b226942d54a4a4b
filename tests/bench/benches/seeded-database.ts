import type { WalletAccount } from '@tessera/core';
import { Decimal } from '@tessera/core';
import { sql } from 'kysely';
import { postJournal } from '../../../packages/server/src/contexts/wallet/index.js';
import { openDatabase } from '../../../packages/server/src/db/database.js';
import { migrateToLatest } from '../../../packages/server/src/db/migrate.js';

export type BenchDatabase = Awaited<ReturnType<typeof openDatabase>>;

/**
 * A migrated database (PGlite in memory, or a PostgreSQL schema of its own) with `users` users
 * named `bench<n>`, each holding `frozen` of `asset` frozen in its `wallet` account (what the
 * orders a settlement bench seeds with SQL have locked), for `run`; the schema is dropped after.
 */
export const withSeededUsers = async <A>(
  config: { databaseUrl?: string; schema?: string },
  seed: { users: number; wallet: WalletAccount; asset: string; frozen: string; at: Date },
  run: (db: BenchDatabase) => Promise<A>,
): Promise<A> => {
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: 'memory://',
    schema: config.schema,
  });
  try {
    await migrateToLatest(db, config.schema);
    await sql`insert into invite_codes (code, owner_id) values ('BENCHROOT', null)`.execute(db);
    const { rows: users } = await sql<{ id: number }>`
      insert into users (username, password_hash, nickname, invited_by)
      select 'bench' || g, 'x', 'Bench' || g, 'BENCHROOT' from generate_series(1, ${seed.users}) g
      returning id`.execute(db);
    const frozen = new Decimal(seed.frozen);
    await db.transaction().execute((trx) =>
      postJournal(
        trx,
        {
          reason: 'deposit',
          ref: { type: 'bench', id: 1 },
          user: null,
          postings: [
            {
              account: { platform: 'deposits', asset: seed.asset },
              amount: frozen.times(seed.users).negated(),
            },
            ...users.map((user) => ({
              account: { user: Number(user.id), wallet: seed.wallet, asset: seed.asset },
              bucket: 'frozen' as const,
              amount: frozen,
            })),
          ],
        },
        seed.at,
      ),
    );
    return await run(db);
  } finally {
    if (config.databaseUrl !== undefined && config.schema !== undefined)
      await sql`drop schema if exists ${sql.id(config.schema)} cascade`.execute(db);
    await db.destroy();
  }
};
