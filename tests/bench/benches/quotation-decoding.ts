import { contract, interpretEnvelope } from '@tessera/contract';
import * as E from 'fp-ts/lib/Either.js';
import type { Bench } from '../bench.js';

const BASES = ['BTC', 'ETH', 'SOL', 'XRP', 'BNB', 'ADA', 'DOGE', 'TRX', 'DOT', 'LTC'];
const QUOTES = ['USDT', 'USDC', 'BTC', 'ETH', 'EUR'];

/** A `/currency/quotation_new` answer as the server writes it: 50 tickers, decimals as strings. */
export const quotationEnvelope = (count = 50) => ({
  type: 'ok',
  message: Array.from({ length: count }, (_, i) => {
    const base = BASES[i % BASES.length]!;
    const quote = QUOTES[Math.floor(i / BASES.length) % QUOTES.length]!;
    const price = (64_012.5 / (i + 1)).toFixed(8);
    return {
      symbol: `${base}/${quote}`,
      currency_name: base,
      legal_name: quote,
      now_price: price,
      change: ((i % 7) - 3.25).toFixed(2),
      high: (Number(price) * 1.031).toFixed(8),
      low: (Number(price) * 0.972).toFixed(8),
      volume: (1843.2 * (i + 1)).toFixed(4),
      updated_at: '2026-11-22T10:00:00.000Z',
    };
  }),
});

const BUDGET_MS = 3_000;

/** Decoding the quote list into domain values (Decimals), what every quotes refresh pays on the client. */
export const quotationDecoding: Bench = {
  name: 'quotation-decoding',
  summary: 'interpretEnvelope of a 50-quote /currency/quotation_new answer',
  run: async () => {
    const raw = quotationEnvelope();
    const first = interpretEnvelope(raw, contract.quotations.result);
    if (E.isLeft(first) || first.right.length !== raw.message.length) {
      throw new Error(`the sample does not decode: ${JSON.stringify(first)}`);
    }
    for (let i = 0; i < 200; i += 1) interpretEnvelope(raw, contract.quotations.result);
    let decodes = 0;
    const started = performance.now();
    let elapsed = 0;
    while (elapsed < BUDGET_MS) {
      for (let i = 0; i < 100; i += 1) interpretEnvelope(raw, contract.quotations.result);
      decodes += 100;
      elapsed = performance.now() - started;
    }
    return [
      { label: 'decodes', value: decodes, unit: '' },
      { label: 'throughput', value: (decodes / elapsed) * 1000, unit: 'decodes/s' },
      { label: 'per decode', value: (elapsed / decodes) * 1000, unit: 'µs' },
      { label: 'per quote', value: (elapsed / decodes / raw.message.length) * 1000, unit: 'µs' },
    ];
  },
};
