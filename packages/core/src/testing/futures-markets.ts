import type { FuturesMarket } from '../futures/model.js';
import { Decimal } from '../shared/decimal.js';

/** A BTC/USDT contract with the rules tests reason about: 0.01 BTC a lot, whole lots, 5×, 10× or 20×. */
export const btcFutures: FuturesMarket = {
  symbol: 'BTC/USDT',
  baseId: 1,
  quoteId: 3,
  account: 'futures',
  marginAsset: 'USDT',
  marginDecimals: 6,
  venue: 'always',
  priceStep: new Decimal('0.01'),
  lotSize: new Decimal('0.01'),
  lotsStep: new Decimal('1'),
  minLots: new Decimal('1'),
  maxLots: new Decimal('100'),
  multiples: [5, 10, 20],
  feeRate: new Decimal('0.0005'),
  overnightRate: new Decimal('0.001'),
  maintenanceRate: new Decimal('0.2'),
};
