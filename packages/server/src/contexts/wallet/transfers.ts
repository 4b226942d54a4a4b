import { contract } from '@tessera/contract';
import { Decimal, validateAmount } from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import { runIdempotent } from '../../shared/idempotency.js';
import { newestFirst, pageAnswer, pageRequest } from '../../shared/paging.js';
import { type Handlers, ok, reject, rejectInvalid, withSession } from '../handler.js';
import { announced } from './announce.js';
import type { WalletDeps } from './deps.js';
import { move, postJournalFor } from './ledger.js';
import { spending } from './spending.js';

/** Transfers between a user's own accounts, and their history. */
export const createTransferHandlers = (deps: WalletDeps): Pick<Handlers, 'transfer' | 'transfers'> => ({
  transfer: withSession(async (params, context, session) => {
    const asset = deps.assets.byId(params.currency_id);
    if (asset === undefined) return reject('WALLET.UNKNOWN_ASSET');
    const amount = validateAmount(params.number, { precision: asset.precision });
    if (E.isLeft(amount)) return rejectInvalid(amount.left);
    if (params.from_field === params.to_field) return reject('WALLET.SAME_ACCOUNT');
    const at = deps.clock.now();
    return announced(
      deps.balances,
      () => session.userId,
      runIdempotent(
        deps.db,
        { endpoint: contract.transfer, params, userId: session.userId, key: context.idempotencyKey, at },
        (trx) =>
          spending(async () => {
            const allowed = await deps.transferGuard(trx, {
              userId: session.userId,
              from: params.from_field,
              asset: asset.symbol,
              amount: amount.right,
              at,
            });
            if (E.isLeft(allowed)) return allowed;
            const account = (wallet: typeof params.from_field) => ({
              user: session.userId,
              wallet,
              asset: asset.symbol,
            });
            const id = await postJournalFor(
              trx,
              'transfer',
              trx
                .insertInto('transfers')
                .values({
                  user_id: session.userId,
                  asset: asset.symbol,
                  amount: amount.right.toFixed(),
                  from_wallet: params.from_field,
                  to_wallet: params.to_field,
                  created_at: at,
                })
                .returning('id'),
              {
                reason: 'transfer',
                user: session.userId,
                idempotencyKey: context.idempotencyKey,
                postings: move(account(params.from_field), account(params.to_field), amount.right),
              },
              at,
            );
            return ok({ id });
          }),
      ),
    );
  }),

  transfers: withSession(async (params, _context, session) => {
    const request = pageRequest(params);
    if (request === undefined) return reject('SHARED.INVALID_PARAMS');
    const { rows, total } = await newestFirst(
      deps.db.selectFrom('transfers').where('user_id', '=', session.userId),
      request,
    );
    return ok(
      pageAnswer(
        rows.map((row) => ({
          id: row.id,
          currency: row.asset,
          number: new Decimal(row.amount),
          from_field: row.from_wallet,
          to_field: row.to_wallet,
          created_at: row.created_at.toISOString(),
        })),
        request,
        total,
      ),
    );
  }),
});
