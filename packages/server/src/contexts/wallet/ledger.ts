import { Decimal, type LedgerReason, type WalletAccount } from '@tessera/core';
import { type Kysely, type OperationNodeSource, type RawBuilder, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * The exchange's own accounts, the other side of money entering and leaving users' accounts. Their
 * balances may go negative: `deposits` is minus what came in from chains and banks, so that the sum
 * over every account of an asset is always zero. `market_maker` is the house's side of the spot
 * trades its quotes fill; `options` the house's side of options orders (stakes lost, winnings paid);
 * `futures` and `stock` the house's side of futures and stock contracts (the counterparty of every
 * position: users' losses in, their profits out); `mining` the house's side of locked mining (yields
 * paid out, early-redemption penalties in); `dual` the house's side of dual investment (what is
 * invested in, what maturity pays out); `ieo` the issuers' side of IEO subscriptions (the passed
 * tokens' payments in, the tokens out); `quickbuy` the USDT sold for fiat transfers (minus what was
 * credited: the fiat itself is outside the ledger); `loans` the OTC desk (loans funded out,
 * repayments and what closes take in); `guess` the guess game's pools (stakes in, prizes out, the
 * fee and the dust of truncated shares kept); `nft` the marketplace's own sales (fixed prices, won
 * auctions and blind boxes paid in, deposits of winners who did not pay kept).
 */
export const PlatformAccounts = [
  'deposits',
  'withdrawals',
  'fees',
  'conversion',
  'market_maker',
  'options',
  'futures',
  'stock',
  'mining',
  'dual',
  'ieo',
  'quickbuy',
  'loans',
  'guess',
  'nft',
] as const;
export type PlatformAccount = (typeof PlatformAccounts)[number];

export type AccountRef =
  | { readonly user: number; readonly wallet: WalletAccount; readonly asset: string }
  | { readonly platform: PlatformAccount; readonly asset: string };

/** A user's balance (exchange) account in `asset`: what spot, dual investment, IEO and quick buy pay from and into. */
export const balanceAccount = (user: number, asset: string): AccountRef => ({
  user,
  wallet: 'balance',
  asset,
});

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
    super(`insufficient funds in ${accountKey(account)}`);
  }
}

/** The unique key of an account's row: what `ledger_post` names accounts by. */
export const accountKey = (account: AccountRef): string =>
  'user' in account
    ? `user:${account.user}:${account.wallet}:${account.asset}`
    : `platform:${account.platform}:${account.asset}`;

const rowOf = (account: AccountRef) =>
  'user' in account
    ? {
        key: accountKey(account),
        user_id: account.user,
        wallet: account.wallet,
        platform: null,
        asset: account.asset,
      }
    : {
        key: accountKey(account),
        user_id: null,
        wallet: null,
        platform: account.platform,
        asset: account.asset,
      };

