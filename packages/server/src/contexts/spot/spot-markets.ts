import { Decimal, type SpotMarket } from '@tessera/core';
import type { MarketSpec } from '../market/index.js';
import type { AssetBook } from '../wallet/index.js';

/**
 * The amount step of each base asset traded spot: a price step times an amount step always fits
 * the quote asset's decimals (USDT has 6), so an order's worth is exact in the ledger.
 */
const AMOUNT_STEPS: Readonly<Record<string, string>> = {
  BTC: '0.0001',
  ETH: '0.0001',
  LTC: '0.001',
  XRP: '0.1',
  DOGE: '1',
  TRX: '1',
};

/** The smallest order worth, in USDT, of every spot market. */
const MIN_NOTIONAL_USDT = new Decimal(5);
/** Fee rates: the resting side of a fill pays less than the side that takes liquidity. */
const MAKER_FEE_RATE = new Decimal('0.001');
const TAKER_FEE_RATE = new Decimal('0.002');

/** The spot markets: every quoted market against USDT whose base has an amount step. */
export const spotMarketsOf = (markets: readonly MarketSpec[], assets: AssetBook): SpotMarket[] =>
  markets.flatMap((market) => {
    const step = AMOUNT_STEPS[market.base];
    const base = assets.bySymbol(market.base);
    const quote = assets.bySymbol(market.quote);
    if (step === undefined || base === undefined || quote === undefined || market.quote !== 'USDT') return [];
    const amountStep = new Decimal(step);
    return [
      {
        symbol: market.symbol,
        base: market.base,
        quote: market.quote,
        baseId: base.id,
        quoteId: quote.id,
        priceStep: new Decimal(1).div(new Decimal(10).pow(market.priceDecimals)),
        amountStep,
        minAmount: amountStep,
        minNotional: MIN_NOTIONAL_USDT,
        makerFeeRate: MAKER_FEE_RATE,
        takerFeeRate: TAKER_FEE_RATE,
      },
    ];
  });
