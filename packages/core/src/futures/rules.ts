import * as E from '#fp-ts/Either.js';
import type { Decimal } from '../shared/decimal.js';
import { steppedNumber } from '../shared/stepped-number.js';
import { type FieldErrors, type ValidationError, validationError } from '../shared/validation.js';
import { discountedFuturesPreview, futuresPreview } from './calculators.js';
import type { FuturesDraft, FuturesMarket, FuturesOrderKind, FuturesSide } from './model.js';

/** The futures order form as typed; blank stops are unset, the price is read only for a limit order. */
export interface FuturesForm {
  readonly side: FuturesSide;
  readonly kind: FuturesOrderKind;
  readonly multiple: number;
  readonly lots: string;
  readonly price: string;
  readonly takeProfit: string;
  readonly stopLoss: string;
}

export type FuturesField = 'lots' | 'multiple' | 'price' | 'takeProfit' | 'stopLoss';

/** What an order is checked against besides its market's rules. */
export interface FuturesOrderContext {
  /** The price in force, which a market order opens at. */
  readonly referencePrice: Decimal;
  /** What the user's margin account can spend; unknown (not signed in): unchecked. */
  readonly available?: Decimal;
  /** The rate of the fee-discount coupon the order carries: the balance is checked after it. */
  readonly feeDiscount?: Decimal;
}

const priceOnStep = (text: string, market: FuturesMarket) =>
  steppedNumber(text, market.priceStep, () =>
    validationError('FUTURES.PRICE_STEP', 'validation.priceStep', { step: market.priceStep.toFixed() }),
  );

const validateLots = (text: string, market: FuturesMarket): E.Either<ValidationError, Decimal> =>
  E.chain((lots: Decimal) =>
    lots.lessThan(market.minLots) || lots.greaterThan(market.maxLots)
      ? E.left(
          validationError('FUTURES.LOTS_RANGE', 'validation.lotsRange', {
            min: market.minLots.toFixed(),
            max: market.maxLots.toFixed(),
          }),
        )
      : E.right(lots),
  )(
    steppedNumber(text, market.lotsStep, () =>
      validationError('FUTURES.LOTS_STEP', 'validation.amountStep', { step: market.lotsStep.toFixed() }),
    ),
  );

/**
 * A stop, when one is set: on the price step, and on the side of the entry price where it can
 * fire: a take-profit above it for a long (below for a short), a stop-loss below it for a long
 * (above for a short) and before the liquidation price, which would otherwise close the position
 * first.
 */
const validateStop = (
  text: string,
  kind: 'takeProfit' | 'stopLoss',
  side: FuturesSide,
  market: FuturesMarket,
  entry: Decimal,
  liquidation: Decimal | null,
): E.Either<ValidationError, Decimal | null> => {
  if (text.trim() === '') return E.right(null);
  return E.chain((stop: Decimal): E.Either<ValidationError, Decimal | null> => {
    const above = stop.greaterThan(entry);
    const profitSide = side === 'long' ? above : stop.lessThan(entry);
    if (kind === 'takeProfit' && !profitSide)
      return E.left(validationError('FUTURES.TAKE_PROFIT_SIDE', `validation.takeProfit.${side}`));
    if (kind === 'stopLoss' && (profitSide || stop.eq(entry)))
      return E.left(validationError('FUTURES.STOP_LOSS_SIDE', `validation.stopLoss.${side}`));
    const pastLiquidation =
      liquidation !== null &&
      (side === 'long' ? stop.lessThanOrEqualTo(liquidation) : stop.greaterThanOrEqualTo(liquidation));
    if (kind === 'stopLoss' && pastLiquidation)
      return E.left(
        validationError('FUTURES.STOP_BEYOND_LIQUIDATION', 'validation.stopBeyondLiquidation', {
          price: liquidation.toFixed(),
        }),
      );
    return E.right(stop);
  })(priceOnStep(text, market));
};

/** The stops of a position being edited, as typed; blank removes one. */
export interface FuturesStopsForm {
  readonly takeProfit: string;
  readonly stopLoss: string;
}

