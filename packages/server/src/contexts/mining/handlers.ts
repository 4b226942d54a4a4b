import { contract } from '@tessera/contract';
import {
  Decimal,
  MINING_CALCULATOR_VERSION,
  type MiningPlan,
  miningRedemptionPreview,
  miningYieldDueAt,
  validateMiningPurchase,
  validateMiningRedemption,
} from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../shared/clock.js';
import { idempotentCall, runIdempotent } from '../../shared/idempotency.js';
import { newestFirst, pageAnswer, pageRequest } from '../../shared/paging.js';
import { firstError, type Handlers, ok, reject, rejectInvalid, withSession } from '../handler.js';
import { type AssetBook, move, postJournal, postJournalFor, spending } from '../wallet/index.js';
import {
  miningAccount,
  miningArchiveTerms,
  miningHouse,
  miningOrderOf,
  wireMiningOrder,
  wireMiningYield,
} from './orders.js';
import { miningPlansOf } from './plans.js';
import { payDueDaysOf } from './yields.js';

export interface MiningDeps {
  readonly db: Kysely<Database>;
  readonly clock: Clock;
  readonly assets: AssetBook;
  /** Tells the user's devices their balances (and so their orders) changed. */
  readonly userChanged: (userId: number) => void;
}

/** The penalty a redemption was shown: a plain non-negative decimal. */
const PENALTY_TEXT = /^\d{1,30}(\.\d{1,30})?$/;

type MiningEndpoint = 'miningPlans' | 'buyMining' | 'miningOrders' | 'miningOrder' | 'redeemMining';

const wirePlan = (plan: MiningPlan) => ({
  id: plan.id,
  currency: plan.asset,
  currency_id: plan.assetId,
  decimals: plan.decimals,
  days: plan.days,
  daily_rate_min: plan.dailyRateMin,
  daily_rate_max: plan.dailyRateMax,
  min_amount: plan.minAmount,
  penalty_rate: plan.penaltyRate,
});

