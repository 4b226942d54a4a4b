import * as E from '#fp-ts/Either.js';
import { Decimal } from '../shared/decimal.js';
import { steppedNumber } from '../shared/stepped-number.js';
import {
  collectFieldErrors,
  type FieldErrors,
  type ValidationError,
  validationError,
} from '../shared/validation.js';
import { orderFreeze, orderNotional } from './calculators.js';
import type { OrderDraft, OrderKind, OrderSide, SpotMarket } from './model.js';

/**
 * A limit price: the amount pattern, above zero, a multiple of the market's price step.
 *
 * @example validateOrderPrice('64000.05', btcUsdt) // left(SPOT.PRICE_STEP) when the step is 0.1
 */
export const validateOrderPrice = (text: string, market: SpotMarket): E.Either<ValidationError, Decimal> =>
  steppedNumber(text, market.priceStep, () =>
    validationError('SPOT.PRICE_STEP', 'validation.priceStep', { step: market.priceStep.toFixed() }),
  );

/** An order amount in the base asset: the amount pattern, a multiple of the amount step, at least the minimum. */
export const validateOrderAmount = (text: string, market: SpotMarket): E.Either<ValidationError, Decimal> =>
  E.chain((amount: Decimal) =>
    amount.lessThan(market.minAmount)
      ? E.left(
          validationError('SPOT.BELOW_MIN_AMOUNT', 'validation.amountMinimum', {
            minimum: market.minAmount.toFixed(),
          }),
        )
      : E.right(amount),
  )(
    steppedNumber(text, market.amountStep, () =>
      validationError('SPOT.AMOUNT_STEP', 'validation.amountStep', { step: market.amountStep.toFixed() }),
    ),
  );

/** The order form as typed: the price is read only for a limit order. */
export interface OrderForm {
  readonly side: OrderSide;
  readonly kind: OrderKind;
  readonly amount: string;
  readonly price: string;
}

export type OrderField = 'amount' | 'price';

/** What an order is checked against besides its market's rules. */
export interface OrderContext {
  /** The last price, which market orders are valued at. */
  readonly referencePrice: Decimal;
  /** What the user can spend of the asset the order freezes; unknown (not signed in): unchecked. */
  readonly available?: Decimal;
}

/**
 * A whole order: each field's rule, then the order's worth against the market's minimum and what
 * it freezes against the balance (both reported on the amount, the field that fixes them).
 * The server checks the same function before it touches the book.
 */
export const validateOrder = (
  form: OrderForm,
  market: SpotMarket,
  context: OrderContext,
): E.Either<FieldErrors<OrderField>, OrderDraft> => {
  const price = form.kind === 'limit' ? validateOrderPrice(form.price, market) : E.right(null);
  const fields = collectFieldErrors<OrderField, OrderDraft>(
    { amount: validateOrderAmount(form.amount, market), price },
    () => ({
      symbol: market.symbol,
      side: form.side,
      kind: form.kind,
      amount: new Decimal(form.amount.trim()),
      price: form.kind === 'limit' ? new Decimal(form.price.trim()) : null,
    }),
  );
  return E.chain((draft: OrderDraft): E.Either<FieldErrors<OrderField>, OrderDraft> => {
    if (orderNotional(draft, context.referencePrice).lessThan(market.minNotional))
      return E.left({
        amount: validationError('SPOT.BELOW_MIN_NOTIONAL', 'validation.minNotional', {
          minimum: market.minNotional.toFixed(),
          asset: market.quote,
        }),
      });
    const { available } = context;
    if (
      available !== undefined &&
      orderFreeze(draft, market, context.referencePrice).amount.greaterThan(available)
    )
      return E.left({
        amount: validationError('WALLET.INSUFFICIENT_BALANCE', 'validation.insufficientBalance'),
      });
    return E.right(draft);
  })(fields);
};
