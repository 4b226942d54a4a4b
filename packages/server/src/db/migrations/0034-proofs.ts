import { type Kysely, sql } from 'kysely';

/**
 * The settlement archive and the tick archive (issue 16). A settlement writes its record (what was
 * settled, its inputs, result and calculator) in its own transaction, unsealed; the sealer then
 * gives records their place in the chain (`seq`), the previous hash and their own (core's
 * `archiveHash`), oldest first, one sealer at a time (`archive_heads` row lock). Ticks are copied
 * into `tick_archive` and chained the same way, and kept there after the raw ticks' retention.
 * Frozen once released.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('settlement_archive')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('product', 'text', (c) => c.notNull())
    .addColumn('ref', 'text', (c) => c.notNull().unique())
    .addColumn('calculator_version', 'text', (c) => c.notNull())
    .addColumn('inputs', 'jsonb', (c) => c.notNull())
    .addColumn('result', 'jsonb', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('seq', 'bigint', (c) => c.unique())
    .addColumn('prev_hash', 'text')
    .addColumn('hash', 'text')
    .addCheckConstraint(
      'settlement_archive_sealed_whole',
      sql`(seq is null) = (hash is null) and (seq is null) = (prev_hash is null)`,
    )
    .execute();
  await db.schema
    .createIndex('settlement_archive_unsealed_idx')
    .on('settlement_archive')
    .column('id')
    .where(sql.ref('seq'), 'is', null)
    .execute();
  await db.schema
    .createIndex('settlement_archive_product_idx')
    .on('settlement_archive')
    .columns(['product', 'seq'])
    .execute();

  await db.schema
    .createTable('tick_archive')
    .addColumn('seq', 'bigint', (c) => c.primaryKey())
    .addColumn('tick_id', 'bigint', (c) => c.notNull().unique())
    .addColumn('symbol', 'text', (c) => c.notNull())
    .addColumn('price', 'numeric', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('prev_hash', 'text', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('tick_archive_symbol_idx')
    .on('tick_archive')
    .columns(['symbol', 'at'])
    .execute();

  // Each chain's newest record: how many, its hash, and for ticks the last tick archived.
  await db.schema
    .createTable('archive_heads')
    .addColumn('chain', 'text', (c) => c.primaryKey().check(sql`chain in ('settlements', 'ticks')`))
    .addColumn('count', 'bigint', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .addColumn('last_tick_id', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`
    insert into archive_heads (chain, count, hash)
    values ('settlements', 0, repeat('0', 64)), ('ticks', 0, repeat('0', 64))`.execute(db);
};
