import type { Quote } from './model.js';

/** A typed query reduced to what is compared: capitals, no spaces, no pair slash. */
const normalise = (text: string) => text.toUpperCase().replace(/[\s/]/g, '');

/**
 * Whether `quote` answers the search `query`: its base symbol or its pair's name (`ETH/USDT`,
 * also typed `ethusdt`) contains the query, in any case. An empty query matches nothing: the
 * search page shows its suggestions instead.
 */
export const matchesSearch = (quote: Quote, query: string): boolean => {
  const wanted = normalise(query);
  return wanted !== '' && normalise(quote.symbol).includes(wanted);
};

/**
 * The quotes answering `query`, best first: those whose base symbol starts with it (`eth` finds
 * ETH before WETH), then the others; each group keeps the exchange's order.
 */
export const searchQuotes = (quotes: readonly Quote[], query: string): readonly Quote[] => {
  const wanted = normalise(query);
  const found = quotes.filter((quote) => matchesSearch(quote, query));
  return [
    ...found.filter((quote) => quote.base.toUpperCase().startsWith(wanted)),
    ...found.filter((quote) => !quote.base.toUpperCase().startsWith(wanted)),
  ];
};
