import { Decimal, validateAmount, WalletAccounts } from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import { inTransaction } from '../../db/transaction.js';
import { type Handlers, ok, reject, rejectInvalid } from '../handler.js';
import { findNamedUser } from '../session/index.js';
import { announced } from './announce.js';
import { auditLedger } from './audit.js';
import { creditDeposit } from './deposits.js';
import type { WalletDeps } from './deps.js';

/** Longest chain reference kept: transaction hashes are 64–66 characters; room for bank references. */
const REFERENCE_MAX_LENGTH = 200;

/** Deposits confirmed from chains, balances as the ledger holds them, and the audit. */
export const createWalletOperatorHandlers = (
  deps: WalletDeps,
): Pick<Handlers, 'operatorConfirmDeposit' | 'operatorBalances' | 'operatorAudit'> => ({
  operatorConfirmDeposit: async (params) => {
    const user = await findNamedUser(deps.db, params.user);
    if (user === undefined) return reject('OPERATOR.USER_NOT_FOUND');
    const asset = deps.assets.bySymbol(params.currency);
    if (asset === undefined) return reject('WALLET.UNKNOWN_ASSET');
    const amount = validateAmount(params.amount, { precision: asset.precision });
    if (E.isLeft(amount)) return rejectInvalid(amount.left);
    const reference = params.reference.trim();
    if (reference === '' || reference.length > REFERENCE_MAX_LENGTH) return reject('SHARED.INVALID_PARAMS');
    const at = deps.clock.now();

    return announced(
      deps.balances,
      () => user.id,
      inTransaction(deps.db, async (trx) => {
        const inserted = await trx
          .insertInto('deposits')
          .values({
            user_id: user.id,
            coin_id: null,
            asset: asset.symbol,
            amount: amount.right.toFixed(),
            source: 'chain',
            reference,
            proof: null,
            state: 'credited',
            reason: null,
            created_at: at,
            decided_at: at,
          })
          .onConflict((oc) => oc.columns(['asset', 'reference']).where('source', '=', 'chain').doNothing())
          .returningAll()
          .executeTakeFirst();
        if (inserted === undefined) {
          // The same chain transaction again: harmless when it says the same thing, a mistake otherwise.
          const earlier = await trx
            .selectFrom('deposits')
            .select(['id', 'user_id', 'amount'])
            .where('source', '=', 'chain')
            .where('asset', '=', asset.symbol)
            .where('reference', '=', reference)
            .executeTakeFirstOrThrow();
          return earlier.user_id === user.id && new Decimal(earlier.amount).equals(amount.right)
            ? ok({ id: earlier.id, credited: false })
            : reject('WALLET.REFERENCE_USED');
        }
        await creditDeposit(trx, inserted, at);
        return ok({ id: inserted.id, credited: true });
      }),
    );
  },

  operatorBalances: async (params) => {
    const user = await findNamedUser(deps.db, params.user);
    if (user === undefined) return reject('OPERATOR.USER_NOT_FOUND');
    const rows = await deps.db
      .selectFrom('ledger_accounts')
      .innerJoin('assets', 'assets.symbol', 'ledger_accounts.asset')
      .select(['wallet', 'asset', 'available', 'frozen', 'assets.position'])
      .where('user_id', '=', user.id)
      .execute();
    return ok(
      rows
        .flatMap((row) => (row.wallet === null ? [] : [{ ...row, wallet: row.wallet }]))
        .sort(
          (a, b) =>
            WalletAccounts.indexOf(a.wallet) - WalletAccounts.indexOf(b.wallet) || a.position - b.position,
        )
        .map((row) => ({
          account: row.wallet,
          currency: row.asset,
          available: new Decimal(row.available),
          frozen: new Decimal(row.frozen),
        })),
    );
  },

  operatorAudit: async () => ok(await auditLedger(deps.db)),
});
