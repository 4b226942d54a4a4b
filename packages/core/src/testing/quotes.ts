import type { Quote } from '../market/model.js';
import { decimal } from '../shared/decimal.js';

/** A quote for tests: `BASE/USDT` crypto unless told, with the price and 24 h change given. */
export const aQuote = (
  symbol: string,
  {
    price = '1',
    change = '0',
    kind = 'crypto',
  }: { price?: string; change?: string; kind?: Quote['kind'] } = {},
): Quote => {
  const [base = symbol, quote = 'USDT'] = symbol.split('/');
  return {
    symbol,
    base,
    quote,
    kind,
    price: decimal(price),
    changePercent: decimal(change),
    high: decimal(price),
    low: decimal(price),
    volume: decimal('10'),
    at: '2026-11-24T00:00:00.000Z',
  };
};
