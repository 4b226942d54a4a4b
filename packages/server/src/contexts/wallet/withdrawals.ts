import { contract, type WithdrawalCodec } from '@tessera/contract';
import {
  BANK_WITHDRAWAL_ASSET,
  btcEquivalent,
  Decimal,
  holdEndsAt,
  isHeld,
  maskBankAccount,
  validateAmount,
  validatePayPassword,
  validateTotpCode,
  WITHDRAWAL_LIMIT_24H_BTC,
  withdrawalAllowance,
  withdrawalQuote,
} from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import type * as t from 'io-ts';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database, WithdrawalsTable } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { runIdempotent } from '../../shared/idempotency.js';
import { newestFirst, pageAnswer, pageRequest } from '../../shared/paging.js';
import { fieldContext, openFields } from '../../shared/sealed-fields.js';
import { guardedCheck } from '../account/index.js';
import {
  type Handlers,
  type Outcome,
  ok,
  type RequestContext,
  reject,
  rejectInvalid,
  withSession,
} from '../handler.js';
import { tellUser } from '../messages/index.js';
import { type Proof, secondFactorBudgets, userBudget } from '../session/index.js';
import { levelOf } from '../verification/index.js';
import { announced } from './announce.js';
import type { ListedAsset } from './assets.js';
import type { WalletDeps } from './deps.js';
import { postJournal } from './ledger.js';
import { spending } from './spending.js';

type Withdrawal = t.TypeOf<typeof WithdrawalCodec>;
type WithdrawalRow = Selectable<WithdrawalsTable>;

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long a withdrawal may wait for the payment-password checks of the user's other withdrawals. */
const PAY_PASSWORD_PATIENCE_MS = 20_000;
/** Longest operator text kept (a reason its owner reads, a chain or bank reference). */
const OPERATOR_TEXT_MAX = 200;

const wireOf = (row: WithdrawalRow): Withdrawal => {
  const bank =
    typeof row.bank === 'object' && row.bank !== null ? (row.bank as Record<string, unknown>) : null;
  const kind = bank?.kind === 'domestic' || bank?.kind === 'international' ? bank.kind : null;
  const amount = new Decimal(row.amount);
  const fee = new Decimal(row.fee);
  return {
    id: row.id,
    currency: row.asset,
    network: row.network,
    number: amount,
    fee,
    receive: amount.minus(fee),
    destination: row.destination,
    address:
      row.destination !== 'bank'
        ? row.address
        : typeof bank?.masked_account === 'string'
          ? bank.masked_account
          : // Written before the details were sealed: the account itself is there.
            typeof bank?.bank_account === 'string'
            ? maskBankAccount(bank.bank_account)
            : row.address,
    bank: kind,
    state: row.state,
    reason: row.reason,
    reference: row.reference,
    created_at: row.created_at.toISOString(),
    decided_at: row.decided_at?.toISOString() ?? null,
  };
};

/** The end of a withdrawal hold still on at `now`, as ISO text; null when there is none. */
const heldUntil = (until: Date | null, now: Date): string | null => {
  const iso = until?.toISOString() ?? null;
  return isHeld({ until: iso, now }) ? iso : null;
};

/** What a user has withdrawn in the 24 hours before `now`, in BTC as valued when asked. */
const withdrawnLast24h = async (db: Kysely<Database>, userId: number, now: Date): Promise<Decimal> => {
  const { total } = await db
    .selectFrom('withdrawals')
    .select(sql<string>`coalesce(sum(btc_equivalent), 0)::text`.as('total'))
    .where('user_id', '=', userId)
    .where('state', 'in', ['pending', 'completed'])
    .where('created_at', '>', new Date(now.getTime() - DAY_MS))
    .executeTakeFirstOrThrow();
  return new Decimal(total);
};

/** The destination a withdrawal names, resolved against what the user saved. */
type Destination =
  | { readonly kind: 'address'; readonly network: string; readonly address: string }
  | { readonly kind: 'bank'; readonly card: Record<string, string> & { kind: 'domestic' | 'international' } };

