import { Decimal, decimal, futuresOrderPreview, type OrderPreview } from '@tessera/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatsFor } from '../../i18n';
import { halfOff, trialBonus } from '../../testing/coupons';
import {
  couponHeadline,
  couponStatus,
  couponTerms,
  futuresPreviewWithCoupon,
  offeredCoupon,
  spotPreviewWithCoupon,
  withCouponId,
} from './coupons';

const en = formatsFor('en');
const fra = formatsFor('fra');

describe('a coupon’s words', () => {
  it('heads a fee discount with its rate and a bonus with its USDT, in the reader’s numbers', () => {
    expect(couponHeadline(halfOff, en)).toEqual({
      figure: '50%',
      title: { key: 'coupons.feeDiscountTitle', params: { rate: '50%' } },
    });
    expect(couponHeadline(trialBonus, en)).toEqual({
      figure: '10 USDT',
      title: { key: 'coupons.trialBonusTitle', params: { amount: '10', asset: 'USDT' } },
    });
    expect(couponHeadline({ ...trialBonus, amount: decimal('1250.5') }, fra).figure).toBe(
      '1\u202f250,5 USDT',
    );
  });

  it('says what a discount applies to and from what value, and where a bonus goes', () => {
    expect(couponTerms(halfOff, en)).toEqual([
      { key: 'coupons.products.both' },
      { key: 'coupons.minValue', params: { amount: '10', asset: 'USDT' } },
    ]);
    expect(couponTerms({ ...halfOff, products: ['futures'], minValue: decimal('0') }, en)).toEqual([
      { key: 'coupons.products.futures' },
      { key: 'coupons.anyValue' },
    ]);
    expect(couponTerms({ ...halfOff, products: ['spot'], minValue: decimal('1500') }, en)).toEqual([
      { key: 'coupons.products.spot' },
      { key: 'coupons.minValue', params: { amount: '1,500', asset: 'USDT' } },
    ]);
    expect(couponTerms(trialBonus, en)).toEqual([{ key: 'coupons.bonusTerms' }]);
    const claimed = { product: 'bonus' as const, ref: trialBonus.id, at: '2026-11-28T09:30:00.000Z' };
    expect(couponTerms({ ...trialBonus, used: claimed }, en)).toEqual([]);
  });

  it('ends with until when it is usable, what spent it and when, or when it expired', () => {
    const until = en.dateTime(halfOff.expiresAt);
    expect(couponStatus(halfOff, 'usable', en)).toEqual([
      { key: 'coupons.validUntil', params: { time: until } },
    ]);
    expect(couponStatus(halfOff, 'expired', en)).toEqual([
      { key: 'coupons.expiredAt', params: { time: until } },
    ]);
    const at = '2026-11-28T09:30:00.000Z';
    expect(couponStatus({ ...halfOff, used: { product: 'spot', ref: 42, at } }, 'used', en)).toEqual([
      { key: 'coupons.usedOn.spot', params: { id: '42' } },
      { key: 'coupons.usedAt', params: { time: en.dateTime(at) } },
    ]);
    expect(couponStatus({ ...halfOff, used: { product: 'futures', ref: 9, at } }, 'used', en)[0]).toEqual({
      key: 'coupons.usedOn.futures',
      params: { id: '9' },
    });
    expect(couponStatus({ ...trialBonus, used: { product: 'bonus', ref: 8, at } }, 'used', en)[0]).toEqual({
      key: 'coupons.usedOn.bonus',
    });
  });
});

/** A limit buy of 0.01 BTC at 1,000 USDT at a 0.2 % taker rate: its fee is in BTC. */
const buy: OrderPreview = {
  notional: decimal('10'),
  pay: { asset: 'USDT', amount: decimal('10') },
  receive: { asset: 'BTC', amount: decimal('0.00998') },
  fee: { asset: 'BTC', amount: decimal('0.00002') },
};

