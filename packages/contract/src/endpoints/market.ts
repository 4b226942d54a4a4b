import * as t from 'io-ts';
import { DecimalString, IsoTime } from '../codecs.js';
import { endpoint } from '../endpoint.js';

/**
 * One market's ticker as it travels, in `/currency/quotation_new` and in socket `ticker` pushes.
 * Sample: `{ symbol: 'BTC/USDT', currency_name: 'BTC', legal_name: 'USDT', now_price: '64012.5',
 * change: '1.25', high: '64500', low: '62990.1', volume: '1843.2', updated_at: '2026-11-22T10:00:00Z' }`
 */
export const QuoteCodec = t.type({
  symbol: t.string,
  currency_name: t.string,
  legal_name: t.string,
  now_price: DecimalString,
  /** 24-hour change in percent. */
  change: DecimalString,
  high: DecimalString,
  low: DecimalString,
  volume: DecimalString,
  updated_at: IsoTime,
});

/**
 * One fiat currency's rate: its units per US dollar (USDT counts as a dollar). Sample:
 * `{ currency_code: 'EUR', rate: '0.86' }`. Codes the app does not know are skipped by clients.
 */
export const FiatRateCodec = t.type({ currency_code: t.string, rate: DecimalString });

export const marketEndpoints = {
  quotations: endpoint({
    method: 'GET',
    path: '/currency/quotation_new',
    summary: 'The latest ticker of every market.',
    params: t.type({}),
    result: t.array(QuoteCodec),
  }),
  fiatRates: endpoint({
    method: 'GET',
    path: '/wallet/getRateCurrency',
    summary:
      'Rates of the fiat currencies prices and balances can be shown in (spec §3), per US dollar; USDT counts as a dollar.',
    params: t.type({}),
    result: t.array(FiatRateCodec),
  }),
};
