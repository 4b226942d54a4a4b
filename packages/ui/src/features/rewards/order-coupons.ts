import { type Coupon, type CouponProduct, couponsFor, type Decimal, latestValue } from '@tessera/core';
import { useState } from 'react';
import { useExchangeNow } from '../../app/exchange-clock';
import { offeredCoupon } from './coupons';
import { useUsableCoupons } from './data';

/** What an order form knows of the user's coupons for the order being typed. */
export interface OrderCoupons {
  /** The fee discounts this order may use, the best first (core's `couponsFor`); empty for none. */
  readonly offered: readonly Coupon[];
  /** The one the user chose, while it is offered; none unless the user picks one. */
  readonly chosen: Coupon | undefined;
  readonly choose: (couponId: number | undefined) => void;
  /** A usable coupon by its id (a reviewed draft's `couponId`), offered or not. */
  readonly find: (couponId: number | undefined) => Coupon | undefined;
  /** An order went through: nothing is chosen for the next, and the list is read again. */
  readonly spent: () => void;
}

/**
 * The coupons an order form offers for an order of `product` worth `value` (USDT; undefined while
 * the order is not well-formed). No coupon is chosen until the user picks one, so none is spent
 * by surprise; a choice the order no longer qualifies for (its value fell below the minimum)
 * simply stops applying.
 */
export const useOrderCoupons = (product: CouponProduct, value: Decimal | undefined): OrderCoupons => {
  const usable = useUsableCoupons();
  const now = useExchangeNow();
  const [chosenId, setChosenId] = useState<number>();
  const coupons = latestValue(usable.data)?.items ?? [];
  const offered = value === undefined ? [] : couponsFor(coupons, { product, value, now: now() });
  return {
    offered,
    chosen: offeredCoupon(offered, chosenId),
    choose: setChosenId,
    find: (couponId) =>
      couponId === undefined ? undefined : coupons.find((coupon) => coupon.id === couponId),
    spent: () => {
      setChosenId(undefined);
      usable.reload();
    },
  };
};
