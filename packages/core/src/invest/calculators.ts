import { Decimal, type DecimalInput } from '../shared/decimal.js';
import { amountOf, roundForCredit } from '../shared/money.js';
import type { DualDirection, DualOrder, DualPayout, DualProduct, DualPurchasePreview } from './model.js';

/** The version of these calculators every settlement records. */
export const DUAL_CALCULATOR_VERSION = 'dual/1';

export interface DualSettlementInput {
  readonly direction: DualDirection;
  /** In the base coin for a call, in USDT for a put. */
  readonly invested: DecimalInput;
  readonly linkedPrice: DecimalInput;
  /** The recorded price at maturity. */
  readonly settlementPrice: DecimalInput;
  /** 0.365 means 36.5 % a year. */
  readonly annualRate: DecimalInput;
  readonly days: number;
}

export interface DualSettlement {
  /** `base`: the invested coin (e.g. BTC); `quote`: USDT. */
  readonly currency: 'base' | 'quote';
  readonly amount: Decimal;
}

const DAYS_PER_YEAR = 365;

/** The yield factor of a dual product: `1 + days × annualRate / 365`. */
export const dualYieldFactor = (annualRate: DecimalInput, days: number): Decimal =>
  new Decimal(1).plus(amountOf(annualRate, 'annualRate', 'nonNegative').mul(days).div(DAYS_PER_YEAR));

/**
 * Settles a dual investment (spec §9), with `f = 1 + days × annualRate / 365`:
 * - call: settlement below the linked price pays `invested × f` in the base coin, otherwise
 *   `invested × linkedPrice × f` in USDT;
 * - put: settlement above the linked price pays `invested × f` in USDT, otherwise
 *   `invested / linkedPrice × f` in the base coin.
 * At the linked price both branches are worth the same, so the payout's value has no jump.
 *
 * @example settleDualInvestment({ direction: 'call', invested: '1', linkedPrice: '60000',
 *   settlementPrice: '61000', annualRate: '0.365', days: 10 })
 * // { currency: 'quote', amount: 60600 }   (1 × 60000 × 1.01)
 */
export const settleDualInvestment = (input: DualSettlementInput): DualSettlement => {
  if (!Number.isInteger(input.days) || input.days < 0)
    throw new RangeError('days must be a whole number ≥ 0');
  const invested = amountOf(input.invested, 'invested', 'nonNegative');
  const linked = amountOf(input.linkedPrice, 'linkedPrice', 'positive');
  const settlement = amountOf(input.settlementPrice, 'settlementPrice', 'positive');
  const factor = dualYieldFactor(input.annualRate, input.days);
  if (input.direction === 'call') {
    return settlement.lt(linked)
      ? { currency: 'base', amount: invested.mul(factor) }
      : { currency: 'quote', amount: invested.mul(linked).mul(factor) };
  }
  return settlement.gt(linked)
    ? { currency: 'quote', amount: invested.mul(factor) }
    : { currency: 'base', amount: invested.div(linked).mul(factor) };
};

/** What an order pays at `settlementPrice`: core's `settleDualInvestment`, rounded down to the payout currency's decimals. */
export const dualPayoutOf = (
  order: Pick<
    DualOrder,
    | 'direction'
    | 'invested'
    | 'linkedPrice'
    | 'annualRate'
    | 'days'
    | 'base'
    | 'quote'
    | 'baseDecimals'
    | 'quoteDecimals'
  >,
  settlementPrice: DecimalInput,
): DualPayout => {
  const settled = settleDualInvestment({
    direction: order.direction,
    invested: order.invested,
    linkedPrice: order.linkedPrice,
    settlementPrice,
    annualRate: order.annualRate,
    days: order.days,
  });
  const inBase = settled.currency === 'base';
  return {
    asset: inBase ? order.base : order.quote,
    amount: roundForCredit({
      amount: settled.amount,
      precision: inBase ? order.baseDecimals : order.quoteDecimals,
    }).credited,
  };
};

/**
 * Both outcomes of buying `shares` of a product, computed by `dualPayoutOf` at a price below and at
 * one above the linked price (only which side matters, not how far).
 *
 * @example dualPurchasePreview(btcCallAt60000For10DaysAt36_5, 1000) // 1 BTC: below 1.01 BTC, above 60,600 USDT
 */
export const dualPurchasePreview = (product: DualProduct, shares: number): DualPurchasePreview => {
  const invested = product.shareSize.mul(shares);
  const order = { ...product, invested };
  return {
    invested,
    below: dualPayoutOf(order, product.linkedPrice.div(2)),
    above: dualPayoutOf(order, product.linkedPrice.mul(2)),
    atLinked: product.direction === 'call' ? 'above' : 'below',
  };
};
