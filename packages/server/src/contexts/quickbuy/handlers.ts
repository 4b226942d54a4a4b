import { contract } from '@tessera/contract';
import { validateQuickBuy } from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import type { Clock } from '../../shared/clock.js';
import type { DataCipher } from '../../shared/data-cipher.js';
import { idempotentCall, runIdempotent } from '../../shared/idempotency.js';
import { newestFirst, pageAnswer, pageRequest } from '../../shared/paging.js';
import type { Uploads } from '../account/index.js';
import { firstError, type Handlers, ok, reject, rejectInvalid, withSession } from '../handler.js';
import { displayName } from '../session/index.js';
import { verificationLevelOf } from '../verification/index.js';
import { balanceAccount, move, postJournal } from '../wallet/index.js';
import { PAYMENT_WINDOW_HOURS, quickBuyHouse, quickBuyOfferFor, wirePayee } from './offer.js';
import { payerContext, type QuickBuyOrderRow, quickBuyOrderOf, wireQuickBuyOrder } from './orders.js';

export interface QuickBuyDeps {
  readonly db: Kysely<Database>;
  readonly clock: Clock;
  readonly cipher: DataCipher;
  readonly uploads: Uploads;
  /** Tells the user's devices their balances (and so their orders) changed. */
  readonly userChanged: (userId: number) => void;
}

type QuickBuyEndpoint =
  | 'quickBuyOffer'
  | 'placeQuickBuy'
  | 'quickBuyProof'
  | 'cancelQuickBuy'
  | 'quickBuyOrder'
  | 'quickBuyOrders'
  | 'operatorQuickBuys'
  | 'operatorConfirmQuickBuy'
  | 'operatorRejectQuickBuy';

const HOUR_MS = 3_600_000;

/** Orders a user may have waiting for payment at once: enough to retry a method, too few to flood the operators. */
export const MAX_ORDERS_TO_BE_PAID = 3;

/**
 * Quick buy: the offer by verification level, orders with the account to pay into, the transfer
 * proof, cancelling; the operator's confirmation (the USDT credited once through the ledger) or
 * rejection.
 */
