import { discountedFee } from '../rewards/coupons.js';
import { Decimal, type DecimalInput } from '../shared/decimal.js';
import { amountOf } from '../shared/money.js';
import type { FuturesDraft, FuturesMarket, FuturesPreview, FuturesSide } from './model.js';

/**
 * Names the formulas below as the server settles with them; each position records the version
 * it was settled by, so a recomputation knows which rules to apply.
 */
export const FUTURES_CALCULATOR_VERSION = 'futures/1';

/**
 * What the ledger books: a charge (margin, fee) rounded up to the margin asset's decimals, so the
 * user is never charged less than the published rate; left exact when no decimals are given.
 */
const charged = (amount: Decimal, decimals: number | undefined): Decimal =>
  decimals === undefined ? amount : amount.toDecimalPlaces(decimals, Decimal.ROUND_UP);

/** What comes back to a user, rounded down to the asset's decimals (the ledger's crediting rule). */
const credited = (amount: Decimal, decimals: number | undefined): Decimal =>
  decimals === undefined ? amount : amount.toDecimalPlaces(decimals, Decimal.ROUND_DOWN);

/** Contract quantity in the base coin: `lots × lotSize`. */
const quantity = (lots: DecimalInput, lotSize: DecimalInput): Decimal =>
  amountOf(lots, 'lots', 'positive').mul(amountOf(lotSize, 'lotSize', 'positive'));

/**
 * Margin a position locks: `price × lots × lotSize / multiple`.
 *
 * @example futuresMargin({ price: '60000', lots: '2', lotSize: '0.01', multiple: '10' }) // 120
 */
export const futuresMargin = ({
  price,
  lots,
  lotSize,
  multiple,
}: {
  price: DecimalInput;
  lots: DecimalInput;
  lotSize: DecimalInput;
  multiple: DecimalInput;
}): Decimal =>
  amountOf(price, 'price', 'positive')
    .mul(quantity(lots, lotSize))
    .div(amountOf(multiple, 'multiple', 'positive'));

/**
 * Opening or closing fee: `price × lots × lotSize × feeRate` (on the notional, not the margin).
 *
 * @example futuresFee({ price: '60000', lots: '2', lotSize: '0.01', feeRate: '0.0005' }) // 0.6
 */
export const futuresFee = ({
  price,
  lots,
  lotSize,
  feeRate,
}: {
  price: DecimalInput;
  lots: DecimalInput;
  lotSize: DecimalInput;
  feeRate: DecimalInput;
}): Decimal =>
  amountOf(price, 'price', 'positive')
    .mul(quantity(lots, lotSize))
    .mul(amountOf(feeRate, 'feeRate', 'nonNegative'));

/**
 * Unrealised profit or loss: `(price − openPrice) × lots × lotSize` for a long, the opposite for a
 * short.
 *
 * @example futuresPnl({ side: 'short', openPrice: '60000', price: '59000', lots: '2', lotSize: '0.01' }) // 20
 */
export const futuresPnl = ({
  side,
  openPrice,
  price,
  lots,
  lotSize,
}: {
  side: FuturesSide;
  openPrice: DecimalInput;
  price: DecimalInput;
  lots: DecimalInput;
  lotSize: DecimalInput;
}): Decimal => {
  const move = amountOf(price, 'price', 'positive').minus(amountOf(openPrice, 'openPrice', 'positive'));
  const pnl = move.mul(quantity(lots, lotSize));
  return side === 'long' ? pnl : pnl.neg();
};

/**
 * Risk rate of a position: `(margin + pnl) / margin`; 1 at opening, 0 when the margin is gone.
 *
 * @example futuresRiskRate({ margin: '120', pnl: '-60' }) // 0.5
 */
export const futuresRiskRate = ({ margin, pnl }: { margin: DecimalInput; pnl: DecimalInput }): Decimal => {
  const m = amountOf(margin, 'margin', 'positive');
  return m.plus(amountOf(pnl, 'pnl')).div(m);
};

