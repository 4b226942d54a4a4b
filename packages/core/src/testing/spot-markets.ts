import { Decimal } from '../shared/decimal.js';
import type { SpotMarket } from '../spot/model.js';

/** BTC/USDT with the steps and fees tests reason about: price step 0.01, amount step 0.00001. */
export const btcUsdt: SpotMarket = {
  symbol: 'BTC/USDT',
  base: 'BTC',
  quote: 'USDT',
  baseId: 1,
  quoteId: 3,
  priceStep: new Decimal('0.01'),
  amountStep: new Decimal('0.00001'),
  minAmount: new Decimal('0.0001'),
  minNotional: new Decimal('5'),
  makerFeeRate: new Decimal('0.001'),
  takerFeeRate: new Decimal('0.002'),
};
