import {
  type Decimal,
  INVITE_REBATE_RATE,
  inviteRebate,
  rewardDay,
  VIP_VOLUME_DAYS,
  vipLevel,
} from '@tessera/core';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { type AssetBook, balanceAccount, postJournal } from '../wallet/index.js';
import { feesPaid, holdings, tradingVolume, worthInUsdt } from './activity.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface RewardsDeps {
  readonly db: Kysely<Database>;
  readonly assets: AssetBook;
  /** The newest recorded price of an asset in USDT (undefined: no market prices it). */
  readonly priceInUsdt: (asset: string) => Decimal | undefined;
}

/** What one run did: the days it paid and reviewed, the rebates paid, the levels changed, whom it paid. */
export interface RewardsRun {
  readonly days: string[];
  readonly rebates: number;
  readonly levelsChanged: number;
  readonly paid: number[];
}

const startOf = (day: string): Date => new Date(`${day}T00:00:00.000Z`);
const dayAfter = (day: string): string => rewardDay(new Date(startOf(day).getTime() + DAY_MS));

/**
 * The finished days not yet paid, oldest first: from the day after the last one paid (or, before
 * any, the first day anyone traded) to yesterday. A day missed while no process held the market
 * is paid later, never skipped.
 */
const dueDays = async (db: Kysely<Database>, today: string): Promise<string[]> => {
  const { last } = await db
    .selectFrom('reward_days')
    .select((eb) => eb.fn.max('day').as('last'))
    .executeTakeFirstOrThrow();
  let first: string | undefined = last === null ? undefined : dayAfter(last);
  if (first === undefined) {
    const { rows } = await sql<{ at: Date | null }>`
      select least((select min(at) from spot_trades), (select min(opened_at) from futures_positions)) as at`.execute(
      db,
    );
    const at = rows[0]?.at ?? null;
    if (at === null) return [];
    first = rewardDay(at);
  }
  const days: string[] = [];
  for (let day = first; day < today; day = dayAfter(day)) days.push(day);
  return days;
};

/** Who invited whom: each invited user's inviter, for the users named (the root code invites for nobody). */
const invitersOf = async (trx: Transaction<Database>, userIds: readonly number[]) => {
  if (userIds.length === 0) return new Map<number, number>();
  const rows = await trx
    .selectFrom('users as u')
    .innerJoin('invite_codes as c', 'c.code', 'u.invited_by')
    .select(['u.id', 'c.owner_id'])
    .where('u.id', 'in', userIds)
    .where('c.owner_id', 'is not', null)
    .execute();
  return new Map(rows.map((row) => [row.id, row.owner_id as number]));
};

/**
 * Pays one day's invitation rebates: for each invited user and asset they paid fees in, the
 * published share (core's `inviteRebate`, rounded down to the asset's decimals) from the fees
 * account to the inviter's balance account, recorded with the fees and the rate it used.
 */
const payRebates = async (
  trx: Transaction<Database>,
  assets: AssetBook,
  day: string,
  at: Date,
): Promise<{ count: number; paid: Set<number> }> => {
  const fees = await feesPaid(trx, { from: startOf(day), until: startOf(dayAfter(day)) });
  const inviters = await invitersOf(trx, [...fees.keys()]);
  const paid = new Set<number>();
  let count = 0;
  for (const [inviteeId, byAsset] of fees) {
    const referrerId = inviters.get(inviteeId);
    if (referrerId === undefined) continue;
    for (const [asset, paidFees] of byAsset) {
      const precision = assets.bySymbol(asset)?.precision;
      if (precision === undefined || !paidFees.gt(0)) continue;
      const amount = inviteRebate({ fees: paidFees, rate: INVITE_REBATE_RATE, decimals: precision });
      if (!amount.gt(0)) continue;
      const journalId = await postJournal(
        trx,
        {
          reason: 'invite_rebate',
          ref: { type: 'invite_rebate', id: `${day}:${inviteeId}:${asset}` },
          user: referrerId,
          postings: [
            { account: { platform: 'fees', asset }, amount: amount.negated() },
            { account: balanceAccount(referrerId, asset), amount },
          ],
        },
        at,
      );
      await trx
        .insertInto('invite_rebates')
        .values({
          day,
          referrer_id: referrerId,
          invitee_id: inviteeId,
          asset,
          fees: paidFees.toFixed(),
          rate: INVITE_REBATE_RATE.toFixed(),
          amount: amount.toFixed(),
          journal_id: journalId,
          at,
        })
        .execute();
      paid.add(referrerId);
      count += 1;
    }
  }
  return { count, paid };
};

/**
 * Reviews every VIP level as of the end of `day`: the 30 days' volume up to then and the holdings
 * now, each worth in USDT at the newest recorded prices, against the published table (core's
 * `vipLevel`). Only levels that change are written; everyone reviewed gets the review's time.
 */
const reviewLevels = async (
  trx: Transaction<Database>,
  priceInUsdt: RewardsDeps['priceInUsdt'],
  day: string,
  at: Date,
): Promise<number> => {
  const until = startOf(dayAfter(day));
  const volume = await tradingVolume(trx, {
    from: new Date(until.getTime() - VIP_VOLUME_DAYS * DAY_MS),
    until,
  });
  const held = await holdings(trx);
  const current = await trx.selectFrom('users').select(['id', 'vip_level']).execute();
  let changed = 0;
  for (const user of current) {
    const level = vipLevel({
      volume30d: worthInUsdt(volume.get(user.id), priceInUsdt),
      holdings: worthInUsdt(held.get(user.id), priceInUsdt),
    });
    if (level === user.vip_level) continue;
    await trx.updateTable('users').set({ vip_level: level }).where('id', '=', user.id).execute();
    changed += 1;
  }
  await trx.updateTable('users').set({ vip_reviewed_at: at }).execute();
  return changed;
};

/**
 * The daily rewards job: each finished day not yet done, in its own transaction, is claimed
 * (`reward_days`: a day claimed by another process is left to it), its rebates paid and every VIP
 * level reviewed. Runs after every tick (a day is due after the first tick past its end) and when
 * an operator asks.
 */
export const runRewards =
  ({ db, assets, priceInUsdt }: RewardsDeps) =>
  async (at: Date): Promise<RewardsRun> => {
    const days: string[] = [];
    let rebates = 0;
    let levelsChanged = 0;
    const paid = new Set<number>();
    for (const day of await dueDays(db, rewardDay(at))) {
      const done = await db.transaction().execute(async (trx) => {
        const claimed = await trx
          .insertInto('reward_days')
          .values({ day, ran_at: at, rebates: 0, levels_changed: 0 })
          .onConflict((oc) => oc.column('day').doNothing())
          .returning('day')
          .executeTakeFirst();
        if (claimed === undefined) return undefined;
        const rebates = await payRebates(trx, assets, day, at);
        const levelsChanged = await reviewLevels(trx, priceInUsdt, day, at);
        await trx
          .updateTable('reward_days')
          .set({ rebates: rebates.count, levels_changed: levelsChanged })
          .where('day', '=', day)
          .execute();
        return { rebates, levelsChanged };
      });
      if (done === undefined) continue;
      days.push(day);
      rebates += done.rebates.count;
      levelsChanged += done.levelsChanged;
      for (const user of done.rebates.paid) paid.add(user);
    }
    return { days, rebates, levelsChanged, paid: [...paid] };
  };
