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
  const rows = await db
    .selectFrom('ledger_accounts')
    .select(['asset', 'available', 'frozen'])
    .where('user_id', '=', loan.user_id)
    .where('wallet', '=', 'margin')
    .orderBy('asset')
    .execute();
  const held = rows
    .map((row) => ({ asset: row.asset, amount: new Decimal(row.available).plus(row.frozen) }))
    .filter(({ amount }) => amount.gt(0));
  const prices = await recordedPrices(db, [loan.currency, ...held.map(({ asset }) => asset)], at);
  return {
    holdings: held.map(({ asset, amount }) => ({
      asset,
      amount,
      priceUsdt: prices.get(asset)?.priceUsdt ?? null,
      decimals: assets.bySymbol(asset)?.precision ?? 0,
    })),
    prices,
  };
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
