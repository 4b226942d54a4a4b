import { Decimal, type DualOrder, type DualProduct } from '@tessera/core';

/**
 * A 7-day BTC call as the exchange issues it: linked 3 % above the day's first recorded price, at
 * 36.5 % a year, shares of 0.001 BTC; buyable until the end of its UTC day.
 */
export const btcCall: DualProduct = {
  id: 3,
  symbol: 'BTC/USDT',
  direction: 'call',
  base: 'BTC',
  quote: 'USDT',
  baseDecimals: 8,
  quoteDecimals: 6,
  investAsset: 'BTC',
  investAssetId: 1,
  shareSize: new Decimal('0.001'),
  annualRate: new Decimal('0.365'),
  linkedPrice: new Decimal('61800'),
  days: 7,
  issuedAt: { tickId: 41, price: new Decimal('60000'), at: '2026-11-27T00:00:00.500Z' },
  subscriptionEndsAt: '2026-11-28T00:00:00.000Z',
  maturesAt: '2026-12-04T00:00:00.000Z',
  totalShares: 1000,
  remainingShares: 990,
};

/** The matching put: shares of 10 USDT, linked 3 % below. */
export const btcPut: DualProduct = {
  ...btcCall,
  id: 4,
  direction: 'put',
  investAsset: 'USDT',
  investAssetId: 3,
  shareSize: new Decimal('10'),
  linkedPrice: new Decimal('58200'),
  totalShares: 5000,
  remainingShares: 5000,
};

/** 10 shares of `btcCall`, settled at 61,000 (below the linked price): 0.01 × 1.007 BTC back. */
export const settledCallOrder: DualOrder = {
  id: 7,
  productId: btcCall.id,
  symbol: btcCall.symbol,
  direction: 'call',
  base: 'BTC',
  quote: 'USDT',
  baseDecimals: 8,
  quoteDecimals: 6,
  investAsset: 'BTC',
  shares: 10,
  invested: new Decimal('0.01'),
  annualRate: btcCall.annualRate,
  linkedPrice: btcCall.linkedPrice,
  days: 7,
  purchasedAt: '2026-11-27T09:00:00.000Z',
  maturesAt: btcCall.maturesAt,
  state: 'success',
  settlement: {
    price: { tickId: 9001, price: new Decimal('61000'), at: '2026-12-03T23:59:59.500Z' },
    payout: { asset: 'BTC', amount: new Decimal('0.01007') },
    calculatorVersion: 'dual/1',
    settledAt: '2026-12-04T00:00:01.000Z',
  },
};
