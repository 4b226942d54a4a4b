import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { ok, reject } from '../handler.js';
import type { AssetBook, TransferGuard } from '../wallet/index.js';
import { percentOf } from './loans.js';
import { marginPosition, riskOf, withHolding } from './position.js';

/** The user's open loan (reviewing or active), locked until the caller's transaction ends. */
export const lockOpenLoan = (trx: Kysely<Database> | Transaction<Database>, userId: number) =>
  trx
    .selectFrom('loans')
    .selectAll()
    .where('user_id', '=', userId)
    .where('state', 'in', ['reviewing', 'active'])
    .forUpdate()
    .executeTakeFirst();

/**
 * The margin account answers for an active loan: a transfer out of it goes through only if the
 * risk rate afterwards stays at 120 % or more (the user never moves themselves into the warning).
 * The open loan is locked first, so transfers, the desk's funding, a repayment and a close of one
 * user take turns, and each sees what the one before it moved.
 */
export const marginTransferGuard =
  (assets: AssetBook): TransferGuard =>
  async (trx, { userId, from, asset, amount, at }) => {
    if (from !== 'margin') return ok(undefined);
    const loan = await lockOpenLoan(trx, userId);
    if (loan === undefined || loan.state !== 'active') return ok(undefined);
    const after = withHolding(await marginPosition(trx, assets, loan, at), asset, amount.negated(), assets);
    const risk = riskOf(assets, loan, after, at);
    if (risk === null) return reject('LOANS.NO_PRICE', { currency: loan.currency });
    return risk.level === 'safe'
      ? ok(undefined)
      : reject('LOANS.MARGIN_LOCKED', { rate: percentOf(risk.rate) });
  };
