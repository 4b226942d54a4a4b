import type {
  OptionDurationCodec,
  OptionMarketCodec,
  OptionOrderCodec,
  OptionsOfferCodec,
  PayableCurrencyCodec,
  RecordedPriceCodec,
} from '@tessera/contract';
import type {
  OptionDuration,
  OptionMarket,
  OptionOrder,
  OptionsOffer,
  PayableCurrency,
  RecordedPrice,
} from '@tessera/core';
import type * as t from 'io-ts';

/** `/microtrade/payable_currencies` item → PayableCurrency. Sample: `{ id: 3, name: 'USDT' }` */
export const parsePayableCurrency = (wire: t.TypeOf<typeof PayableCurrencyCodec>): PayableCurrency => ({
  id: wire.id,
  name: wire.name,
});

/**
 * `/microtrade/seconds` duration → OptionDuration. The wire's `expected_return` is left out: core's
 * `optionsExpectedReturn` computes it from the rate, so the screen and the exchange cannot disagree.
 * Sample: `{ seconds: 30, payout_rate: '0.85', min_stake: '10', expected_return: '-0.075' }`
 */
const parseOptionDuration = (wire: t.TypeOf<typeof OptionDurationCodec>): OptionDuration => ({
  seconds: wire.seconds,
  payoutRate: wire.payout_rate,
  minStake: wire.min_stake,
});

/** `/microtrade/seconds` market → OptionMarket. Sample: `{ match_id: 1, symbol: 'BTC/USDT' }` */
const parseOptionMarket = (wire: t.TypeOf<typeof OptionMarketCodec>): OptionMarket => ({
  matchId: wire.match_id,
  symbol: wire.symbol,
});

/** `/microtrade/seconds` → OptionsOffer. Sample: `{ durations: [{ seconds: 30, … }], markets: [{ match_id: 1, … }] }` */
export const parseOptionsOffer = (wire: t.TypeOf<typeof OptionsOfferCodec>): OptionsOffer => ({
  durations: wire.durations.map(parseOptionDuration),
  markets: wire.markets.map(parseOptionMarket),
});

/** A recorded tick. Sample: `{ tick_id: 48211, price: '64012.5', at: '2026-11-23T10:00:00.000Z' }` */
const parseRecordedPrice = (wire: t.TypeOf<typeof RecordedPriceCodec>): RecordedPrice => ({
  tickId: wire.tick_id,
  price: wire.price,
  at: wire.at,
});

/**
 * `/microtrade/submit`, `/microtrade/lists` item, `/microtrade/get_result` → OptionOrder.
 * Sample: `{ id: 7, symbol: 'BTC/USDT', type: 1, direction: 'up', currency: 'USDT', number: '100',
 * seconds: 30, payout_rate: '0.85', open: { tick_id: 48211, price: '64012.5', at: '…' }, opened_at:
 * '…', closes_at: '…', state: 'settled', settlement: { close: {…}, outcome: 'win', payout: '185',
 * calculator_version: 'options-payout/1', settled_at: '…' } }`
 */
export const parseOptionOrder = (wire: t.TypeOf<typeof OptionOrderCodec>): OptionOrder => ({
  id: wire.id,
  symbol: wire.symbol,
  direction: wire.direction,
  asset: wire.currency,
  stake: wire.number,
  seconds: wire.seconds,
  payoutRate: wire.payout_rate,
  open: parseRecordedPrice(wire.open),
  openedAt: wire.opened_at,
  closesAt: wire.closes_at,
  state: wire.state,
  settlement:
    wire.settlement === null
      ? null
      : {
          close: parseRecordedPrice(wire.settlement.close),
          outcome: wire.settlement.outcome,
          payout: wire.settlement.payout,
          calculatorVersion: wire.settlement.calculator_version,
          settledAt: wire.settlement.settled_at,
        },
});
