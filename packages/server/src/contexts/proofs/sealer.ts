import { archiveHash, Decimal, type JsonObject, tickHash } from '@tessera/core';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { withRetries } from '../../db/transaction.js';

/** The most records one sealing transaction chains. */
const SEAL_BATCH = 2000;

/** A chain's newest record, locked: one sealer at a time extends a chain. */
const headOf = (trx: Transaction<Database>, chain: 'settlements' | 'ticks') =>
  trx
    .selectFrom('archive_heads')
    .selectAll()
    .where('chain', '=', chain)
    .forUpdate()
    .executeTakeFirstOrThrow();

/**
 * Seals up to a batch of settlement records, oldest written first: each gets the next place in
 * the chain, the previous hash and its own (core's `archiveHash`). A record whose transaction
 * committed late is sealed when it is seen, after those sealed before it.
 */
const sealSettlements = (db: Kysely<Database>): Promise<number> =>
  withRetries(() =>
    db.transaction().execute(async (trx) => {
      const head = await headOf(trx, 'settlements');
      const rows = await trx
        .selectFrom('settlement_archive')
        .selectAll()
        .where('seq', 'is', null)
        .orderBy('id')
        .limit(SEAL_BATCH)
        .execute();
      if (rows.length === 0) return 0;
      let previous = { seq: Number(head.count), hash: head.hash };
      const sealed: { id: number; seq: number; prev_hash: string; hash: string }[] = [];
      for (const row of rows) {
        const record = {
          seq: previous.seq + 1,
          product: row.product,
          ref: row.ref,
          calculatorVersion: row.calculator_version,
          inputs: row.inputs as JsonObject,
          result: row.result as JsonObject,
          at: row.at.toISOString(),
          prevHash: previous.hash,
        };
        const hash = await archiveHash(record);
        sealed.push({ id: Number(row.id), seq: record.seq, prev_hash: previous.hash, hash });
        previous = { seq: record.seq, hash };
      }
      await sql`
        update settlement_archive a set seq = s.seq, prev_hash = s.prev_hash, hash = s.hash
        from jsonb_to_recordset(${JSON.stringify(sealed)}::jsonb) as s(id bigint, seq bigint, prev_hash text, hash text)
        where a.id = s.id`.execute(trx);
      await trx
        .updateTable('archive_heads')
        .set({ count: previous.seq, hash: previous.hash })
        .where('chain', '=', 'settlements')
        .execute();
      return rows.length;
    }),
  );

/**
 * Archives and chains up to a batch of the ticks the feed recorded since the last archived one.
 * Only the market lease's holder records ticks, one round at a time, so ticks commit in id order.
 */
const sealTicks = (db: Kysely<Database>): Promise<number> =>
  withRetries(() =>
    db.transaction().execute(async (trx) => {
      const head = await headOf(trx, 'ticks');
      const ticks = await trx
        .selectFrom('market_ticks')
        .select(['id', 'symbol', 'price', 'at'])
        .where('id', '>', String(head.last_tick_id))
        .orderBy('id')
        .limit(SEAL_BATCH)
        .execute();
      if (ticks.length === 0) return 0;
      let previous = { seq: Number(head.count), hash: head.hash };
      const archived = [];
      for (const tick of ticks) {
        const record = {
          seq: previous.seq + 1,
          symbol: tick.symbol,
          tickId: Number(tick.id),
          price: new Decimal(tick.price),
          at: new Date(tick.at).toISOString(),
          prevHash: previous.hash,
        };
        const hash = await tickHash(record);
        archived.push({
          seq: record.seq,
          tick_id: record.tickId,
          symbol: record.symbol,
          price: record.price.toFixed(),
          at: new Date(record.at),
          prev_hash: previous.hash,
          hash,
        });
        previous = { seq: record.seq, hash };
      }
      await trx.insertInto('tick_archive').values(archived).execute();
      await trx
        .updateTable('archive_heads')
        .set({ count: previous.seq, hash: previous.hash, last_tick_id: archived.at(-1)?.tick_id ?? 0 })
        .where('chain', '=', 'ticks')
        .execute();
      return ticks.length;
    }),
  );

/**
 * The most tick batches one run archives. A database older than the archive holds up to its
 * retention of raw ticks (48 hours of every market) when it first seals: that backlog is archived
 * a few batches a tick, oldest first, rather than in one run that would hold the market's ticks
 * back for minutes. New ticks come far slower than this, so the archive catches up.
 */
const TICK_BATCHES_PER_RUN = 5;

/**
 * Seals every settlement record written, and archives the ticks recorded since the last run (up to
 * `TICK_BATCHES_PER_RUN` batches): run after each tick (a settlement of the exchange), so the
 * archive is at most a tick behind once any backlog is done.
 */
export const sealArchive =
  (db: Kysely<Database>) =>
  async (_at?: Date): Promise<void> => {
    while ((await sealSettlements(db)) === SEAL_BATCH);
    for (let batch = 0; batch < TICK_BATCHES_PER_RUN && (await sealTicks(db)) === SEAL_BATCH; batch += 1);
  };
