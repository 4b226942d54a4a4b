import { Decimal, INVITE_REBATE_RATE, nextVipTier, VIP_TIERS, VIP_VOLUME_DAYS } from '@tessera/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../shared/clock.js';
import { pageAnswer, pageRequest } from '../../shared/paging.js';
import { type Handlers, ok, reject, withSession } from '../handler.js';
import { displayName } from '../session/index.js';
import { holdings, tradingVolume, worthInUsdt } from './activity.js';
import type { RewardsDeps, RewardsRun } from './job.js';

type RewardsEndpoint = 'vipTiers' | 'vipStanding' | 'inviteSummary' | 'rebates' | 'operatorRunRewards';

const DAY_MS = 24 * 60 * 60 * 1000;

/** An invited user as their inviter sees them: the first and last character of their name. */
export const maskedName = (name: string): string => {
  const characters = [...name];
  if (characters.length <= 2) return `${characters[0] ?? ''}***`;
  return `${characters[0]}***${characters.at(-1)}`;
};

const wireTier = (tier: (typeof VIP_TIERS)[number]) => ({
  level: tier.level,
  volume_30d: tier.volume30d,
  holdings: tier.holdings,
});

/**
 * Invitation rebates and VIP levels (spec §1, §2 `setting/share`, §6): the published table, where
 * the user stands, their invitation and the rebates it paid, and the operator's run of the daily
 * job. No call changes a level or a rebate: only the job does, by the published rules.
 */
export const createRewardsHandlers = ({
  db,
  clock,
  priceInUsdt,
  run,
}: Pick<RewardsDeps, 'priceInUsdt'> & {
  readonly db: Kysely<Database>;
  readonly clock: Clock;
  /** The daily job, run now. */
  readonly run: (at: Date) => Promise<RewardsRun>;
}): Pick<Handlers, RewardsEndpoint> => ({
  vipTiers: async () => ok(VIP_TIERS.map(wireTier)),

  vipStanding: withSession(async (_params, _context, session) => {
    const now = clock.now();
    const user = await db
      .selectFrom('users')
      .select(['vip_level', 'vip_reviewed_at'])
      .where('id', '=', session.userId)
      .executeTakeFirstOrThrow();
    const volume = await tradingVolume(db, {
      from: new Date(now.getTime() - VIP_VOLUME_DAYS * DAY_MS),
      until: now,
    });
    const held = await holdings(db, session.userId);
    const next = nextVipTier(user.vip_level);
    return ok({
      level: user.vip_level,
      volume_30d: worthInUsdt(volume.get(session.userId), priceInUsdt).toDecimalPlaces(2, Decimal.ROUND_DOWN),
      holdings: worthInUsdt(held.get(session.userId), priceInUsdt).toDecimalPlaces(2, Decimal.ROUND_DOWN),
      reviewed_at: user.vip_reviewed_at?.toISOString() ?? null,
      next: next === null ? null : wireTier(next),
    });
  }),

  inviteSummary: withSession(async (_params, _context, session) => {
    const own = await db
      .selectFrom('invite_codes')
      .select('code')
      .where('owner_id', '=', session.userId)
      .executeTakeFirst();
    if (own === undefined) return reject('SHARED.NOT_FOUND');
    const { invited } = await db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string>().as('invited'))
      .where('invited_by', '=', own.code)
      .executeTakeFirstOrThrow();
    const earned = await db
      .selectFrom('invite_rebates')
      .select(['asset', (eb) => eb.fn.sum<string>('amount').as('total')])
      .where('referrer_id', '=', session.userId)
      .groupBy('asset')
      .orderBy('asset')
      .execute();
    return ok({
      code: own.code,
      invited: Number(invited),
      rebate_rate: INVITE_REBATE_RATE,
      earned: Object.fromEntries(earned.map((row) => [row.asset, new Decimal(row.total)])),
    });
  }),

  rebates: withSession(async (params, _context, session) => {
    const request = pageRequest(params);
    if (request === undefined) return reject('SHARED.INVALID_PARAMS');
    const mine = db.selectFrom('invite_rebates as r').where('r.referrer_id', '=', session.userId);
    const { total } = await mine
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow();
    const rows = await mine
      .innerJoin('users as u', 'u.id', 'r.invitee_id')
      .selectAll('r')
      .select(['u.username', 'u.email', 'u.mobile'])
      .orderBy('r.id', 'desc')
      .limit(request.limit)
      .offset(request.offset)
      .execute();
    return ok(
      pageAnswer(
        rows.map((row) => ({
          id: row.id,
          day: row.day,
          invitee: maskedName(
            displayName({ id: row.invitee_id, username: row.username, email: row.email, mobile: row.mobile }),
          ),
          asset: row.asset,
          fees: new Decimal(row.fees),
          rate: new Decimal(row.rate),
          amount: new Decimal(row.amount),
          at: row.at.toISOString(),
        })),
        request,
        total,
      ),
    );
  }),

  operatorRunRewards: async () => {
    const done = await run(clock.now());
    return ok({ days: done.days, rebates: done.rebates, levels_changed: done.levelsChanged });
  },
});
