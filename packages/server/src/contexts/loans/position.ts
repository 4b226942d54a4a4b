import { Decimal, type LoanHolding, type LoanPriceUsed, type LoanRisk, loanPosition } from '@tessera/core';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { AssetBook } from '../wallet/index.js';
import type { LoanRow } from './loans.js';
import { recordedPrices } from './prices.js';

/** A margin account's holdings with the prices they were valued at. */
export interface MarginPosition {
  readonly holdings: readonly LoanHolding[];
  readonly prices: ReadonlyMap<string, LoanPriceUsed>;
}

interface Held {
  readonly asset: string;
  readonly amount: Decimal;
}

/** Margin-account rows as holdings: available and frozen together, empty ones left out, by asset name. */
const heldOf = (rows: readonly { asset: string; available: string; frozen: string }[]): Held[] =>
  rows
    .map((row) => ({ asset: row.asset, amount: new Decimal(row.available).plus(row.frozen) }))
    .filter(({ amount }) => amount.gt(0))
    .sort((a, b) => (a.asset < b.asset ? -1 : a.asset > b.asset ? 1 : 0));

/** The holdings valued at `prices`, only the prices they (and the loan currency) need kept. */
const valued = (
  held: readonly Held[],
  currency: string,
  prices: ReadonlyMap<string, LoanPriceUsed>,
  assets: AssetBook,
): MarginPosition => ({
  holdings: held.map(({ asset, amount }) => ({
    asset,
    amount,
    priceUsdt: prices.get(asset)?.priceUsdt ?? null,
    decimals: assets.bySymbol(asset)?.precision ?? 0,
  })),
  prices: new Map(
    [currency, ...held.map(({ asset }) => asset)].flatMap((asset) => {
      const price = prices.get(asset);
      return price === undefined ? [] : [[asset, price] as const];
    }),
  ),
});

/**
 * What a user's `margin` account holds of each asset, available and frozen together (the pledged
 * margin is frozen, the borrowed funds and any top-up available: all of it answers for the debt),
 * valued at the desk's recorded prices at `at`, the loan currency's price among them.
 */
export const marginPosition = async (
  db: Kysely<Database> | Transaction<Database>,
  assets: AssetBook,
  loan: Pick<LoanRow, 'user_id' | 'currency'>,
  at: Date,
): Promise<MarginPosition> => {
  const held = heldOf(
    await db
      .selectFrom('ledger_accounts')
      .select(['asset', 'available', 'frozen'])
      .where('user_id', '=', loan.user_id)
      .where('wallet', '=', 'margin')
      .execute(),
  );
  const prices = await recordedPrices(db, [loan.currency, ...held.map(({ asset }) => asset)], at);
  return valued(held, loan.currency, prices, assets);
};

/**
 * Every active loan with its margin account's position at `at`, in two reads whatever their
 * number (the loans with their accounts, then the prices): what the risk watch reads each tick.
 */
export const activePositions = async (
  db: Kysely<Database>,
  assets: AssetBook,
  at: Date,
): Promise<{ readonly loan: LoanRow; readonly position: MarginPosition }[]> => {
  const loans = await db
    .selectFrom('loans')
    .selectAll()
    .where('state', '=', 'active')
    .orderBy('id')
    .execute();
  if (loans.length === 0) return [];
  const accounts = await db
    .selectFrom('ledger_accounts')
    .select(['user_id', 'asset', 'available', 'frozen'])
    .where('wallet', '=', 'margin')
    .where('user_id', 'in', [...new Set(loans.map((loan) => loan.user_id))])
    .execute();
  const byUser = new Map<number, Held[]>();
  for (const loan of loans)
    byUser.set(loan.user_id, heldOf(accounts.filter((account) => account.user_id === loan.user_id)));
  const prices = await recordedPrices(
    db,
    [...loans.map((loan) => loan.currency), ...accounts.map((account) => account.asset)],
    at,
  );
  return loans.map((loan) => ({
    loan,
    position: valued(byUser.get(loan.user_id) ?? [], loan.currency, prices, assets),
  }));
};

/**
 * An active loan's position on `holdings` (core's `loanPosition`); null for a loan not active, or
 * while its currency has no recorded price.
 */
export const riskOf = (
  assets: AssetBook,
  loan: LoanRow,
  { holdings, prices }: MarginPosition,
  at: Date,
): LoanRisk | null => {
  const loanPrice = prices.get(loan.currency);
  if (loan.state !== 'active' || loan.due_at === null || loanPrice === undefined) return null;
  return loanPosition({
    loan: { amount: loan.amount, dueAt: loan.due_at.toISOString() },
    decimals: assets.bySymbol(loan.currency)?.precision ?? 0,
    loanPriceUsdt: loanPrice.priceUsdt,
    holdings,
    now: at.getTime(),
  });
};

/**
 * `position` as it would be with `delta` more (or, negative, less) of `asset`: the funds a loan
 * is about to pay in, or what a transfer is about to take out. The asset is valued at the price
 * the position already has for it.
 */
export const withHolding = (
  { holdings, prices }: MarginPosition,
  asset: string,
  delta: Decimal,
  assets: AssetBook,
): MarginPosition => {
  const current = holdings.find((holding) => holding.asset === asset);
  const amount = (current?.amount ?? new Decimal(0)).plus(delta);
  const others = holdings.filter((holding) => holding.asset !== asset);
  return {
    holdings: amount.gt(0)
      ? [
          ...others,
          {
            asset,
            amount,
            priceUsdt: prices.get(asset)?.priceUsdt ?? null,
            decimals: assets.bySymbol(asset)?.precision ?? 0,
          },
        ]
      : others,
    prices,
  };
};
