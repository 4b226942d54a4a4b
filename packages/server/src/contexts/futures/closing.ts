import {
  type CloseReason,
  Decimal,
  FUTURES_CALCULATOR_VERSION,
  type FuturesMarket,
  futuresCloseSettlement,
  futuresFee,
  futuresPnl,
  type LedgerReason,
  type PositionState,
} from '@tessera/core';
import type { Transaction, Updateable } from 'kysely';
import type { Database, FuturesPositionsTable } from '../../db/schema.js';
import type { RecordedTick } from '../market/index.js';
import { tellUser } from '../messages/index.js';
import { type Posting, postJournal } from '../wallet/index.js';
import type { PositionRow } from './positions.js';
import { cancelPostings, closePostings, frozenFeePostings } from './postings.js';

/**
 * Moves a position on from state `from` (the state it was read in), with the journal of its money
 * (which names the position), in the caller's transaction. A position found in another state is a
 * bug: thrown, so the transaction rolls back.
 */
const moveOn = async (
  trx: Transaction<Database>,
  row: PositionRow,
  from: PositionState,
  set: Updateable<FuturesPositionsTable>,
  journal: { readonly reason: LedgerReason; readonly postings: readonly Posting[] },
  now: Date,
): Promise<PositionRow> => {
  const changed = await trx
    .updateTable('futures_positions')
    .set(set)
    .where('id', '=', row.id)
    .where('state', '=', from)
    .returningAll()
    .executeTakeFirst();
  if (changed === undefined) throw new Error(`position ${row.id} was not ${from}`);
  await postJournal(
    trx,
    { ...journal, ref: { type: 'futures_position', id: row.id }, user: row.user_id },
    now,
  );
  return changed;
};

/** The stops and liquidation price a position had when it closed, those it had. */
const optionalPrices = (row: PositionRow): Record<string, string> =>
  Object.fromEntries(
    (['take_profit', 'stop_loss', 'liquidation_price'] as const).flatMap((key) => {
      const value = row[key];
      return value === null ? [] : [[key, new Decimal(value).toFixed()]];
    }),
  );

/**
 * Closes an open position at a recorded tick, as core settles it: the P&L at the tick's price,
 * the closing fee at the position's fee rate, and `futuresCloseSettlement`'s division of the
 * margin (back to the user, fee, the house's side), all recorded on the row with the calculators'
 * version, in the caller's transaction with the journal and the close's archive record; a
 * liquidation is also told to its owner.
 */
export const closePosition = async (
  trx: Transaction<Database>,
  row: PositionRow,
  market: FuturesMarket,
  tick: RecordedTick,
  reason: CloseReason,
  now: Date,
): Promise<PositionRow> => {
  if (row.open_price === null) throw new Error(`position ${row.id} has no open price`);
  const pnl = futuresPnl({
    side: row.side,
    openPrice: row.open_price,
    price: tick.price,
    lots: row.lots,
    lotSize: row.lot_size,
  });
  const settlement = futuresCloseSettlement({
    margin: row.margin,
    pnl,
    closeFee: futuresFee({ price: tick.price, lots: row.lots, lotSize: row.lot_size, feeRate: row.fee_rate }),
    decimals: market.marginDecimals,
  });
  const closed = await moveOn(
    trx,
    row,
    'open',
    {
      state: 'closed',
      close_tick_id: String(tick.id),
      close_price: tick.price.toFixed(),
      close_tick_at: tick.at,
      close_reason: reason,
      close_fee: settlement.feeCharged.toFixed(),
      realized_pnl: pnl.toFixed(),
      returned: settlement.returned.toFixed(),
      calculator_version: FUTURES_CALCULATOR_VERSION,
      closed_at: now,
    },
    {
      reason: 'futures_close',
      postings: closePostings(row.user_id, market, new Decimal(row.margin), settlement),
    },
    now,
  );
  await trx
    .insertInto('settlement_archive')
    .values({
      product: 'futures',
      ref: `futures_position:${row.id}`,
      calculator_version: FUTURES_CALCULATOR_VERSION,
      inputs: {
        symbol: row.symbol,
        side: row.side,
        reason,
        lots: new Decimal(row.lots).toFixed(),
        lot_size: new Decimal(row.lot_size).toFixed(),
        margin: new Decimal(row.margin).toFixed(),
        fee_rate: new Decimal(row.fee_rate).toFixed(),
        decimals: String(market.marginDecimals),
        // The open price is the order's own for a limit order, so its tick is named apart from
        // the ticks a verifier finds at their prices; the stops say why a trigger fired here.
        entry_price: new Decimal(row.open_price).toFixed(),
        entry_tick_id: String(row.open_tick_id ?? ''),
        ...optionalPrices(row),
        close_tick_id: String(tick.id),
        close_price: tick.price.toFixed(),
      },
      result: {
        realized_pnl: pnl.toFixed(),
        close_fee: settlement.feeCharged.toFixed(),
        returned: settlement.returned.toFixed(),
      },
      at: now,
    })
    .execute();
  if (reason === 'liquidation')
    await tellUser(trx, {
      userId: row.user_id,
      topic: 'position_liquidated',
      facts: {
        position: row.id,
        symbol: row.symbol,
        side: row.side,
        lots: new Decimal(row.lots).toFixed(),
        price: tick.price.toFixed(),
        returned: settlement.returned.toFixed(),
        asset: market.marginAsset,
      },
      at: now,
    });
  return closed;
};

/**
 * Opens a waiting limit order at its own price once a recorded tick reached it: the tick is
 * recorded as what opened it, the opening fee leaves the frozen bucket, and its stops and
 * liquidation act from the next tick on.
 */
export const fillPosition = async (
  trx: Transaction<Database>,
  row: PositionRow,
  market: FuturesMarket,
  tick: RecordedTick,
  now: Date,
): Promise<PositionRow> => {
  if (row.limit_price === null) throw new Error(`position ${row.id} has no limit price`);
  return moveOn(
    trx,
    row,
    'pending',
    {
      state: 'open',
      open_tick_id: String(tick.id),
      open_price: row.limit_price,
      open_tick_at: tick.at,
      opened_at: now,
      armed_tick_id: String(tick.id),
    },
    { reason: 'futures_fill', postings: frozenFeePostings(row.user_id, market, new Decimal(row.open_fee)) },
    now,
  );
};

/** Cancels a waiting limit order: its margin and fee back to available. */
export const cancelPosition = async (
  trx: Transaction<Database>,
  row: PositionRow,
  market: FuturesMarket,
  now: Date,
): Promise<PositionRow> => {
  return moveOn(
    trx,
    row,
    'pending',
    { state: 'cancelled', closed_at: now },
    {
      reason: 'futures_cancel',
      postings: cancelPostings(row.user_id, market, new Decimal(row.margin), new Decimal(row.open_fee)),
    },
    now,
  );
};
