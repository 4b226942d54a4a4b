import { KlinePeriods, type MarketKind, MarketKinds } from '@tessera/core';
import * as t from 'io-ts';
import { customSchemas, DecimalString, IntFromInput, IsoTime } from '../codecs.js';
import { endpoint, endpointGroup } from '../endpoint.js';

/** What a market trades: `crypto` (24/7) or `stock` (its exchange's hours; priced in USD). */
export const MarketKindCodec = /* @__PURE__ */ t.keyof(
  Object.fromEntries(MarketKinds.map((kind) => [kind, null])) as {
    [K in (typeof MarketKinds)[number]]: null;
  },
);

/** One of the nine K-line periods: `1m 5m 15m 30m 1h 4h 1d 1w 1M`. */
export const KlinePeriodCodec = /* @__PURE__ */ t.keyof(
  Object.fromEntries(KlinePeriods.map((period) => [period, null])) as {
    [K in (typeof KlinePeriods)[number]]: null;
  },
);

/**
 * A quote's `kind`, read as `crypto` when missing: servers that predate stocks sent none, and all
 * their markets were crypto. This server always sends it.
 */
const KindOrCrypto = new t.Type<MarketKind, MarketKind, unknown>(
  'MarketKind',
  MarketKindCodec.is,
  (u, c) => (u === undefined ? t.success('crypto') : MarketKindCodec.validate(u, c)),
  t.identity,
);
customSchemas.set(KindOrCrypto, { type: 'string', enum: [...MarketKinds] });

/** `BASE/QUOTE` in capitals and digits, e.g. `BTC/USDT` or `AAPL/USD`. */
export const SYMBOL_PATTERN = /^[A-Z0-9]{1,12}\/[A-Z0-9]{1,12}$/;

export const SymbolCodec = new t.Type<string, string, unknown>(
  'Symbol',
  (u): u is string => typeof u === 'string' && SYMBOL_PATTERN.test(u),
  (u, c) => (typeof u === 'string' && SYMBOL_PATTERN.test(u) ? t.success(u) : t.failure(u, c)),
  t.identity,
);

/**
 * One market's ticker as it travels, in `/currency/quotation_new` and in socket `tickers` pushes.
 * Sample: `{ symbol: 'BTC/USDT', currency_name: 'BTC', legal_name: 'USDT', kind: 'crypto',
 * now_price: '64012.5', change: '1.25', high: '64500', low: '62990.1', volume: '1843.2',
 * updated_at: '2026-11-22T10:00:00Z' }`. `kind` was added later: clients that predate it ignore it.
 */
export const QuoteCodec = /* @__PURE__ */ t.type({
  symbol: t.string,
  currency_name: t.string,
  legal_name: t.string,
  kind: KindOrCrypto,
  now_price: DecimalString,
  /** 24-hour change in percent. */
  change: DecimalString,
  high: DecimalString,
  low: DecimalString,
  volume: DecimalString,
  updated_at: IsoTime,
});

/**
 * One candle. Sample: `{ symbol: 'BTC/USDT', period: '1m', open_time: '2026-11-22T10:00:00.000Z',
 * open: '64000', high: '64020.5', low: '63990', close: '64012.5', volume: '16.4012' }`.
 */
export const KlineCodec = /* @__PURE__ */ t.type({
  symbol: t.string,
  period: KlinePeriodCodec,
  open_time: IsoTime,
  open: DecimalString,
  high: DecimalString,
  low: DecimalString,
  close: DecimalString,
  volume: DecimalString,
});

/** A market on the user's favourites list. Sample: `{ symbol: 'BTC/USDT', added_at: '2026-11-22T10:00:00.000Z' }`. */
export const FavouriteCodec = /* @__PURE__ */ t.type({ symbol: t.string, added_at: IsoTime });

/**
 * One fiat currency's rate: its units per US dollar (USDT counts as a dollar). Sample:
 * `{ currency_code: 'EUR', rate: '0.86' }`. Codes the app does not know are skipped by clients.
 */
export const FiatRateCodec = /* @__PURE__ */ t.type({ currency_code: t.string, rate: DecimalString });

export const marketEndpoints = /* @__PURE__ */ endpointGroup(() => ({
  quotations: endpoint({
    method: 'GET',
    path: '/currency/quotation_new',
    params: t.type({}),
    result: t.array(QuoteCodec),
  }),
  klines: endpoint({
    method: 'GET',
    path: '/currency/new_timeshar',
    params: t.type({ symbol: SymbolCodec, period: KlinePeriodCodec, from: IntFromInput, to: IntFromInput }),
    result: t.array(KlineCodec),
  }),
  favouriteAdd: endpoint({
    method: 'POST',
    path: '/optional/add',
    params: t.type({ symbol: SymbolCodec }),
    result: t.array(FavouriteCodec),
    guard: 'user',
  }),
  favouriteRemove: endpoint({
    method: 'POST',
    path: '/optional/del',
    params: t.type({ symbol: SymbolCodec }),
    result: t.array(FavouriteCodec),
    guard: 'user',
  }),
  favourites: endpoint({
    method: 'GET',
    path: '/optional/list',
    params: t.type({}),
    result: t.array(FavouriteCodec),
    guard: 'user',
  }),
  hotSearches: endpoint({
    method: 'GET',
    path: '/currency/hot_search',
    params: t.type({}),
    result: t.array(t.string),
  }),
  fiatRates: endpoint({
    method: 'GET',
    path: '/wallet/getRateCurrency',
    params: t.type({}),
    result: t.array(FiatRateCodec),
  }),
}));
