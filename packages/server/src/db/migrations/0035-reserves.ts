import { type Kysely, sql } from 'kysely';

/**
 * Proof of reserves (issue 16): once a day, per asset, the users' liabilities as the leaves of a
 * Merkle sum tree (core's `liabilityLeaf`: a salted hash of the user and balance) with the root,
 * the total and the reserves declared beside it. The leaves are kept, in the tree's order, so each
 * user can be given their path. Frozen once released.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('reserve_snapshots')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('asset', 'text', (c) => c.notNull())
    .addColumn('root_hash', 'text', (c) => c.notNull())
    .addColumn('liabilities', 'numeric', (c) => c.notNull().check(sql`liabilities >= 0`))
    .addColumn('leaves', 'integer', (c) => c.notNull())
    .addColumn('reserves', 'numeric', (c) => c.notNull())
    .addColumn('ratio', 'numeric')
    .addColumn('taken_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('reserve_snapshots_pkey', ['day', 'asset'])
    .execute();
  await db.schema
    .createTable('reserve_leaves')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('asset', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('balance', 'numeric', (c) => c.notNull().check(sql`balance >= 0`))
    .addColumn('salt', 'text', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('reserve_leaves_pkey', ['day', 'asset', 'position'])
    .addForeignKeyConstraint('reserve_leaves_snapshot_fk', ['day', 'asset'], 'reserve_snapshots', [
      'day',
      'asset',
    ])
    .execute();
  await db.schema
    .createIndex('reserve_leaves_user_idx')
    .on('reserve_leaves')
    .columns(['user_id', 'day'])
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('reserve_leaves').execute();
  await db.schema.dropTable('reserve_snapshots').execute();
};
