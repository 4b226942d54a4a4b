import { copyOrder, Decimal, type FuturesMarket } from '@tessera/core';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import {
  closePosition,
  marginAccount,
  NOTHING_MIRRORED,
  newPositionRow,
  openPostings,
  type PositionMirror,
  type PositionRow,
} from '../futures/index.js';
import type { RecordedTick } from '../market/index.js';
import { tellUser } from '../messages/index.js';
import { accountKey, postJournalFor } from '../wallet/index.js';

/**
 * Copy trading's part in the futures engine's transactions (spec §4). When a trader's position
 * opens, each follow in force gets a copy: the lots, margin and fee core's `copyOrder` gives at the
 * trader's recorded opening price, or a skipped copy with the reason, the follower told. When any
 * position closes, its own copy record (if it was a copy) says so, and the copies still mirroring
 * it close at the same tick, reason `trader`. Everything commits with the trader's own change or
 * not at all, and a (follow, trader position) pair has one copy at most.
 */
export const copyMirror: PositionMirror = {
  async opened(trx, row, market, tick, now) {
    const follows = await trx
      .selectFrom('copy_follows')
      .selectAll()
      .where('trader_id', '=', row.user_id)
      .where('state', '=', 'following')
      .orderBy('id')
      .execute();
    if (follows.length === 0 || row.open_price === null) return NOTHING_MIRRORED;
    const available = await lockedAvailable(
      trx,
      follows.map((follow) => follow.follower_id),
      market,
    );
    const positions: PositionRow[] = [];
    const users: number[] = [];
    for (const follow of follows) {
      const order = copyOrder({
        mode: follow.mode,
        value: follow.value,
        trader: { side: row.side, multiple: row.multiple, lots: row.lots, openPrice: row.open_price },
        market,
        available: available.get(follow.follower_id) ?? '0',
      });
      const copy = {
        follow_id: follow.id,
        follower_id: follow.follower_id,
        trader_id: row.user_id,
        trader_position_id: row.id,
        lots: order.lots.toFixed(),
        created_at: now,
      };
      if (order.kind === 'skip') {
        await trx
          .insertInto('copies')
          .values({ ...copy, state: 'skipped', skip_reason: order.reason })
          .execute();
        await tellUser(trx, {
          userId: follow.follower_id,
          topic: 'copy_skipped',
          facts: {
            trader: String(row.user_id),
            symbol: row.symbol,
            lots: order.lots.toFixed(),
            reason: order.reason,
          },
          at: now,
        });
        users.push(follow.follower_id);
        continue;
      }
      const positionId = await postJournalFor(
        trx,
        'futures_position',
        trx
          .insertInto('futures_positions')
          .values(
            newPositionRow({
              userId: follow.follower_id,
              market,
              draft: {
                side: row.side,
                kind: 'market',
                multiple: row.multiple,
                lots: order.lots,
                limitPrice: null,
                takeProfit: null,
                stopLoss: null,
              },
              preview: order.preview,
              armedTickId: row.armed_tick_id,
              opened: { tick, price: new Decimal(row.open_price) },
              now,
            }),
          )
          .returning('id'),
        {
          reason: 'futures_open',
          user: follow.follower_id,
          postings: openPostings(follow.follower_id, market, order.preview.margin, order.preview.fee),
        },
        now,
      );
      await trx
        .insertInto('copies')
        .values({ ...copy, state: 'open', skip_reason: null, position_id: String(positionId) })
        .execute();
      positions.push(
        await trx
          .selectFrom('futures_positions')
          .selectAll()
          .where('id', '=', String(positionId))
          .executeTakeFirstOrThrow(),
      );
    }
    return { positions, users };
  },

  async closed(trx, row, market, tick, now) {
    // A copy that closed on its own (its holder closed it, or its liquidation price was reached).
    await trx
      .updateTable('copies')
      .set({ state: 'closed' })
      .where('position_id', '=', row.id)
      .where('state', '=', 'open')
      .execute();
    return { positions: await closeCopiesOf(trx, row, market, tick, now), users: [] };
  },
};

/**
 * What each follower's margin account can spend, its row locked to the end of the transaction so
 * no spend of theirs lands between this check and the copy's journal (which then cannot come up
 * short and undo the trader's own change). Locked in id order, as every posting locks accounts.
 */
const lockedAvailable = async (
  trx: Transaction<Database>,
  followers: readonly number[],
  market: FuturesMarket,
): Promise<Map<number, Decimal>> => {
  const keys = new Map(followers.map((follower) => [accountKey(marginAccount(follower, market)), follower]));
  const rows = await trx
    .selectFrom('ledger_accounts')
    .select(['key', 'available'])
    .where('key', 'in', [...keys.keys()])
    .orderBy('id')
    .forUpdate()
    .execute();
  return new Map(rows.map((account) => [keys.get(account.key) as number, new Decimal(account.available)]));
};

/** Closes the copies still mirroring the trader's position `row` at the tick it closed at. */
const closeCopiesOf = async (
  trx: Transaction<Database>,
  row: PositionRow,
  market: FuturesMarket,
  tick: RecordedTick,
  now: Date,
): Promise<PositionRow[]> => {
  const mirroring = await trx
    .selectFrom('copies')
    .select(['id', 'position_id'])
    .where('trader_position_id', '=', row.id)
    .where('state', '=', 'open')
    .orderBy('id')
    .forUpdate()
    .execute();
  const positionIds = mirroring.flatMap((copy) => (copy.position_id === null ? [] : [copy.position_id]));
  if (positionIds.length === 0) return [];
  const positions = await trx
    .selectFrom('futures_positions')
    .selectAll()
    .where('id', 'in', positionIds)
    .where('state', '=', 'open')
    .orderBy('id')
    .forUpdate()
    .execute();
  const closed: PositionRow[] = [];
  for (const position of positions)
    closed.push(await closePosition(trx, position, market, tick, 'trader', now));
  await trx
    .updateTable('copies')
    .set({ state: 'closed' })
    .where(
      'id',
      'in',
      mirroring.map((copy) => copy.id),
    )
    .execute();
  return closed;
};
