import type { Quote } from './model.js';

/** The market list's sortable columns: last price and 24-hour change. */
export const QuoteSortKeys = ['price', 'change'] as const;
export type QuoteSortKey = (typeof QuoteSortKeys)[number];

export type SortDirection = 'asc' | 'desc';

/** How the market list is sorted; `null` keeps the exchange's own order. */
export type QuoteSort = { readonly key: QuoteSortKey; readonly direction: SortDirection } | null;

/**
 * The sort after a tap on a column's header, as exchange apps do it: a new column starts high to
 * low, a second tap turns it low to high, a third goes back to the exchange's order.
 */
export const nextSort = (current: QuoteSort, tapped: QuoteSortKey): QuoteSort => {
  if (current === null || current.key !== tapped) return { key: tapped, direction: 'desc' };
  return current.direction === 'desc' ? { key: tapped, direction: 'asc' } : null;
};

const sortedValue = (quote: Quote, key: QuoteSortKey) =>
  key === 'price' ? quote.price : quote.changePercent;

const bySymbol = (a: Quote, b: Quote) => (a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : 0);

/**
 * The quotes in the order `sort` asks for, a new array. Equal values keep a fixed order (by
 * symbol) so that, re-sorted on every tick, rows whose values tie never swap places.
 */
export const sortQuotes = (quotes: readonly Quote[], sort: QuoteSort): readonly Quote[] => {
  if (sort === null) return quotes;
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...quotes].sort(
    (a, b) => sign * sortedValue(a, sort.key).comparedTo(sortedValue(b, sort.key)) || bySymbol(a, b),
  );
};
