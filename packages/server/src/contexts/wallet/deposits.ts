import { contract, type DepositCodec } from '@tessera/contract';
import { Decimal, validateAmount } from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import type * as t from 'io-ts';
import type { Selectable, Transaction } from 'kysely';
import { isForeignKeyViolation } from '../../db/errors.js';
import type { Database, DepositsTable } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { runIdempotent } from '../../shared/idempotency.js';
import { operatorReason, REASON_MAX_LENGTH } from '../../shared/operator-reason.js';
import { newestFirst, pageAnswer, pageRequest } from '../../shared/paging.js';
import { uploadUrl } from '../../shared/upload-refs.js';
import { type Handlers, type Outcome, ok, reject, rejectInvalid, withSession } from '../handler.js';
import { tellUser } from '../messages/index.js';
import { announced } from './announce.js';
import { simulatedDepositAddress } from './deposit-addresses.js';
import type { WalletDeps } from './deps.js';
import { postJournal } from './ledger.js';

type Deposit = t.TypeOf<typeof DepositCodec>;
type DepositRow = Selectable<DepositsTable>;

/** Longest reason an operator may give; its owner reads it in the deposit records. */

export const depositWire = (row: DepositRow, network: string | null): Deposit => ({
  id: row.id,
  currency: row.asset,
  network,
  number: new Decimal(row.amount),
  source: row.source,
  reference: row.reference,
  proof: row.proof === null ? null : uploadUrl(row.proof),
  state: row.state,
  reason: row.reason,
  created_at: row.created_at.toISOString(),
  decided_at: row.decided_at?.toISOString() ?? null,
});

/** Books a deposit into its owner's balance account (the platform's deposits account pays it) and tells them. */
export const creditDeposit = async (
  trx: Transaction<Database>,
  row: DepositRow,
  at: Date,
): Promise<number> => {
  const amount = new Decimal(row.amount);
  const journal = await postJournal(
    trx,
    {
      reason: 'deposit',
      ref: { type: 'deposit', id: row.id },
      user: row.user_id,
      postings: [
        { account: { platform: 'deposits', asset: row.asset }, amount: amount.negated() },
        { account: { user: row.user_id, wallet: 'balance', asset: row.asset }, amount },
      ],
    },
    at,
  );
  await tellUser(trx, {
    userId: row.user_id,
    topic: 'deposit_credited',
    facts: { amount: amount.toFixed(), asset: row.asset },
    at,
  });
  return journal;
};

/** Deposit addresses, deposit requests with a payment proof, the deposit records and their review. */
export const createDepositHandlers = (
  deps: WalletDeps,
): Pick<
  Handlers,
  | 'depositAddress'
  | 'requestDeposit'
  | 'deposits'
  | 'operatorDeposits'
  | 'operatorApproveDeposit'
  | 'operatorRejectDeposit'
> => {
  const networkOf = (coinId: number | null): string | null =>
    coinId === null ? null : (deps.assets.network(coinId)?.network.network ?? null);

  /** Decides a pending request once: a second decision finds nothing pending. */
  const decide = (
    id: number,
    decision: { state: 'credited' } | { state: 'rejected'; reason: string },
  ): Promise<Outcome<Deposit>> => {
    const now = deps.clock.now();
    let owner = 0;
    return announced(
      deps.balances,
      () => owner,
      inTransaction(deps.db, async (trx) => {
        const row = await trx
          .updateTable('deposits')
          .set({
            state: decision.state,
            reason: decision.state === 'rejected' ? decision.reason : null,
            decided_at: now,
          })
          .where('id', '=', id)
          .where('source', '=', 'request')
          .where('state', '=', 'pending')
          .returningAll()
          .executeTakeFirst();
        if (row === undefined) return reject('WALLET.DEPOSIT_NOT_PENDING');
        owner = row.user_id;
        if (decision.state === 'credited') await creditDeposit(trx, row, now);
        return ok(depositWire(row, networkOf(row.coin_id)));
      }),
    );
  };

  return {
    depositAddress: withSession(async (params, _context, session) => {
      const found = deps.assets.network(params.coin_id);
      if (found === undefined) return reject('WALLET.UNKNOWN_ASSET');
      if (!found.network.enabled) return reject('WALLET.COIN_DISABLED');
      return ok({
        coin_id: params.coin_id,
        currency: found.asset.symbol,
        network: found.network.network,
        address: simulatedDepositAddress(found.network.network, session.userId, params.coin_id),
      });
    }),

    requestDeposit: withSession(async (params, context, session) => {
      const found = deps.assets.network(params.coin_id);
      if (found === undefined) return reject('WALLET.UNKNOWN_ASSET');
      if (!found.network.enabled) return reject('WALLET.COIN_DISABLED');
      const amount = validateAmount(params.amount, { precision: found.asset.precision });
      if (E.isLeft(amount)) return rejectInvalid(amount.left);
      const proof = await deps.uploads.owned(deps.db, {
        userId: session.userId,
        path: params.proof,
        purpose: 'payment_proof',
      });
      if (proof === undefined) return reject('WALLET.PROOF_REQUIRED');
      const at = deps.clock.now();
      try {
        return await runIdempotent(
          deps.db,
          {
            endpoint: contract.requestDeposit,
            params,
            userId: session.userId,
            key: context.idempotencyKey,
            at,
          },
          async (trx) => {
            const row = await trx
              .insertInto('deposits')
              .values({
                user_id: session.userId,
                coin_id: params.coin_id,
                asset: found.asset.symbol,
                amount: amount.right.toFixed(),
                source: 'request',
                reference: null,
                proof,
                state: 'pending',
                reason: null,
                created_at: at,
                decided_at: null,
              })
              .returningAll()
              .executeTakeFirstOrThrow();
            return ok(depositWire(row, found.network.network));
          },
        );
      } catch (error) {
        // The cleanup deleted the proof, unreferenced for a day, just before: as if it never was.
        if (isForeignKeyViolation(error)) return reject('WALLET.PROOF_REQUIRED');
        throw error;
      }
    }),

    deposits: withSession(async (params, _context, session) => {
      const request = pageRequest(params);
      if (request === undefined) return reject('SHARED.INVALID_PARAMS');
      const { rows, total } = await newestFirst(
        deps.db.selectFrom('deposits').where('user_id', '=', session.userId),
        request,
      );
      return ok(
        pageAnswer(
          rows.map((row) => depositWire(row, networkOf(row.coin_id))),
          request,
          total,
        ),
      );
    }),

    operatorDeposits: async (params) => {
      const rows = await deps.db
        .selectFrom('deposits')
        .innerJoin('users', 'users.id', 'deposits.user_id')
        .selectAll('deposits')
        .select(['users.username', 'users.email', 'users.mobile'])
        .where('deposits.source', '=', 'request')
        .where('deposits.state', '=', params.state ?? 'pending')
        .orderBy('deposits.id')
        .limit(200)
        .execute();
      return ok(
        rows.map((row) => ({
          ...depositWire(row, networkOf(row.coin_id)),
          user_id: row.user_id,
          user: row.username ?? row.email ?? row.mobile ?? String(row.user_id),
        })),
      );
    },

    operatorApproveDeposit: (params) => decide(params.id, { state: 'credited' }),

    operatorRejectDeposit: async (params) => {
      const reason = operatorReason(params.reason);
      if (reason === undefined) return reject('WALLET.REASON_REQUIRED', { max: REASON_MAX_LENGTH });
      return decide(params.id, { state: 'rejected', reason });
    },
  };
};
