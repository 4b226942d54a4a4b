import * as t from 'io-ts';
import { describeFailure } from '../runtime/failure.js';
import { waitUntil } from '../runtime/wait.js';
import { fields } from '../steps/codecs.js';
import { defineExpectation, holds, mismatch } from './expectation.js';

export const quotes = defineExpectation({
  name: 'quotes',
  summary: 'Live quotes load: `{ minCount: 2 }` markets at least, `{ symbols: [BTC/USDT] }` among them.',
  codec: fields('quotes expectation', {}, { minCount: t.number, symbols: t.array(t.string) }),
  title: (expected) =>
    `quotes${expected.minCount === undefined ? '' : ` ≥ ${expected.minCount}`}${
      expected.symbols === undefined ? '' : ` incl. ${expected.symbols.join(', ')}`
    }`,
  check: async (expected, ctx) => {
    const watcher = ctx.tessera.watchQuotes();
    try {
      const snapshot = await waitUntil(watcher, (s) => !s.matches('loading'), ctx, 'the quotes to load');
      const { symbols, quotes: bySymbol, failure } = snapshot.context;
      if (failure !== null) return mismatch('quotes', `loading failed: ${describeFailure(failure)}`);
      if (expected.minCount !== undefined && symbols.length < expected.minCount) {
        return mismatch(`at least ${expected.minCount} quotes`, `${symbols.length}`);
      }
      const missing = (expected.symbols ?? []).filter((symbol) => bySymbol[symbol] === undefined);
      if (missing.length > 0)
        return mismatch(`quotes for ${missing.join(', ')}`, `only ${symbols.join(', ')}`);
      const sample = symbols
        .slice(0, 3)
        .map((symbol) => `${symbol} ${bySymbol[symbol]?.price.toString()}`)
        .join(', ');
      return holds(`${symbols.length} quotes: ${sample}${symbols.length > 3 ? ', …' : ''}`);
    } finally {
      watcher.stop();
    }
  },
});
