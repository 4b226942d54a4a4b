import * as E from '#fp-ts/Either.js';
import type { Decimal } from '../shared/decimal.js';
import { type FieldErrors, validationError } from '../shared/validation.js';
import type { DualDraft, DualProduct } from './model.js';

/** The purchase sheet as filled in. */
export interface DualPurchaseForm {
  readonly productId: number;
  readonly shares: string;
}

export type DualPurchaseField = 'product' | 'shares';

/** What a purchase is checked against: the products, the exchange's time and, when known, the balance. */
export interface DualPurchaseContext {
  readonly products: readonly DualProduct[];
  /** The exchange's time in milliseconds. */
  readonly now: number;
  /** What the user holds available in the balance account, in the product's invested asset; unknown: unchecked. */
  readonly available?: Decimal;
}

const WHOLE = /^\d{1,9}$/;

/**
 * A purchase: a product still open for subscription with shares left, a whole number of shares
 * (spec §5: "purchase quantity required and an integer") no more than remain and, when the balance
 * is known, covered by it. The server checks the same function before it freezes anything.
 *
 * @example validateDualPurchase({ productId: 3, shares: '5' }, { products, now }) // right({ productId: 3, shares: 5 })
 */
export const validateDualPurchase = (
  form: DualPurchaseForm,
  context: DualPurchaseContext,
): E.Either<FieldErrors<DualPurchaseField>, DualDraft> => {
  const product = context.products.find((offered) => offered.id === form.productId);
  if (product === undefined)
    return E.left({ product: validationError('DUAL.UNKNOWN_PRODUCT', 'validation.required') });
  if (context.now >= Date.parse(product.subscriptionEndsAt))
    return E.left({ product: validationError('DUAL.SUBSCRIPTION_CLOSED', 'invest.subscriptionClosed') });
  if (product.remainingShares === 0)
    return E.left({ product: validationError('DUAL.SOLD_OUT', 'invest.soldOut') });
  const text = form.shares.trim();
  if (text === '') return E.left({ shares: validationError('SHARED.REQUIRED', 'validation.required') });
  if (!WHOLE.test(text) || Number(text) === 0)
    return E.left({ shares: validationError('DUAL.SHARES_WHOLE', 'invest.sharesWhole') });
  const shares = Number(text);
  if (shares > product.remainingShares)
    return E.left({
      shares: validationError('DUAL.NOT_ENOUGH_SHARES', 'invest.notEnoughShares', {
        remaining: product.remainingShares,
      }),
    });
  if (context.available !== undefined && product.shareSize.mul(shares).greaterThan(context.available))
    return E.left({
      shares: validationError('WALLET.INSUFFICIENT_BALANCE', 'validation.insufficientBalance'),
    });
  return E.right({ productId: product.id, shares });
};