/** Locked mining: the published plans, purchases, the orders with their yields, early redemption. */
export const createMiningHandlers = (deps: MiningDeps): Pick<Handlers, MiningEndpoint> => {
  const { db, clock } = deps;
  const plans = miningPlansOf(deps.assets);
  const wirePlans = plans.map(wirePlan);
  return {
    miningPlans: async () => ok(wirePlans),

    buyMining: withSession(async (params, context, session) => {
      const checked = validateMiningPurchase({ planId: params.config_id, amount: params.amount }, { plans });
      if (E.isLeft(checked)) return rejectInvalid(firstError(checked.left));
      const { amount } = checked.right;
      const plan = plans.find((offered) => offered.id === checked.right.planId);
      if (plan === undefined) return reject('MINING.UNKNOWN_PLAN');
      const startedAt = clock.now();
      const account = miningAccount(session.userId, plan.asset);
      const outcome = await runIdempotent(
        db,
        {
          endpoint: contract.buyMining,
          params,
          userId: session.userId,
          key: context.idempotencyKey,
          at: startedAt,
        },
        (trx) =>
          spending(async () => {
            const started = startedAt.toISOString();
            const id = await postJournalFor(
              trx,
              'mining_order',
              trx
                .insertInto('mining_orders')
                .values({
                  user_id: session.userId,
                  plan_id: plan.id,
                  asset: plan.asset,
                  decimals: plan.decimals,
                  amount: amount.toFixed(),
                  days: plan.days,
                  daily_rate_min: plan.dailyRateMin.toFixed(),
                  daily_rate_max: plan.dailyRateMax.toFixed(),
                  penalty_rate: plan.penaltyRate.toFixed(),
                  state: 'active',
                  started_at: startedAt,
                  matures_at: new Date(miningYieldDueAt(started, plan.days)),
                  next_yield_at: new Date(miningYieldDueAt(started, 1)),
                  calculator_version: MINING_CALCULATOR_VERSION,
                })
                .returning('id'),
              {
                reason: 'mining_buy',
                user: session.userId,
                idempotencyKey: context.idempotencyKey,
                // Locked: frozen in the mining account until maturity or an early redemption.
                postings: move(account, account, amount, { from: 'available', to: 'frozen' }),
              },
              startedAt,
            );
            const row = await trx
              .selectFrom('mining_orders')
              .selectAll()
              .where('id', '=', String(id))
              .executeTakeFirstOrThrow();
            return ok(wireMiningOrder(row));
          }),
      );
      if (E.isRight(outcome)) deps.userChanged(session.userId);
      return outcome;
    }),

    miningOrders: withSession(async (params, _context, session) => {
      const request = pageRequest(params);
      if (request === undefined) return reject('SHARED.INVALID_PARAMS');
      const { rows, total } = await newestFirst(
        db
          .selectFrom('mining_orders')
          .where('user_id', '=', session.userId)
          .where('state', '=', params.state),
        request,
      );
      return ok(pageAnswer(rows.map(wireMiningOrder), request, total));
    }),

    miningOrder: withSession(async (params, _context, session) => {
      const row = await db
        .selectFrom('mining_orders')
        .selectAll()
        .where('id', '=', String(params.id))
        .where('user_id', '=', session.userId)
        .executeTakeFirst();
      if (row === undefined) return reject('MINING.ORDER_NOT_FOUND');
      const yields = await db
        .selectFrom('mining_yields')
        .selectAll()
        .where('order_id', '=', row.id)
        .orderBy('day')
        .execute();
      return ok({ ...wireMiningOrder(row), yields: yields.map(wireMiningYield) });
    }),

    redeemMining: withSession(async (params, context, session) => {
      const shown = params.penalty.trim();
      if (!PENALTY_TEXT.test(shown)) return reject('SHARED.INVALID_PARAMS');
      const now = clock.now();
      const outcome = await runIdempotent(
        db,
        idempotentCall(contract.redeemMining, params, { session, context }, now),
        async (trx) => {
          const locked = await trx
            .selectFrom('mining_orders')
            .selectAll()
            .where('id', '=', String(params.id))
            .where('user_id', '=', session.userId)
            .forUpdate()
            .executeTakeFirst();
          if (locked === undefined) return reject('MINING.ORDER_NOT_FOUND');
          const checked = validateMiningRedemption(miningOrderOf(locked), now.getTime());
          if (E.isLeft(checked)) return rejectInvalid(checked.left);
          const { penalty } = checked.right;
          if (!penalty.eq(shown)) return reject('MINING.PENALTY_CHANGED', { penalty: penalty.toFixed() });
          // Days that ended before the redemption are earned: paid first, as the run would have.
          const row = await payDueDaysOf(trx, locked, now);
          const amount = new Decimal(row.amount);
          const returned = amount.minus(penalty);
          const account = miningAccount(session.userId, row.asset);
          await postJournal(
            trx,
            {
              reason: 'mining_redeem',
              ref: { type: 'mining_order', id: row.id },
              user: session.userId,
              idempotencyKey: context.idempotencyKey,
              postings: [
                { account, bucket: 'frozen', amount: amount.negated() },
                ...(returned.isZero() ? [] : [{ account, amount: returned }]),
                ...(penalty.isZero() ? [] : [{ account: miningHouse(row.asset), amount: penalty }]),
              ],
            },
            now,
          );
          const redeemed = await trx
            .updateTable('mining_orders')
            .set({
              state: 'redeemed',
              ending: 'early',
              ended_at: now,
              penalty: penalty.toFixed(),
              returned: returned.toFixed(),
              next_yield_at: null,
            })
            .where('id', '=', row.id)
            .where('state', '=', 'active')
            .returningAll()
            .executeTakeFirstOrThrow();
          await trx
            .insertInto('settlement_archive')
            .values({
              product: 'mining',
              ref: `mining_redemption:${row.id}`,
              calculator_version: MINING_CALCULATOR_VERSION,
              inputs: { ...miningArchiveTerms(row), kind: 'redemption', redeemed_at: now.toISOString() },
              result: {
                remaining_days: String(
                  miningRedemptionPreview(miningOrderOf(row), now.getTime()).remainingDays,
                ),
                penalty: penalty.toFixed(),
                returned: returned.toFixed(),
              },
              at: now,
            })
            .execute();
          return ok(wireMiningOrder(redeemed));
        },
      );
      if (E.isRight(outcome)) deps.userChanged(session.userId);
      return outcome;
    }),
  };
};