/**
 * What a bank withdrawal keeps of the card it was sent to: the details sealed (bound to the
 * user), and in clear only the kind of card and the masked account its owner is shown.
 */
export const sealedBank = (
  deps: Pick<WalletDeps, 'cipher'>,
  userId: number,
  card: Record<string, string> & { kind: 'domestic' | 'international' },
): { kind: string; masked_account: string; sealed: string } => ({
  kind: card.kind,
  masked_account: maskBankAccount(card.bank_account ?? ''),
  sealed: deps.cipher.sealText(JSON.stringify(card), fieldContext('withdrawals', 'bank', userId)),
});

const destinationOf = async (
  deps: WalletDeps,
  userId: number,
  asset: ListedAsset,
  network: string,
  params: { address_id?: number; bank?: 'domestic' | 'international' },
): Promise<Outcome<Destination>> => {
  if ((params.address_id === undefined) === (params.bank === undefined))
    return reject('WALLET.DESTINATION_REQUIRED');
  if (params.address_id !== undefined) {
    const saved = await deps.db
      .selectFrom('wallet_addresses')
      .select(['network', 'address', 'created_at'])
      .where('id', '=', params.address_id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (saved === undefined || saved.network !== network) return reject('WALLET.ADDRESS_NOT_FOUND');
    // A new address waits 24 hours, so a stolen session cannot add one and empty the account at once.
    const usableFrom = holdEndsAt(saved.created_at);
    if (deps.clock.now() < usableFrom)
      return reject('WALLET.ADDRESS_NOT_YET_USABLE', { time: usableFrom.toISOString() });
    return ok({ kind: 'address', network: saved.network, address: saved.address });
  }
  if (asset.symbol !== BANK_WITHDRAWAL_ASSET) return reject('WALLET.BANK_USDT_ONLY');
  const site = await deps.db.selectFrom('site_config').select('bank_wd_switch').executeTakeFirstOrThrow();
  if (!site.bank_wd_switch) return reject('WALLET.BANK_WITHDRAWALS_OFF');
  const card =
    params.bank === 'domestic'
      ? await deps.db.selectFrom('bank_cards').selectAll().where('user_id', '=', userId).executeTakeFirst()
      : await deps.db
          .selectFrom('international_bank_cards')
          .selectAll()
          .where('user_id', '=', userId)
          .executeTakeFirst();
  if (card === undefined) return reject('WALLET.BANK_CARD_NOT_FOUND');
  const { user_id: _owner, updated_at: _updated, ...sealed } = card;
  const table = params.bank === 'domestic' ? 'bank_cards' : 'international_bank_cards';
  const details = openFields(deps.cipher, table, userId, sealed);
  return ok({ kind: 'bank', card: { ...details, kind: params.bank ?? 'domestic' } });
};

const withoutTotpCode = <P extends { totp_code?: string }>({
  totp_code: _code,
  ...rest
}: P): Omit<P, 'totp_code'> => rest;

/** Whether the user's idempotency key already holds a withdrawal's answer. */
const alreadyAnswered = async (deps: WalletDeps, userId: number, key: string | null): Promise<boolean> =>
  key !== null &&
  (await deps.db
    .selectFrom('idempotency_keys')
    .select('key')
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .where('response', 'is not', null)
    .executeTakeFirst()) !== undefined;

/**
 * With two-factor authentication on, a withdrawal needs the authenticator's current code: checked
 * under the second-factor budgets here, spent with the withdrawal. Null when 2FA is off.
 */
const totpProof = async (
  deps: WalletDeps,
  userId: number,
  code: string | undefined,
  context: RequestContext,
): Promise<Outcome<Proof | null>> => {
  if (!(await deps.twoFactor.isOn(userId))) return ok(null);
  if (code === undefined || code.trim() === '') return reject('WALLET.TWO_FACTOR_CODE_REQUIRED');
  const totp = validateTotpCode(code);
  if (E.isLeft(totp)) return rejectInvalid(totp.left);
  return guardedCheck(deps.gate, { budgets: secondFactorBudgets(userId, context.ip), context }, async () => {
    const proof = await deps.twoFactor.check(userId, { kind: 'totp', code: totp.right });
    return proof === undefined ? reject('SESSION.TWO_FACTOR_CODE_INVALID') : ok(proof);
  });
};

/** Withdrawals: asked for by users, frozen until an operator completes or rejects them. */
export const createWithdrawalHandlers = (
  deps: WalletDeps,
): Pick<
  Handlers,
  | 'withdrawalInfo'
  | 'withdraw'
  | 'withdrawals'
  | 'operatorWithdrawals'
  | 'operatorCompleteWithdrawal'
  | 'operatorRejectWithdrawal'
> => ({
  withdrawalInfo: withSession(async (_params, _context, session) => {
    const user = await deps.db
      .selectFrom('users')
      .select(['real_level', 'withdrawals_held_until', 'pay_password_hash'])
      .where('id', '=', session.userId)
      .executeTakeFirstOrThrow();
    const level = levelOf(user.real_level);
    const now = deps.clock.now();
    const withdrawn = await withdrawnLast24h(deps.db, session.userId, now);
    const site = await deps.db.selectFrom('site_config').select('bank_wd_switch').executeTakeFirstOrThrow();
    return ok({
      limit_btc: WITHDRAWAL_LIMIT_24H_BTC[level],
      remaining_btc: withdrawalAllowance({ level, withdrawnLast24hBtc: withdrawn }),
      held_until: heldUntil(user.withdrawals_held_until, now),
      pay_password_set: user.pay_password_hash !== null,
      bank_withdrawals: site.bank_wd_switch,
      two_factor: await deps.twoFactor.isOn(session.userId),
    });
  }),

  withdraw: withSession(async (params, context, session) => {
    const found = deps.assets.network(params.coin_id);
    if (found === undefined) return reject('WALLET.UNKNOWN_ASSET');
    const { asset, network } = found;
    if (!network.enabled) return reject('WALLET.COIN_DISABLED');
    const amount = validateAmount(params.number, {
      precision: asset.precision,
      minimum: network.withdrawMinimum,
    });
    if (E.isLeft(amount)) return rejectInvalid(amount.left);
    const pin = validatePayPassword(params.payment_password);
    if (E.isLeft(pin)) return rejectInvalid(pin.left);
    const destination = await destinationOf(deps, session.userId, asset, network.network, params);
    if (E.isLeft(destination)) return destination;

    const user = await deps.db
      .selectFrom('users')
      .select(['pay_password_hash', 'withdrawals_held_until'])
      .where('id', '=', session.userId)
      .executeTakeFirstOrThrow();
    if (user.pay_password_hash === null) return reject('WALLET.PAY_PASSWORD_NOT_SET');
    const payPasswordHash = user.pay_password_hash;
    const checked = await guardedCheck(
      deps.gate,
      // A burst of the user's own withdrawals waits its turn rather than being refused.
      {
        budgets: userBudget('payPasswordPerUser', session.userId),
        context,
        patienceMs: PAY_PASSWORD_PATIENCE_MS,
      },
      async () => {
        const verified = await deps.passwords.verify(payPasswordHash, params.payment_password);
        if (E.isLeft(verified)) return verified;
        return verified.right ? ok(true) : reject('ACCOUNT.PAY_PASSWORD_WRONG');
      },
    );
    if (E.isLeft(checked)) return checked;
    // A repeat of a withdrawal already made moves nothing and answers what the first answered, so
    // it needs no fresh code (the first one's is spent): a retry after a lost answer still works.
    const secondFactor = (await alreadyAnswered(deps, session.userId, context.idempotencyKey))
      ? ok(null)
      : await totpProof(deps, session.userId, params.totp_code, context);
    if (E.isLeft(secondFactor)) return secondFactor;

    const price = deps.prices.priceInUsdt(asset.symbol);
    const btcPrice = deps.prices.priceInUsdt('BTC');
    if (price === undefined || btcPrice === undefined) return reject('WALLET.NO_PRICE');
    const { fee } = withdrawalQuote({ amount: amount.right, fee: network.withdrawFee });
    const now = deps.clock.now();

    return announced(
      deps.balances,
      () => session.userId,
      runIdempotent(
        deps.db,
        {
          // The payment password and the authenticator code are not part of what a key stands for
          // (nor stored, even hashed): a repeat after a lost answer may carry a newer code.
          endpoint: contract.withdraw,
          params: { ...withoutTotpCode(params), payment_password: '' },
          userId: session.userId,
          key: context.idempotencyKey,
          at: now,
        },
        (trx) =>
          spending(async () => {
            // The user's row is locked first: their withdrawals are judged against the limit one at a time.
            const locked = await trx
              .selectFrom('users')
              .select(['real_level', 'withdrawals_held_until'])
              .where('id', '=', session.userId)
              .forUpdate()
              .executeTakeFirstOrThrow();
            const held = heldUntil(locked.withdrawals_held_until, now);
            if (held !== null) return reject('WALLET.WITHDRAWALS_HELD', { time: held });
            // The code is spent with the withdrawal: of requests carrying one code, one withdraws.
            if (
              secondFactor.right !== null &&
              !(await deps.twoFactor.spend(trx, session.userId, secondFactor.right))
            )
              return reject('SESSION.TWO_FACTOR_CODE_INVALID');
            const level = levelOf(locked.real_level);
            const value = btcEquivalent({ amount: amount.right, priceUsdt: price, btcPriceUsdt: btcPrice });
            const remaining = withdrawalAllowance({
              level,
              withdrawnLast24hBtc: await withdrawnLast24h(trx, session.userId, now),
            });
            if (value.greaterThan(remaining))
              return reject('WALLET.WITHDRAWAL_LIMIT', { remaining: remaining.toFixed() });

            const row = await trx
              .insertInto('withdrawals')
              .values({
                user_id: session.userId,
                asset: asset.symbol,
                amount: amount.right.toFixed(),
                fee: fee.toFixed(),
                btc_equivalent: value.toFixed(),
                destination: destination.right.kind,
                network: network.network,
                address: destination.right.kind === 'address' ? destination.right.address : null,
                bank:
                  destination.right.kind === 'bank'
                    ? JSON.stringify(sealedBank(deps, session.userId, destination.right.card))
                    : null,
                state: 'pending',
                reason: null,
                reference: null,
                created_at: now,
                decided_at: null,
              })
              .returningAll()
              .executeTakeFirstOrThrow();
            const account = { user: session.userId, wallet: 'balance' as const, asset: asset.symbol };
            await postJournal(
              trx,
              {
                reason: 'withdrawal',
                ref: { type: 'withdrawal', id: row.id },
                user: session.userId,
                idempotencyKey: context.idempotencyKey,
                postings: [
                  { account, bucket: 'available', amount: amount.right.negated() },
                  { account, bucket: 'frozen', amount: amount.right },
                ],
              },
              now,
            );
            return ok(wireOf(row));
          }),
      ),
    );
  }),

  withdrawals: withSession(async (params, _context, session) => {
    const request = pageRequest(params);
    if (request === undefined) return reject('SHARED.INVALID_PARAMS');
    const { rows, total } = await newestFirst(
      deps.db.selectFrom('withdrawals').where('user_id', '=', session.userId),
      request,
    );
    return ok(pageAnswer(rows.map(wireOf), request, total));
  }),

  operatorWithdrawals: async (params) => {
    const rows = await deps.db
      .selectFrom('withdrawals')
      .innerJoin('users', 'users.id', 'withdrawals.user_id')
      .selectAll('withdrawals')
      .select(['users.username', 'users.email', 'users.mobile'])
      .where('withdrawals.state', '=', params.state ?? 'pending')
      .orderBy('withdrawals.id')
      .limit(200)
      .execute();
    return ok(
      rows.map((row) => ({
        ...wireOf(row),
        user_id: row.user_id,
        user: row.username ?? row.email ?? row.mobile ?? String(row.user_id),
      })),
    );
  },

  operatorCompleteWithdrawal: async (params) => {
    const reference = params.reference.trim();
    if (reference === '' || reference.length > OPERATOR_TEXT_MAX) return reject('SHARED.INVALID_PARAMS');
    const now = deps.clock.now();
    let owner = 0;
    return announced(
      deps.balances,
      () => owner,
      inTransaction(deps.db, async (trx) => {
        // Only a pending withdrawal changes state, once: a second decision finds nothing to update.
        const row = await trx
          .updateTable('withdrawals')
          .set({ state: 'completed', reference, decided_at: now })
          .where('id', '=', params.id)
          .where('state', '=', 'pending')
          .returningAll()
          .executeTakeFirst();
        if (row === undefined) return reject('WALLET.WITHDRAWAL_NOT_PENDING');
        owner = row.user_id;
        const amount = new Decimal(row.amount);
        const fee = new Decimal(row.fee);
        await postJournal(
          trx,
          {
            reason: 'withdrawal',
            ref: { type: 'withdrawal', id: row.id },
            user: row.user_id,
            postings: [
              {
                account: { user: row.user_id, wallet: 'balance', asset: row.asset },
                bucket: 'frozen',
                amount: amount.negated(),
              },
              ...(amount.greaterThan(fee)
                ? [
                    {
                      account: { platform: 'withdrawals' as const, asset: row.asset },
                      amount: amount.minus(fee),
                    },
                  ]
                : []),
              ...(fee.isZero()
                ? []
                : [{ account: { platform: 'fees' as const, asset: row.asset }, amount: fee }]),
            ],
          },
          now,
        );
        await tellUser(trx, {
          userId: row.user_id,
          topic: 'withdrawal_completed',
          facts: { amount: amount.toFixed(), asset: row.asset, fee: fee.toFixed(), reference },
          at: now,
        });
        return ok(wireOf(row));
      }),
    );
  },

  operatorRejectWithdrawal: async (params) => {
    const reason = params.reason.trim();
    if (reason === '' || reason.length > OPERATOR_TEXT_MAX)
      return reject('WALLET.REASON_REQUIRED', { max: OPERATOR_TEXT_MAX });
    const now = deps.clock.now();
    let owner = 0;
    return announced(
      deps.balances,
      () => owner,
      inTransaction(deps.db, async (trx) => {
        const row = await trx
          .updateTable('withdrawals')
          .set({ state: 'rejected', reason, decided_at: now })
          .where('id', '=', params.id)
          .where('state', '=', 'pending')
          .returningAll()
          .executeTakeFirst();
        if (row === undefined) return reject('WALLET.WITHDRAWAL_NOT_PENDING');
        owner = row.user_id;
        const account = { user: row.user_id, wallet: 'balance' as const, asset: row.asset };
        const amount = new Decimal(row.amount);
        await postJournal(
          trx,
          {
            reason: 'withdrawal_refund',
            ref: { type: 'withdrawal', id: row.id },
            user: row.user_id,
            postings: [
              { account, bucket: 'frozen', amount: amount.negated() },
              { account, bucket: 'available', amount },
            ],
          },
          now,
        );
        await tellUser(trx, {
          userId: row.user_id,
          topic: 'withdrawal_rejected',
          facts: { amount: amount.toFixed(), asset: row.asset, reason },
          at: now,
        });
        return ok(wireOf(row));
      }),
    );
  },
});
