import { contract } from '@tessera/contract';
import {
  type Coupon,
  type CouponProduct,
  type CouponTerms,
  type CouponTermsDraft,
  couponExpiry,
  couponState,
  Decimal,
  type DecimalInput,
  validateCouponClaim,
  validateCouponTerms,
  validateCouponUse,
  WELCOME_COUPONS,
} from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { CouponsTable, Database } from '../../db/schema.js';
import type { Clock } from '../../shared/clock.js';
import { idempotentCall, runIdempotent } from '../../shared/idempotency.js';
import { pageAnswer, pageRequest } from '../../shared/paging.js';
import { type Handlers, type Outcome, ok, reject, rejectInvalid, withSession } from '../handler.js';
import { findNamedUser } from '../session/index.js';
import { postJournal } from '../wallet/index.js';

type CouponRow = Selectable<CouponsTable>;

/** The asset of every coupon's values: minimum order values and trial bonuses are in USDT. */
export const COUPON_ASSET = 'USDT';

/** A coupon as core sees it. */
export const couponOf = (row: CouponRow): Coupon => ({
  id: row.id,
  kind: row.kind,
  rate: row.rate === null ? null : new Decimal(row.rate),
  amount: row.amount === null ? null : new Decimal(row.amount),
  products: row.products === '' ? [] : (row.products.split(',') as CouponProduct[]),
  minValue: new Decimal(row.min_value),
  issuedAt: row.issued_at.toISOString(),
  expiresAt: row.expires_at.toISOString(),
  used:
    row.used_at === null || row.used_product === null || row.used_ref === null
      ? null
      : { product: row.used_product, ref: Number(row.used_ref), at: row.used_at.toISOString() },
});

const wireCoupon = (row: CouponRow, now: Date) => {
  const coupon = couponOf(row);
  return {
    id: coupon.id,
    kind: coupon.kind,
    rate: coupon.rate,
    amount: coupon.amount,
    products: [...coupon.products],
    min_value: coupon.minValue,
    issued_at: coupon.issuedAt,
    expires_at: coupon.expiresAt,
    state: couponState(coupon, now),
    used: coupon.used,
  };
};

/** Issues coupons on `terms` to a user, in the caller's transaction: the new rows. */
export const issueCoupons = (
  db: Kysely<Database>,
  userId: number,
  terms: readonly CouponTerms[],
  at: Date,
): Promise<CouponRow[]> =>
  db
    .insertInto('coupons')
    .values(
      terms.map((term) => ({
        user_id: userId,
        kind: term.kind,
        rate: term.rate?.toFixed() ?? null,
        amount: term.amount?.toFixed() ?? null,
        products: term.products.join(','),
        min_value: term.minValue.toFixed(),
        issued_at: at,
        expires_at: couponExpiry(term, at),
      })),
    )
    .returningAll()
    .execute();

/** What a new account receives, in its registration's transaction: the welcome coupons. */
export const welcomeNewUser = async (trx: Kysely<Database>, userId: number, at: Date): Promise<void> => {
  await issueCoupons(trx, userId, WELCOME_COUPONS, at);
};

/**
 * The coupon a user applies to an order, checked against the order: theirs, a fee discount
 * usable now on the product, the order worth its minimum. The check is read-only: the use itself
 * is the conditional update of `spendCoupon` (or `spot_place_orders`), which refuses a coupon
 * another request spent in between.
 */
