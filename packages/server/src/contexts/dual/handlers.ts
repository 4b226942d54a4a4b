import { contract } from '@tessera/contract';
import { type DualProduct, validateDualPurchase } from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../shared/clock.js';
import { idempotentCall, runIdempotent } from '../../shared/idempotency.js';
import { newestFirst, pageAnswer, pageRequest } from '../../shared/paging.js';
import { firstError, type Handlers, ok, reject, rejectInvalid, withSession } from '../handler.js';
import { type AssetBook, balanceAccount, move, postJournalFor, spending } from '../wallet/index.js';
import { dualOrderOf, wireDualOrder } from './orders.js';
import { type DualProductRow, dualProductOf, wireDualProduct } from './products.js';

export interface DualDeps {
  readonly db: Kysely<Database>;
  readonly clock: Clock;
  readonly assets: AssetBook;
  /** Tells the user's devices their balances (and so their orders) changed. */
  readonly userChanged: (userId: number) => void;
}

type DualEndpoint = 'dualProducts' | 'dualProduct' | 'buyDual' | 'dualOrders';

/** Dual investment: the products open for subscription, purchases of whole shares, the orders. */
export const createDualHandlers = (deps: DualDeps): Pick<Handlers, DualEndpoint> => {
  const { db, clock, assets } = deps;
  const productOf = (row: DualProductRow): DualProduct => dualProductOf(row, assets);
  const findProduct = async (id: number) => {
    const row = await db
      .selectFrom('dual_products')
      .selectAll()
      .where('id', '=', String(id))
      .executeTakeFirst();
    return row === undefined ? undefined : productOf(row);
  };
  return {
    dualProducts: async () => {
      const rows = await db
        .selectFrom('dual_products')
        .selectAll()
        .where('subscription_ends_at', '>', clock.now())
        .orderBy('symbol')
        .orderBy('direction')
        .orderBy('days')
        .orderBy('id')
        .execute();
      return ok(rows.map((row) => wireDualProduct(productOf(row))));
    },

    dualProduct: async (params) => {
      const product = await findProduct(params.id);
      return product === undefined ? reject('DUAL.UNKNOWN_PRODUCT') : ok(wireDualProduct(product));
    },

    buyDual: withSession(async (params, context, session) => {
      const now = clock.now();
      const product = await findProduct(params.id);
      const checked = validateDualPurchase(
        { productId: params.id, shares: String(params.num) },
        { products: product === undefined ? [] : [product], now: now.getTime() },
      );
      if (E.isLeft(checked)) return rejectInvalid(firstError(checked.left));
      const { shares } = checked.right;
      const outcome = await runIdempotent(
        db,
        idempotentCall(contract.buyDual, params, { session, context }, now),
        (trx) =>
          spending(async () => {
            // The shares are taken only if enough remain and the subscription is open, whatever
            // other buyers do meanwhile: the check and the take are one statement.
            const taken = await trx
              .updateTable('dual_products')
              .set((eb) => ({ remaining_shares: eb('remaining_shares', '-', shares) }))
              .where('id', '=', String(params.id))
              .where('remaining_shares', '>=', shares)
              .where('subscription_ends_at', '>', now)
              .returningAll()
              .executeTakeFirst();
            if (taken === undefined) {
              const current = await trx
                .selectFrom('dual_products')
                .select(['remaining_shares', 'subscription_ends_at'])
                .where('id', '=', String(params.id))
                .executeTakeFirstOrThrow();
              if (current.subscription_ends_at <= now) return reject('DUAL.SUBSCRIPTION_CLOSED');
              return current.remaining_shares === 0
                ? reject('DUAL.SOLD_OUT')
                : reject('DUAL.NOT_ENOUGH_SHARES', { remaining: String(current.remaining_shares) });
            }
            const bought = productOf(taken);
            const invested = bought.shareSize.mul(shares);
            const account = balanceAccount(session.userId, bought.investAsset);
            const id = await postJournalFor(
              trx,
              'dual_order',
              trx
                .insertInto('dual_orders')
                .values({
                  user_id: session.userId,
                  product_id: taken.id,
                  shares,
                  invested: invested.toFixed(),
                  purchased_at: now,
                  matures_at: taken.matures_at,
                  state: 'purchased',
                })
                .returning('id'),
              {
                reason: 'dual_buy',
                user: session.userId,
                idempotencyKey: context.idempotencyKey,
                // Frozen in the balance account until maturity.
                postings: move(account, account, invested, { from: 'available', to: 'frozen' }),
              },
              now,
            );
            const row = await trx
              .selectFrom('dual_orders')
              .selectAll()
              .where('id', '=', String(id))
              .executeTakeFirstOrThrow();
            return ok(wireDualOrder(dualOrderOf(row, bought, now)));
          }),
      );
      if (E.isRight(outcome)) deps.userChanged(session.userId);
      return outcome;
    }),

    dualOrders: withSession(async (params, _context, session) => {
      const request = pageRequest(params);
      if (request === undefined) return reject('SHARED.INVALID_PARAMS');
      const { rows, total } = await newestFirst(
        db.selectFrom('dual_orders').where('user_id', '=', session.userId),
        request,
      );
      const products = new Map<string, DualProduct>();
      for (const id of new Set(rows.map((row) => String(row.product_id)))) {
        const product = await findProduct(Number(id));
        if (product !== undefined) products.set(id, product);
      }
      const now = clock.now();
      return ok(
        pageAnswer(
          rows.flatMap((row) => {
            const product = products.get(String(row.product_id));
            return product === undefined ? [] : [wireDualOrder(dualOrderOf(row, product, now))];
          }),
          request,
          total,
        ),
      );
    }),
  };
};