/**
 * The price at which the risk rate falls to `maintenanceRate`: solving `(margin + pnl) / margin = r`
 * gives `openPrice − (1 − r) × margin / (lots × lotSize)` for a long and
 * `openPrice + (1 − r) × margin / (lots × lotSize)` for a short. `null` when no positive price
 * would do it (a long whose margin covers a fall to zero).
 *
 * @example futuresLiquidationPrice({ side: 'long', openPrice: '60000', margin: '120', lots: '2',
 *   lotSize: '0.01', maintenanceRate: '0.2' }) // 55200
 */
export const futuresLiquidationPrice = ({
  side,
  openPrice,
  margin,
  lots,
  lotSize,
  maintenanceRate,
}: {
  side: FuturesSide;
  openPrice: DecimalInput;
  margin: DecimalInput;
  lots: DecimalInput;
  lotSize: DecimalInput;
  maintenanceRate: DecimalInput;
}): Decimal | null => {
  const cushion = new Decimal(1)
    .minus(amountOf(maintenanceRate, 'maintenanceRate', 'nonNegative'))
    .mul(amountOf(margin, 'margin', 'positive'))
    .div(quantity(lots, lotSize));
  const open = amountOf(openPrice, 'openPrice', 'positive');
  const price = side === 'long' ? open.minus(cushion) : open.plus(cushion);
  return price.isPositive() && !price.isZero() ? price : null;
};

/**
 * The liquidation price as it can happen: recorded prices are on the market's step, so a long is
 * liquidated at the first price at or below its liquidation price (rounded down to the step), a
 * short at the first at or above it (rounded up). What the screen shows and where the trigger sits.
 *
 * @example futuresLiquidationOnStep({ side: 'long', liquidationPrice: '58885.8052', priceStep: '0.01' }) // 58885.8
 */
export const futuresLiquidationOnStep = ({
  side,
  liquidationPrice,
  priceStep,
}: {
  side: FuturesSide;
  liquidationPrice: DecimalInput;
  priceStep: DecimalInput;
}): Decimal => {
  const step = amountOf(priceStep, 'priceStep', 'positive');
  return amountOf(liquidationPrice, 'liquidationPrice', 'positive')
    .div(step)
    .toDecimalPlaces(0, side === 'long' ? Decimal.ROUND_FLOOR : Decimal.ROUND_CEIL)
    .mul(step);
};

/**
 * Overnight fee of a position held across `nights` settlement times: `margin × dailyRate ×
 * nights`, never more than the margin; with `decimals`, rounded up to them.
 *
 * @example futuresOvernightFee({ margin: '120', dailyRate: '0.001', nights: 3 }) // 0.36
 */
export const futuresOvernightFee = ({
  margin,
  dailyRate,
  nights,
  decimals,
}: {
  margin: DecimalInput;
  dailyRate: DecimalInput;
  nights: number;
  decimals?: number;
}): Decimal => {
  const m = amountOf(margin, 'margin', 'nonNegative');
  const fee = m.mul(amountOf(dailyRate, 'dailyRate', 'nonNegative')).mul(Math.max(0, Math.floor(nights)));
  return Decimal.min(m, charged(fee, decimals));
};

/**
 * Everything an order costs before it is confirmed: at its limit price, or at `referencePrice`
 * for a market order, its notional, margin, opening fee, liquidation price and what opening takes
 * from the account (margin and fee). With `decimals` (the margin asset's), margin and fee are
 * rounded up to them, as the ledger books them: the preview is then exactly what opening takes.
 *
 * @example futuresPreview({ price: '60000', lots: '2', lotSize: '0.01', multiple: '10',
 *   feeRate: '0.0005', maintenanceRate: '0.2', side: 'long' })
 *   // { notional: 1200, margin: 120, fee: 0.6, liquidationPrice: 55200, required: 120.6 }
 */
