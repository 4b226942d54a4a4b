import {
  type Coupon,
  type CouponProduct,
  type CouponState,
  type Decimal,
  discountedFee,
  discountedFuturesPreview,
  type FuturesPreview,
  type OrderPreview,
} from '@tessera/core';
import type { Formats } from '../../i18n';

/**
 * The asset of every coupon's figures: a fee discount's minimum order value and a trial bonus's
 * credit are in USDT (the spot markets' quote and the futures margin asset).
 */
export const COUPON_ASSET = 'USDT';

/** A sentence of a coupon card as a message key and its parameters, already in the reader's formats. */
export interface CouponWords {
  readonly key: string;
  readonly params?: Readonly<Record<string, string>>;
}

/**
 * A coupon's headline and its big figure: "50% off trading fees" with "50%", or "10 USDT trial
 * bonus" with "10 USDT".
 *
 * @example couponHeadline(halfOff, en) // { figure: '50%', title: { key: 'coupons.feeDiscountTitle', params: { rate: '50%' } } }
 */
export const couponHeadline = (
  coupon: Pick<Coupon, 'kind' | 'rate' | 'amount'>,
  format: Formats,
): { readonly figure: string; readonly title: CouponWords } => {
  if (coupon.kind === 'fee_discount') {
    const rate = format.percent(coupon.rate ?? '0');
    return { figure: rate, title: { key: 'coupons.feeDiscountTitle', params: { rate } } };
  }
  const amount = format.amount(coupon.amount ?? '0');
  return {
    figure: `${amount} ${COUPON_ASSET}`,
    title: { key: 'coupons.trialBonusTitle', params: { amount, asset: COUPON_ASSET } },
  };
};

const productsKey = (products: readonly CouponProduct[]): string =>
  products.includes('spot') && products.includes('futures')
    ? 'coupons.products.both'
    : `coupons.products.${products[0] ?? 'both'}`;

/**
 * What a coupon applies to: a fee discount's products and least order value, or where a bonus's
 * USDT goes (nothing once claimed: its status says where it went).
 *
 * @example couponTerms(halfOff, en) // [{ key: 'coupons.products.both' }, { key: 'coupons.minValue', params: { amount: '10', asset: 'USDT' } }]
 */
export const couponTerms = (
  coupon: Pick<Coupon, 'kind' | 'products' | 'minValue' | 'used'>,
  format: Formats,
): CouponWords[] => {
  if (coupon.kind === 'trial_bonus') return coupon.used === null ? [{ key: 'coupons.bonusTerms' }] : [];
  return [
    { key: productsKey(coupon.products) },
    coupon.minValue.gt(0)
      ? { key: 'coupons.minValue', params: { amount: format.amount(coupon.minValue), asset: COUPON_ASSET } }
      : { key: 'coupons.anyValue' },
  ];
};

/**
 * The card's last words, by the list the coupon is in: until when it can be used, what spent it
 * (a spot order, a futures position, the bonus's claim) and when, or when it expired.
 *
 * @example couponStatus({ used: { product: 'spot', ref: 42, at } }, 'used', en) // [{ key: 'coupons.usedOn.spot', params: { id: '42' } }, { key: 'coupons.usedAt', … }]
 */
export const couponStatus = (
  coupon: Pick<Coupon, 'used' | 'expiresAt'>,
  state: CouponState,
  format: Formats,
): CouponWords[] => {
  const { used } = coupon;
  if (state === 'used' && used !== null)
    return [
      used.product === 'bonus'
        ? { key: 'coupons.usedOn.bonus' }
        : { key: `coupons.usedOn.${used.product}`, params: { id: String(used.ref) } },
      { key: 'coupons.usedAt', params: { time: format.dateTime(used.at) } },
    ];
  if (state === 'expired')
    return [{ key: 'coupons.expiredAt', params: { time: format.dateTime(coupon.expiresAt) } }];
  return [{ key: 'coupons.validUntil', params: { time: format.dateTime(coupon.expiresAt) } }];
};

/** The part of a fee a coupon waives, in the fee's asset, for the preview's "Coupon −X" line. */
export interface CouponSaving {
  readonly waived: Decimal;
  readonly asset: string;
}

/**
 * A fee split by a coupon (core's `discountedFee`). `decimals` are the fee asset's; unknown (the
 * asset list not loaded yet), the split is exact rather than rounded to a guess.
 */
const splitFee = (fee: Decimal, rate: Decimal, decimals: number | undefined) =>
  discountedFee({ fee, rate, decimals: decimals ?? fee.decimalPlaces() + rate.decimalPlaces() });

/**
 * A spot order's preview with a fee discount applied: the fee is what will be charged, what is
 * received grows by what the coupon waives, and the saving is returned for its own line. Without
 * a coupon (or one that is no discount) the preview is as it was.
 *
 * @example spotPreviewWithCoupon(buy with fee 0.00002 BTC, halfOff, 8) // fee 0.00001 BTC, saving 0.00001 BTC
 */
export const spotPreviewWithCoupon = (
  preview: OrderPreview,
  coupon: Pick<Coupon, 'rate'> | undefined,
  decimals: number | undefined,
): { readonly preview: OrderPreview; readonly saving: CouponSaving | null } => {
  if (coupon?.rate == null) return { preview, saving: null };
  const { charged, waived } = splitFee(preview.fee.amount, coupon.rate, decimals);
  return {
    preview: {
      ...preview,
      fee: { asset: preview.fee.asset, amount: charged },
      receive: { asset: preview.receive.asset, amount: preview.receive.amount.plus(waived) },
    },
    saving: { waived, asset: preview.fee.asset },
  };
};

/**
 * A futures order's preview with a fee discount on its opening fee (core's
 * `discountedFuturesPreview`, as the exchange books it), and the saving in the margin asset.
 */
export const futuresPreviewWithCoupon = (
  preview: FuturesPreview,
  coupon: Pick<Coupon, 'rate'> | undefined,
  market: { readonly marginAsset: string; readonly marginDecimals: number },
): { readonly preview: FuturesPreview; readonly saving: CouponSaving | null } => {
  if (coupon?.rate == null) return { preview, saving: null };
  const discounted = discountedFuturesPreview(preview, coupon.rate, market.marginDecimals);
  return { preview: discounted.preview, saving: { waived: discounted.waived, asset: market.marginAsset } };
};

/** The coupon of `id` among those offered for an order; none when it is not (or no longer) offered. */
export const offeredCoupon = (offered: readonly Coupon[], id: number | undefined): Coupon | undefined =>
  id === undefined ? undefined : offered.find((coupon) => coupon.id === id);

/** A coupon's id in a draft, only when one is applied: `{ couponId }` or nothing. */
export const withCouponId = <D extends { readonly couponId?: number }>(
  draft: D,
  coupon: Coupon | undefined,
): D => (coupon === undefined ? draft : { ...draft, couponId: coupon.id });
