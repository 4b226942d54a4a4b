import type { DualProduct } from '../invest/model.js';
import { Decimal } from '../shared/decimal.js';

/** A BTC call linked at 60,000 for 10 days at 36.5 % a year, shares of 0.001 BTC (spec §9's example scaled). */
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
  linkedPrice: new Decimal('60000'),
  days: 10,
  issuedAt: { tickId: 41, price: new Decimal('58200'), at: '2026-11-27T00:00:00.500Z' },
  subscriptionEndsAt: '2026-11-28T00:00:00.000Z',
  maturesAt: '2026-12-07T00:00:00.000Z',
  totalShares: 1000,
  remainingShares: 1000,
};

/** The matching put: USDT shares of 10, bought back as BTC at or below 56,000. */
export const btcPut: DualProduct = {
  ...btcCall,
  id: 4,
  direction: 'put',
  investAsset: 'USDT',
  investAssetId: 3,
  shareSize: new Decimal('10'),
  linkedPrice: new Decimal('56000'),
};
