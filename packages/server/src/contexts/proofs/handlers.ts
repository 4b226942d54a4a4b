import { Decimal } from '@tessera/core';
import type { Kysely, Selectable } from 'kysely';
import type { Database, SettlementArchiveTable, TickArchiveTable } from '../../db/schema.js';
import { type Handlers, ok, reject } from '../handler.js';

/** The most records one answer carries. */
const MAX_RECORDS = 500;
const DEFAULT_RECORDS = 100;
/** The most ticks asked for by id at once. */
const MAX_TICK_IDS = 100;

const limitOf = (asked: number | undefined) =>
  asked === undefined ? DEFAULT_RECORDS : Math.min(Math.max(asked, 1), MAX_RECORDS);

const wireRecord = (row: Selectable<SettlementArchiveTable>) => ({
  seq: Number(row.seq),
  product: row.product,
  ref: row.ref,
  calculator_version: row.calculator_version,
  inputs: row.inputs,
  result: row.result,
  at: row.at.toISOString(),
  prev_hash: row.prev_hash ?? '',
  hash: row.hash ?? '',
});

const wireTick = (row: Selectable<TickArchiveTable>) => ({
  seq: Number(row.seq),
  tick_id: Number(row.tick_id),
  symbol: row.symbol,
  price: new Decimal(row.price),
  at: row.at.toISOString(),
  prev_hash: row.prev_hash,
  hash: row.hash,
});

type ProofsEndpoint = 'proofSettlements' | 'proofSettlement' | 'proofTicks' | 'proofHead';

/**
 * The settlement and tick archives, public (issue 16): what anyone needs to recompute every
 * result and every hash without an account. Only sealed records are shown; nothing here writes.
 */
export const createProofsHandlers = (db: Kysely<Database>): Pick<Handlers, ProofsEndpoint> => ({
  proofSettlements: async (params) => {
    let query = db
      .selectFrom('settlement_archive')
      .selectAll()
      .where('seq', 'is not', null)
      .where('seq', '>', params.after ?? 0);
    if (params.product !== undefined) query = query.where('product', '=', params.product);
    if (params.from !== undefined) query = query.where('at', '>=', new Date(params.from));
    if (params.until !== undefined) query = query.where('at', '<', new Date(params.until));
    const rows = await query.orderBy('seq').limit(limitOf(params.limit)).execute();
    return ok(rows.map(wireRecord));
  },

  proofSettlement: async (params) => {
    const row = await db
      .selectFrom('settlement_archive')
      .selectAll()
      .where('ref', '=', params.ref)
      .executeTakeFirst();
    if (row === undefined || row.seq === null) return reject('PROOFS.NOT_ARCHIVED');
    return ok(wireRecord(row));
  },

  proofTicks: async (params) => {
    let query = db
      .selectFrom('tick_archive')
      .selectAll()
      .where('seq', '>', params.after ?? 0);
    if (params.ids !== undefined) {
      const ids = params.ids.split(',').map((id) => Number(id.trim()));
      if (ids.length > MAX_TICK_IDS || ids.some((id) => !Number.isSafeInteger(id) || id <= 0))
        return reject('SHARED.INVALID_PARAMS');
      query = query.where('tick_id', 'in', ids);
    }
    if (params.symbol !== undefined) query = query.where('symbol', '=', params.symbol);
    if (params.from !== undefined) query = query.where('at', '>=', new Date(params.from));
    if (params.until !== undefined) query = query.where('at', '<', new Date(params.until));
    const rows = await query.orderBy('seq').limit(limitOf(params.limit)).execute();
    return ok(rows.map(wireTick));
  },

  proofHead: async () => {
    const heads = await db.selectFrom('archive_heads').selectAll().execute();
    const headOf = (chain: 'settlements' | 'ticks') => {
      const head = heads.find((row) => row.chain === chain);
      return { count: Number(head?.count ?? 0), hash: head?.hash ?? '' };
    };
    return ok({ settlements: headOf('settlements'), ticks: headOf('ticks') });
  },
});