export const createQuickBuyHandlers = (deps: QuickBuyDeps): Pick<Handlers, QuickBuyEndpoint> => {
  const { db, clock, cipher } = deps;
  const wire = (row: QuickBuyOrderRow) => wireQuickBuyOrder(quickBuyOrderOf(row, cipher));
  const ownOrder = (userId: number, id: number) =>
    db
      .selectFrom('quick_buy_orders')
      .selectAll()
      .where('id', '=', String(id))
      .where('user_id', '=', userId)
      .executeTakeFirst();
  /** Why an order of the user's could not be moved: it is not theirs, or it is no longer to be paid. */
  const refusal = async (userId: number, id: number) => {
    const row = await ownOrder(userId, id);
    return row === undefined ? reject('QUICKBUY.UNKNOWN_ORDER') : reject('QUICKBUY.NOT_TO_BE_PAID');
  };
  return {
    quickBuyOffer: withSession(async (_params, _context, session) => {
      const offer = quickBuyOfferFor(await verificationLevelOf(db, session.userId));
      return ok({
        countries: [...offer.countries],
        currencies: [...offer.currencies],
        methods: [...offer.methods],
        min_usd: offer.minUsd,
        max_usd: offer.maxUsd,
        payment_window_hours: offer.paymentWindowHours,
        payees: {
          bank_transfer: wirePayee(offer.payees.bank_transfer),
          card: wirePayee(offer.payees.card),
          wallet: wirePayee(offer.payees.wallet),
        },
      });
    }),

    placeQuickBuy: withSession(async (params, context, session) => {
      const offer = quickBuyOfferFor(await verificationLevelOf(db, session.userId));
      const checked = validateQuickBuy(
        {
          country: params.country.trim().toUpperCase(),
          currency: params.currency.trim().toUpperCase(),
          method: params.method.trim(),
          usd: params.amount,
          firstName: params.first_name,
          lastName: params.last_name,
          email: params.email,
          phone: params.phone,
          taxId: params.tax_id,
        },
        offer,
      );
      if (E.isLeft(checked)) return rejectInvalid(firstError(checked.left));
      const draft = checked.right;
      const now = clock.now();
      return runIdempotent(
        db,
        idempotentCall(contract.placeQuickBuy, params, { session, context }, now),
        async (trx) => {
          // The user's row is locked first, so parallel orders are counted one after another.
          await trx.selectFrom('users').select('id').where('id', '=', session.userId).forUpdate().execute();
          const { waiting } = await trx
            .selectFrom('quick_buy_orders')
            .select((eb) => eb.fn.countAll<string>().as('waiting'))
            .where('user_id', '=', session.userId)
            .where('state', '=', 'to_be_paid')
            .executeTakeFirstOrThrow();
          if (Number(waiting) >= MAX_ORDERS_TO_BE_PAID)
            return reject('QUICKBUY.TOO_MANY_WAITING', { max: String(MAX_ORDERS_TO_BE_PAID) });
          const row = await trx
            .insertInto('quick_buy_orders')
            .values({
              user_id: session.userId,
              country: draft.country,
              currency: draft.currency,
              method: draft.method,
              usd: draft.usd.toFixed(),
              usdt: draft.usd.toFixed(),
              payer: cipher.sealText(JSON.stringify(draft.payer), payerContext(session.userId)),
              payee: JSON.stringify(wirePayee(offer.payees[draft.method])),
              state: 'to_be_paid',
              created_at: now,
              pay_by: new Date(now.getTime() + PAYMENT_WINDOW_HOURS * HOUR_MS),
            })
            .returningAll()
            .executeTakeFirstOrThrow();
          return ok(wire(row));
        },
      );
    }),

    quickBuyProof: withSession(async (params, _context, session) => {
      const proof = await deps.uploads.owned(db, {
        userId: session.userId,
        path: params.proof,
        purpose: 'payment_proof',
      });
      if (proof === undefined) return reject('WALLET.PROOF_REQUIRED');
      const now = clock.now();
      const row = await db
        .updateTable('quick_buy_orders')
        .set({ proof_upload_id: proof, proof_at: now })
        .where('id', '=', String(params.id))
        .where('user_id', '=', session.userId)
        .where('state', '=', 'to_be_paid')
        .where('pay_by', '>', now)
        .returningAll()
        .executeTakeFirst();
      return row === undefined ? refusal(session.userId, params.id) : ok(wire(row));
    }),

    cancelQuickBuy: withSession(async (params, _context, session) => {
      const now = clock.now();
      const row = await db
        .updateTable('quick_buy_orders')
        .set({ state: 'cancelled', cancelled_at: now, cancel_reason: 'user' })
        .where('id', '=', String(params.id))
        .where('user_id', '=', session.userId)
        .where('state', '=', 'to_be_paid')
        .returningAll()
        .executeTakeFirst();
      return row === undefined ? refusal(session.userId, params.id) : ok(wire(row));
    }),

    quickBuyOrder: withSession(async (params, _context, session) => {
      const row = await ownOrder(session.userId, params.id);
      return row === undefined ? reject('QUICKBUY.UNKNOWN_ORDER') : ok(wire(row));
    }),

    quickBuyOrders: withSession(async (params, _context, session) => {
      const request = pageRequest(params);
      if (request === undefined) return reject('SHARED.INVALID_PARAMS');
      const { rows, total } = await newestFirst(
        db.selectFrom('quick_buy_orders').where('user_id', '=', session.userId),
        request,
      );
      return ok(pageAnswer(rows.map(wire), request, total));
    }),

    operatorQuickBuys: async (params) => {
      let query = db
        .selectFrom('quick_buy_orders')
        .innerJoin('users', 'users.id', 'quick_buy_orders.user_id')
        .selectAll('quick_buy_orders')
        .select(['users.username', 'users.email', 'users.mobile']);
      if (params.state !== undefined) query = query.where('quick_buy_orders.state', '=', params.state);
      const rows = await query.orderBy('quick_buy_orders.id').limit(200).execute();
      return ok(
        rows.map(({ username, email, mobile, ...row }) => ({
          ...wire(row),
          user_id: row.user_id,
          user: displayName({ id: row.user_id, username, email, mobile }),
        })),
      );
    },

    operatorConfirmQuickBuy: async (params) => {
      const now = clock.now();
      const outcome = await inTransaction(db, async (trx) => {
        // Paid once: only an order still to be paid, with its proof, moves; a second confirmation finds none.
        const row = await trx
          .updateTable('quick_buy_orders')
          .set({ state: 'paid', paid_at: now })
          .where('id', '=', String(params.id))
          .where('state', '=', 'to_be_paid')
          .where('proof_at', 'is not', null)
          .returningAll()
          .executeTakeFirst();
        if (row === undefined) return reject('QUICKBUY.NOT_CONFIRMABLE');
        const order = quickBuyOrderOf(row, cipher);
        await postJournal(
          trx,
          {
            reason: 'quickbuy_credit',
            ref: { type: 'quick_buy_order', id: order.id },
            user: null,
            postings: move(quickBuyHouse, balanceAccount(row.user_id, 'USDT'), order.usdt),
          },
          now,
        );
        return ok({ ...wireQuickBuyOrder(order), owner: row.user_id });
      });
      if (E.isLeft(outcome)) return outcome;
      const { owner, ...order } = outcome.right;
      deps.userChanged(owner);
      return ok(order);
    },

    operatorRejectQuickBuy: async (params) => {
      const row = await db
        .updateTable('quick_buy_orders')
        .set({ state: 'cancelled', cancelled_at: clock.now(), cancel_reason: 'not_received' })
        .where('id', '=', String(params.id))
        .where('state', '=', 'to_be_paid')
        .where('proof_at', 'is not', null)
        .returningAll()
        .executeTakeFirst();
      return row === undefined ? reject('QUICKBUY.NOT_CONFIRMABLE') : ok(wire(row));
    },
  };
};