describe('a spot preview with a coupon', () => {
  it('charges the discounted fee, gives the waived part back in what is received, and says what it saved', () => {
    const { preview, saving } = spotPreviewWithCoupon(buy, halfOff, 8);
    expect(preview.fee).toEqual({ asset: 'BTC', amount: decimal('0.00001') });
    expect(preview.receive).toEqual({ asset: 'BTC', amount: decimal('0.00999') });
    expect(preview.pay).toEqual(buy.pay);
    expect(saving).toEqual({ waived: decimal('0.00001'), asset: 'BTC' });
  });

  it('waives what the fee asset’s decimals allow, rounded down', () => {
    const odd = { ...buy, fee: { asset: 'USDT', amount: decimal('0.000003') } };
    const { preview, saving } = spotPreviewWithCoupon(odd, halfOff, 6);
    expect(saving?.waived.toFixed()).toBe('0.000001');
    expect(preview.fee.amount.toFixed()).toBe('0.000002');
  });

  it('splits the fee exactly while the asset’s decimals are not known yet', () => {
    const odd = { ...buy, fee: { asset: 'USDT', amount: decimal('0.000003') } };
    expect(spotPreviewWithCoupon(odd, halfOff, undefined).saving?.waived.toFixed()).toBe('0.0000015');
  });

  it('is the preview as it was without a coupon, or with one that is no discount', () => {
    expect(spotPreviewWithCoupon(buy, undefined, 8)).toEqual({ preview: buy, saving: null });
    expect(spotPreviewWithCoupon(buy, trialBonus, 8)).toEqual({ preview: buy, saving: null });
  });

  it('creates and loses nothing: charged plus waived is the fee, received plus charged the gross', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 9 }),
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 0, max: 8 }),
        (units, percent, decimals) => {
          const fee = new Decimal(units).div(10 ** 8);
          const gross = fee.plus(1);
          const before: OrderPreview = {
            ...buy,
            fee: { asset: 'BTC', amount: fee },
            receive: { asset: 'BTC', amount: gross.minus(fee) },
          };
          const { preview, saving } = spotPreviewWithCoupon(
            before,
            { rate: new Decimal(percent).div(100) },
            decimals,
          );
          expect(preview.fee.amount.plus(saving?.waived ?? 0).eq(fee)).toBe(true);
          expect(preview.receive.amount.plus(preview.fee.amount).eq(gross)).toBe(true);
          expect(saving?.waived.isNegative()).toBe(false);
          expect(saving?.waived.lte(fee.times(percent).div(100))).toBe(true);
        },
      ),
    );
  });
});

describe('a futures preview with a coupon', () => {
  const market = {
    symbol: 'BTC/USDT',
    baseId: 1,
    quoteId: 3,
    account: 'futures' as const,
    marginAsset: 'USDT',
    marginDecimals: 6,
    venue: 'always' as const,
    priceStep: decimal('0.01'),
    lotSize: decimal('0.01'),
    lotsStep: decimal('0.01'),
    minLots: decimal('0.01'),
    maxLots: decimal('1000'),
    multiples: [1, 10, 100],
    feeRate: decimal('0.0005'),
    overnightRate: decimal('0.0003'),
    maintenanceRate: decimal('0.2'),
  };
  const full = futuresOrderPreview(
    {
      symbol: 'BTC/USDT',
      side: 'long',
      kind: 'market',
      multiple: 10,
      lots: decimal('1.23'),
      limitPrice: null,
      takeProfit: null,
      stopLoss: null,
    },
    market,
    decimal('64321.09'),
  );

  it('charges the discounted opening fee, to the margin decimals, and takes only that with the margin', () => {
    const { preview, saving } = futuresPreviewWithCoupon(full, halfOff, market);
    expect(saving?.asset).toBe('USDT');
    expect(saving?.waived.decimalPlaces()).toBeLessThanOrEqual(6);
    expect(preview.fee.plus(saving?.waived ?? 0).eq(full.fee)).toBe(true);
    expect(preview.required.eq(full.margin.plus(preview.fee))).toBe(true);
    expect(preview.margin).toEqual(full.margin);
    expect(preview.notional).toEqual(full.notional);
  });

  it('is the preview as it was without a coupon', () => {
    expect(futuresPreviewWithCoupon(full, undefined, market)).toEqual({ preview: full, saving: null });
  });
});

describe('the coupon a draft carries', () => {
  it('is the one chosen while it is offered, and only then', () => {
    expect(offeredCoupon([halfOff], halfOff.id)).toBe(halfOff);
    expect(offeredCoupon([halfOff], undefined)).toBeUndefined();
    expect(offeredCoupon([], halfOff.id)).toBeUndefined();
  });

  it('goes into the draft as its id, and nothing is added without one', () => {
    const draft: { readonly symbol: string; readonly couponId?: number } = { symbol: 'BTC/USDT' };
    expect(withCouponId(draft, halfOff)).toEqual({ ...draft, couponId: halfOff.id });
    expect(withCouponId(draft, undefined)).toBe(draft);
    expect('couponId' in withCouponId(draft, undefined)).toBe(false);
  });
});