/** Journals that do not balance are bugs in the caller, never data: refuse them before any write. */
const assertBalanced = (journal: Omit<Journal, 'ref'>): void => {
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

/** Creates the accounts that do not exist yet; an account created by a concurrent call is kept. */
const createAccounts = async (trx: Transaction<Database>, refs: readonly AccountRef[]): Promise<void> => {
  await trx
    .insertInto('ledger_accounts')
    .values(refs.map(rowOf))
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
};

interface Delta {
  readonly ref: AccountRef;
  available: Decimal;
  frozen: Decimal;
}

/** What one call of the database's `ledger_post` answered (migration 0007). */
interface PostingRun {
  /** The journal's id; null when nothing was posted. */
  readonly journal_id: string | number | null;
  /** The user's account that would go below zero; null when none would, or one does not exist. */
  readonly short_key: string | null;
}

const textArray = (values: readonly string[]) => sql`${values}::text[]`;
const numericArray = (values: readonly Decimal[]) =>
  sql`${values.map((value) => value.toFixed())}::numeric[]`;

/**
 * The whole posting as one call of `ledger_post`, so a journal costs one round trip to the
 * database. `refId` is the business object's id, or SQL that reads it from the statement.
 */
const postingCall = (
  journal: Omit<Journal, 'ref'>,
  refType: string,
  refId: RawBuilder<unknown> | string,
  deltas: ReadonlyMap<string, Delta>,
  at: Date,
) => {
  const accounts = [...deltas];
  const { postings } = journal;
  return sql`ledger_post(
    ${textArray(accounts.map(([key]) => key))},
    ${numericArray(accounts.map(([, delta]) => delta.available))},
    ${numericArray(accounts.map(([, delta]) => delta.frozen))},
    ${journal.reason}, ${refType}, ${refId}, ${journal.user}::integer,
    ${journal.idempotencyKey ?? null}::text, ${at}::timestamptz,
    ${textArray(postings.map(({ account }) => accountKey(account)))},
    ${textArray(postings.map(({ bucket = 'available' }) => bucket))},
    ${numericArray(postings.map(({ amount }) => amount))}
  )`;
};

const runPosting = async (trx: Transaction<Database>, call: RawBuilder<unknown>): Promise<PostingRun> => {
  const { rows } = await sql<PostingRun>`select journal_id, short_key from ${call}`.execute(trx);
  return rows[0] as PostingRun;
};

/** Each account's change: the journal's postings summed per account and bucket. */
const deltasOf = (journal: Omit<Journal, 'ref'>): Map<string, Delta> => {
  assertBalanced(journal);
  const deltas = new Map<string, Delta>();
  for (const { account, bucket = 'available', amount } of journal.postings) {
    const key = accountKey(account);
    const delta = deltas.get(key) ?? { ref: account, available: new Decimal(0), frozen: new Decimal(0) };
    delta[bucket] = delta[bucket].plus(amount);
    deltas.set(key, delta);
  }
  return deltas;
};

/**
 * Finishes a posting from its first run: when an account did not exist yet (nothing was written),
 * creates the accounts and posts again; a short account throws `InsufficientFunds`.
 */
const settled = async (
  trx: Transaction<Database>,
  first: PostingRun,
  deltas: ReadonlyMap<string, Delta>,
  again: () => Promise<PostingRun>,
): Promise<number> => {
  let posted = first;
  if (posted.journal_id === null && posted.short_key === null) {
    await createAccounts(
      trx,
      [...deltas.values()].map((delta) => delta.ref),
    );
    posted = await again();
  }
  const short = posted.short_key;
  if (short !== null) throw new InsufficientFunds((deltas.get(short) as Delta).ref);
  if (posted.journal_id === null) throw new Error('a journal found its accounts missing');
  return Number(posted.journal_id);
};

/**
 * Posts a journal inside the caller's transaction and answers its id. The database's `ledger_post`
 * locks the accounts in id order and updates each once by a conditional update that leaves a
 * user's account untouched if it would go below zero: with row locks held to the end of the
 * transaction, N concurrent spends of one balance let exactly the affordable ones through.
 * Accounts are created on first use and the call made again. Throws `InsufficientFunds` when a
 * user's account would go below zero; the caller's transaction rolls back.
 */
export const postJournal = async (
  trx: Transaction<Database>,
  journal: Journal,
  at: Date,
): Promise<number> => {
  const deltas = deltasOf(journal);
  const run = () =>
    runPosting(trx, postingCall(journal, journal.ref.type, String(journal.ref.id), deltas, at));
  return settled(trx, await run(), deltas, run);
};

/**
 * Inserts the business object a journal is for and posts the journal, in one statement (one round
 * trip where the two would take two); answers the object's id. `insert` must return its `id`.
 * Otherwise as `postJournal`.
 */
export const postJournalFor = async (
  trx: Transaction<Database>,
  refType: string,
  insert: OperationNodeSource,
  journal: Omit<Journal, 'ref'>,
  at: Date,
): Promise<number> => {
  const deltas = deltasOf(journal);
  const call = postingCall(journal, refType, sql`ref.id::text`, deltas, at);
  const { rows } = await sql<PostingRun & { readonly ref_id: number }>`
    with ref as (${insert})
    select ref.id as ref_id, posted.journal_id, posted.short_key from ref cross join lateral ${call} as posted
  `.execute(trx);
  const [first] = rows;
  if (first === undefined) throw new Error(`inserting the ${refType} answered no id`);
  await settled(trx, first, deltas, () =>
    runPosting(trx, postingCall(journal, refType, String(first.ref_id), deltas, at)),
  );
  return first.ref_id;
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

/** What an account can spend now: its available amount (nothing for an account never credited). */
export const availableIn = async (db: Kysely<Database>, account: AccountRef): Promise<Decimal> => {
  const row = await db
    .selectFrom('ledger_accounts')
    .select('available')
    .where('key', '=', accountKey(account))
    .executeTakeFirst();
  return new Decimal(row?.available ?? 0);
};