/**
 * New take-profit and stop-loss prices for a position (`/lever/setstop`): each on the price step,
 * on the side of `referencePrice` where it can still fire (the price now for an open position, the
 * limit price for one still waiting) and a stop-loss before the position's liquidation price.
 * Blank removes a stop. The server checks the same function before it changes anything.
 */
export const validateFuturesStops = (
  form: FuturesStopsForm,
  position: { readonly side: FuturesSide; readonly liquidationPrice: Decimal | null },
  market: FuturesMarket,
  referencePrice: Decimal,
): E.Either<
  FieldErrors<'takeProfit' | 'stopLoss'>,
  { takeProfit: Decimal | null; stopLoss: Decimal | null }
> => {
  const stop = (text: string, kind: 'takeProfit' | 'stopLoss') =>
    validateStop(text, kind, position.side, market, referencePrice, position.liquidationPrice);
  const takeProfit = stop(form.takeProfit, 'takeProfit');
  const stopLoss = stop(form.stopLoss, 'stopLoss');
  if (E.isRight(takeProfit) && E.isRight(stopLoss))
    return E.right({ takeProfit: takeProfit.right, stopLoss: stopLoss.right });
  const errors: FieldErrors<'takeProfit' | 'stopLoss'> = {};
  if (E.isLeft(takeProfit)) errors.takeProfit = takeProfit.left;
  if (E.isLeft(stopLoss)) errors.stopLoss = stopLoss.left;
  return E.left(errors);
};

/**
 * A whole futures order: each field's rule, the stops against the entry price and the
 * liquidation price the order would have, and what opening takes (margin and fee) against the
 * balance. The server checks the same function before it opens anything.
 *
 * @example validateFuturesOrder({ side: 'long', kind: 'market', multiple: 10, lots: '2', price: '',
 *   takeProfit: '65000', stopLoss: '58000' }, btcFutures, { referencePrice: new Decimal(60000) })
 */
export const validateFuturesOrder = (
  form: FuturesForm,
  market: FuturesMarket,
  context: FuturesOrderContext,
): E.Either<FieldErrors<FuturesField>, FuturesDraft> => {
  const errors: FieldErrors<FuturesField> = {};
  const lots = validateLots(form.lots, market);
  if (E.isLeft(lots)) errors.lots = lots.left;
  if (!market.multiples.includes(form.multiple))
    errors.multiple = validationError('FUTURES.MULTIPLE', 'validation.multiple', {
      allowed: market.multiples.join(', '),
    });
  const price = form.kind === 'limit' ? priceOnStep(form.price, market) : E.right(context.referencePrice);
  if (E.isLeft(price)) errors.price = price.left;
  if (E.isLeft(lots) || E.isLeft(price) || errors.multiple !== undefined) return E.left(errors);

  const preview = futuresPreview({
    side: form.side,
    price: price.right,
    lots: lots.right,
    lotSize: market.lotSize,
    multiple: String(form.multiple),
    feeRate: market.feeRate,
    maintenanceRate: market.maintenanceRate,
    decimals: market.marginDecimals,
  });
  const takeProfit = validateStop(
    form.takeProfit,
    'takeProfit',
    form.side,
    market,
    price.right,
    preview.liquidationPrice,
  );
  const stopLoss = validateStop(
    form.stopLoss,
    'stopLoss',
    form.side,
    market,
    price.right,
    preview.liquidationPrice,
  );
  if (E.isLeft(takeProfit)) errors.takeProfit = takeProfit.left;
  if (E.isLeft(stopLoss)) errors.stopLoss = stopLoss.left;
  const takes =
    context.feeDiscount === undefined
      ? preview
      : discountedFuturesPreview(preview, context.feeDiscount, market.marginDecimals).preview;
  if (context.available !== undefined && takes.required.greaterThan(context.available))
    errors.lots = validationError('WALLET.INSUFFICIENT_BALANCE', 'validation.insufficientBalance');
  if (E.isLeft(takeProfit) || E.isLeft(stopLoss) || Object.keys(errors).length > 0) return E.left(errors);
  return E.right({
    symbol: market.symbol,
    side: form.side,
    kind: form.kind,
    multiple: form.multiple,
    lots: lots.right,
    limitPrice: form.kind === 'limit' ? price.right : null,
    takeProfit: takeProfit.right,
    stopLoss: stopLoss.right,
  });
};
