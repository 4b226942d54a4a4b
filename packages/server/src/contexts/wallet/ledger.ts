import { Decimal, type LedgerReason, type WalletAccount } from '@tessera/core';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * The exchange's own accounts, the other side of money entering and leaving users' accounts. Their
 * balances may go negative: `deposits` is minus what came in from chains and banks, so that the sum
 * over every account of an asset is always zero.
 */
export const PlatformAccounts = ['deposits', 'withdrawals', 'fees', 'conversion'] as const;
export type PlatformAccount = (typeof PlatformAccounts)[number];

export type AccountRef =
  | { readonly user: number; readonly wallet: WalletAccount; readonly asset: string }
  | { readonly platform: PlatformAccount; readonly asset: string };

export type Bucket = 'available' | 'frozen';

/** One side of a journal: an amount (signed: positive credits) into one bucket of one account. */
export interface Posting {
  readonly account: AccountRef;
  /** `available` unless said otherwise. */
  readonly bucket?: Bucket;
  readonly amount: Decimal;
}

/** One change of money: postings that sum to zero per asset, and why they happened. */
export interface Journal {
  readonly reason: LedgerReason;
  /** The business object the money moved for. */
  readonly ref: { readonly type: string; readonly id: number | string };
  /** The user whose request moved it, if any. */
  readonly user: number | null;
  readonly idempotencyKey?: string | null;
  readonly postings: readonly Posting[];
}

/** A user's account would go below zero: the journal is not posted. */
export class InsufficientFunds extends Error {
  constructor(readonly account: AccountRef) {
    super(`insufficient funds in ${keyOf(account)}`);
  }
}

const keyOf = (account: AccountRef): string =>
  'user' in account
    ? `user:${account.user}:${account.wallet}:${account.asset}`
    : `platform:${account.platform}:${account.asset}`;

const rowOf = (account: AccountRef) =>
  'user' in account
    ? {
        key: keyOf(account),
        user_id: account.user,
        wallet: account.wallet,
        platform: null,
        asset: account.asset,
      }
    : { key: keyOf(account), user_id: null, wallet: null, platform: account.platform, asset: account.asset };

/** Journals that do not balance are bugs in the caller, never data: refuse them before any write. */
const assertBalanced = (journal: Journal): void => {
  if (journal.postings.length === 0) throw new Error(`journal ${journal.reason} has no postings`);
  const sums = new Map<string, Decimal>();
  for (const { account, amount } of journal.postings) {
    if (amount.isZero() || !amount.isFinite())
      throw new Error(`journal ${journal.reason} posts ${amount.toFixed()}`);
    sums.set(account.asset, (sums.get(account.asset) ?? new Decimal(0)).plus(amount));
  }
  for (const [asset, sum] of sums)
    if (!sum.isZero())
      throw new Error(`journal ${journal.reason} leaves ${sum.toFixed()} ${asset} unbalanced`);
};

/** The ids of the accounts, created on first use. */
const accountIds = async (
  trx: Transaction<Database>,
  refs: readonly AccountRef[],
): Promise<Map<string, number>> => {
  const keys = [...new Set(refs.map(keyOf))];
  const find = async () =>
    new Map(
      (await trx.selectFrom('ledger_accounts').select(['id', 'key']).where('key', 'in', keys).execute()).map(
        (row) => [row.key, row.id] as const,
      ),
    );
  const found = await find();
  if (found.size === keys.length) return found;
  await trx
    .insertInto('ledger_accounts')
    .values(refs.filter((ref) => !found.has(keyOf(ref))).map(rowOf))
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  return find();
};

interface Delta {
  readonly ref: AccountRef;
  available: Decimal;
  frozen: Decimal;
}

/**
 * Posts a journal inside the caller's transaction and answers its id. Each account's row is
 * updated once, in id order (so two journals never wait on each other in opposite orders), by a
 * conditional update that leaves a user's account untouched if it would go below zero: with row
 * locks held to the end of the transaction, N concurrent spends of one balance let exactly the
 * affordable ones through. Throws `InsufficientFunds` otherwise; the caller's transaction rolls back.
 */
export const postJournal = async (
  trx: Transaction<Database>,
  journal: Journal,
  at: Date,
): Promise<number> => {
  assertBalanced(journal);
  const ids = await accountIds(
    trx,
    journal.postings.map((posting) => posting.account),
  );
  const idOf = (ref: AccountRef): number => {
    const id = ids.get(keyOf(ref));
    if (id === undefined) throw new Error(`ledger account ${keyOf(ref)} was not created`);
    return id;
  };

  const deltas = new Map<number, Delta>();
  for (const { account, bucket = 'available', amount } of journal.postings) {
    const id = idOf(account);
    const delta = deltas.get(id) ?? { ref: account, available: new Decimal(0), frozen: new Decimal(0) };
    delta[bucket] = delta[bucket].plus(amount);
    deltas.set(id, delta);
  }
  for (const [id, delta] of [...deltas].sort(([a], [b]) => a - b)) {
    const available = delta.available.toFixed();
    const frozen = delta.frozen.toFixed();
    const updated = await trx
      .updateTable('ledger_accounts')
      .set({
        available: sql`available + ${available}::numeric`,
        frozen: sql`frozen + ${frozen}::numeric`,
      })
      .where('id', '=', id)
      .where((eb) =>
        eb.or([
          eb('user_id', 'is', null),
          eb.and([
            eb(sql`available + ${available}::numeric`, '>=', sql.lit(0)),
            eb(sql`frozen + ${frozen}::numeric`, '>=', sql.lit(0)),
          ]),
        ]),
      )
      .returning('id')
      .executeTakeFirst();
    if (updated === undefined) throw new InsufficientFunds(delta.ref);
  }

  const { id: journalId } = await trx
    .insertInto('journals')
    .values({
      reason: journal.reason,
      ref_type: journal.ref.type,
      ref_id: String(journal.ref.id),
      user_id: journal.user,
      idempotency_key: journal.idempotencyKey ?? null,
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('ledger_entries')
    .values(
      journal.postings.map(({ account, bucket = 'available', amount }) => ({
        journal_id: journalId,
        account_id: idOf(account),
        user_id: 'user' in account ? account.user : null,
        asset: account.asset,
        bucket,
        amount: amount.toFixed(),
      })),
    )
    .execute();
  return journalId;
};

/** Moves `amount` between two of a user's accounts (or buckets), as the two postings of a journal. */
export const move = (
  from: AccountRef,
  to: AccountRef,
  amount: Decimal,
  buckets: { readonly from?: Bucket; readonly to?: Bucket } = {},
): Posting[] => [
  { account: from, bucket: buckets.from ?? 'available', amount: amount.negated() },
  { account: to, bucket: buckets.to ?? 'available', amount },
];