export const couponForOrder = async (
  db: Kysely<Database>,
  userId: number,
  couponId: number,
  order: { readonly product: CouponProduct; readonly value: DecimalInput; readonly now: Date },
): Promise<Outcome<Coupon>> => {
  const row = await db
    .selectFrom('coupons')
    .selectAll()
    .where('id', '=', couponId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (row === undefined) return reject('COUPON.NOT_FOUND');
  const checked = validateCouponUse(couponOf(row), order);
  return E.isLeft(checked) ? rejectInvalid(checked.left) : ok(checked.right);
};

/**
 * Spends a coupon on what `ref` names, in the caller's transaction; false when it was spent (or
 * expired) first. One conditional update: of concurrent uses, one wins.
 */
export const spendCoupon = async (
  trx: Transaction<Database>,
  use: {
    readonly couponId: number;
    readonly userId: number;
    readonly product: CouponProduct | 'bonus';
    readonly ref: number;
    readonly at: Date;
  },
): Promise<boolean> => {
  const spent = await trx
    .updateTable('coupons')
    .set({ used_at: use.at, used_product: use.product, used_ref: use.ref })
    .where('id', '=', use.couponId)
    .where('user_id', '=', use.userId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', use.at)
    .executeTakeFirst();
  return spent.numUpdatedRows > 0n;
};

/** The operator's issue as core's `validateCouponTerms` takes it: products are sent comma-separated. */
const termsDraft = (params: {
  readonly kind: CouponTermsDraft['kind'];
  readonly days: number;
  readonly rate?: string;
  readonly amount?: string;
  readonly products?: string;
  readonly min_value?: string;
}): CouponTermsDraft => ({
  kind: params.kind,
  days: params.days,
  ...(params.rate === undefined ? {} : { rate: params.rate }),
  ...(params.amount === undefined ? {} : { amount: params.amount }),
  ...(params.products === undefined
    ? {}
    : { products: params.products.split(',').map((product) => product.trim()) }),
  ...(params.min_value === undefined ? {} : { minValue: params.min_value }),
});

type CouponEndpoint = 'coupons' | 'claimCoupon' | 'operatorIssueCoupon';

/**
 * Coupons (spec §2 `setting/coupon`): the user's coupons by state, the claim of a trial bonus
 * (its USDT from the fees account into the futures account, once), and the operator's issue.
 * Fee discounts are spent by the spot and futures orders they are applied to.
 */
export const createCouponHandlers = ({
  db,
  clock,
  userChanged,
}: {
  readonly db: Kysely<Database>;
  readonly clock: Clock;
  /** Tells the user's devices their balances changed. */
  readonly userChanged: (userId: number) => void;
}): Pick<Handlers, CouponEndpoint> => ({
  coupons: withSession(async (params, _context, session) => {
    const request = pageRequest(params);
    if (request === undefined) return reject('SHARED.INVALID_PARAMS');
    const now = clock.now();
    const mine = db.selectFrom('coupons').where('user_id', '=', session.userId);
    const inState =
      params.state === 'used'
        ? mine.where('used_at', 'is not', null)
        : params.state === 'usable'
          ? mine.where('used_at', 'is', null).where('expires_at', '>', now)
          : mine.where('used_at', 'is', null).where('expires_at', '<=', now);
    const { total } = await inState
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow();
    const rows = await inState
      .selectAll()
      .orderBy('expires_at', params.state === 'usable' ? 'asc' : 'desc')
      .orderBy('id')
      .limit(request.limit)
      .offset(request.offset)
      .execute();
    return ok(
      pageAnswer(
        rows.map((row) => wireCoupon(row, now)),
        request,
        total,
      ),
    );
  }),

  claimCoupon: withSession(async (params, context, session) => {
    const now = clock.now();
    const found = await db
      .selectFrom('coupons')
      .selectAll()
      .where('id', '=', params.id)
      .where('user_id', '=', session.userId)
      .executeTakeFirst();
    if (found === undefined) return reject('COUPON.NOT_FOUND');
    const outcome = await runIdempotent(
      db,
      idempotentCall(contract.claimCoupon, params, { session, context }, now),
      async (trx) => {
        const checked = validateCouponClaim(couponOf(found), now);
        if (E.isLeft(checked)) return rejectInvalid(checked.left);
        const amount = checked.right.amount ?? new Decimal(0);
        if (
          !(await spendCoupon(trx, {
            couponId: found.id,
            userId: session.userId,
            product: 'bonus',
            ref: found.id,
            at: now,
          }))
        )
          return reject('COUPON.USED');
        await postJournal(
          trx,
          {
            reason: 'coupon_bonus',
            ref: { type: 'coupon', id: found.id },
            user: session.userId,
            idempotencyKey: context.idempotencyKey,
            postings: [
              { account: { platform: 'fees', asset: COUPON_ASSET }, amount: amount.negated() },
              { account: { user: session.userId, wallet: 'futures', asset: COUPON_ASSET }, amount },
            ],
          },
          now,
        );
        const row = await trx
          .selectFrom('coupons')
          .selectAll()
          .where('id', '=', found.id)
          .executeTakeFirstOrThrow();
        return ok(wireCoupon(row, now));
      },
    );
    if (E.isRight(outcome)) userChanged(session.userId);
    return outcome;
  }),

  operatorIssueCoupon: async (params) => {
    const terms = validateCouponTerms(termsDraft(params));
    if (E.isLeft(terms)) return reject('SHARED.INVALID_PARAMS');
    const user = await findNamedUser(db, params.user);
    if (user === undefined) return reject('SHARED.NOT_FOUND');
    const now = clock.now();
    const [row] = await issueCoupons(db, user.id, [terms.right], now);
    if (row === undefined) throw new Error('issuing a coupon wrote no row');
    return ok(wireCoupon(row, now));
  },
});