export const futuresPreview = ({
  side,
  price,
  lots,
  lotSize,
  multiple,
  feeRate,
  maintenanceRate,
  decimals,
}: {
  side: FuturesSide;
  price: DecimalInput;
  lots: DecimalInput;
  lotSize: DecimalInput;
  multiple: DecimalInput;
  feeRate: DecimalInput;
  maintenanceRate: DecimalInput;
  decimals?: number;
}): FuturesPreview => {
  const margin = charged(futuresMargin({ price, lots, lotSize, multiple }), decimals);
  const fee = charged(futuresFee({ price, lots, lotSize, feeRate }), decimals);
  return {
    entryPrice: amountOf(price, 'price', 'positive'),
    notional: amountOf(price, 'price', 'positive').mul(quantity(lots, lotSize)),
    margin,
    fee,
    liquidationPrice: futuresLiquidationPrice({
      side,
      openPrice: price,
      margin,
      lots,
      lotSize,
      maintenanceRate,
    }),
    required: margin.plus(fee),
  };
};

/**
 * What an order checked by `validateFuturesOrder` takes on its market: `futuresPreview` at its
 * limit price, or at `referencePrice` for a market order, at the margin asset's decimals. The
 * form's preview and what the exchange books are this one call.
 */
export const futuresOrderPreview = (
  draft: FuturesDraft,
  market: FuturesMarket,
  referencePrice: DecimalInput,
): FuturesPreview =>
  futuresPreview({
    side: draft.side,
    price: draft.limitPrice ?? referencePrice,
    lots: draft.lots,
    lotSize: market.lotSize,
    multiple: String(draft.multiple),
    feeRate: market.feeRate,
    maintenanceRate: market.maintenanceRate,
    decimals: market.marginDecimals,
  });

/**
 * A preview with a fee-discount coupon of `rate` applied to its opening fee (core's
 * `discountedFee`, the waiver rounded down to the margin asset's `decimals`): the fee is what is
 * charged, and what opening takes shrinks by what is waived. The form checks the balance against
 * it and the exchange books it.
 *
 * @example discountedFuturesPreview(preview with fee 3 USDT and required 303 USDT, '0.5', 2) // fee 1.5, required 301.5, waived 1.5
 */
export const discountedFuturesPreview = (
  preview: FuturesPreview,
  rate: DecimalInput,
  decimals: number,
): { readonly preview: FuturesPreview; readonly waived: Decimal } => {
  const { charged: fee, waived } = discountedFee({ fee: preview.fee, rate, decimals });
  return { preview: { ...preview, fee, required: preview.margin.plus(fee) }, waived };
};

/** Where a closed position's margin goes. */
export interface FuturesCloseSettlement {
  /** Back to the user's available balance: margin + P&L − closing fee, never below zero. */
  readonly returned: Decimal;
  /** The closing fee actually charged: all of it while the margin and P&L cover it. */
  readonly feeCharged: Decimal;
  /** The house's side, the counterparty: the user's loss in (positive), their profit out (negative). */
  readonly house: Decimal;
}

/**
 * Settles a closed position: the margin with its P&L comes back minus the closing fee. A loss
 * beyond the margin (a price gap past liquidation) is the house's, never the user's debt: what
 * comes back is never negative, and the fee is charged only as far as the margin and P&L go.
 * With `decimals` (the margin asset's), the fee is rounded up and what comes back rounded down to
 * them, the remainder the house's. `returned − margin + feeCharged + house = 0`: the ledger balances.
 *
 * @example futuresCloseSettlement({ margin: '120', pnl: '-30', closeFee: '0.6' })
 *   // { returned: 89.4, feeCharged: 0.6, house: 30 }
 */
export const futuresCloseSettlement = ({
  margin,
  pnl,
  closeFee,
  decimals,
}: {
  margin: DecimalInput;
  pnl: DecimalInput;
  closeFee: DecimalInput;
  decimals?: number;
}): FuturesCloseSettlement => {
  const m = amountOf(margin, 'margin', 'positive');
  const equity = m.plus(amountOf(pnl, 'pnl'));
  const fee = charged(amountOf(closeFee, 'closeFee', 'nonNegative'), decimals);
  const returned = credited(Decimal.max(0, equity.minus(fee)), decimals);
  const feeCharged = credited(Decimal.min(fee, Decimal.max(0, equity)), decimals);
  return { returned, feeCharged, house: m.minus(returned).minus(feeCharged) };
};
