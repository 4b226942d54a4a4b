import { type Quote, trendOf } from '@tessera/core';
import type { ReactNode } from 'react';
import { useFormat } from '../i18n';
import { MarketPicker } from './MarketPicker';

/**
 * A trade screen's head: the market picker, its last price and 24 h change (up green, down red),
 * and what else the screen puts under them (a stock market's hours).
 */
export const MarketHeader = ({
  symbols,
  symbol,
  priceDecimals,
  quote,
  onPick,
  testId,
  children,
}: {
  symbols: readonly string[];
  symbol: string;
  priceDecimals: number;
  quote: Quote | undefined;
  onPick: (symbol: string) => void;
  /** The section's test id; the picker, price and change get `-symbol`, `-last-price` and `-change`. */
  testId: string;
  children?: ReactNode;
}) => {
  const format = useFormat();
  const trend = quote ? trendOf(quote.changePercent) : 'flat';
  return (
    <section className="card market-head" data-testid={testId}>
      <MarketPicker symbols={symbols} symbol={symbol} onPick={onPick} testId={`${testId}-symbol`} />
      <div className="market-head__figures">
        <span className={`market-head__price quote__price--${trend}`} data-testid={`${testId}-last-price`}>
          {quote ? format.value(quote.price, priceDecimals) : '—'}
        </span>
        <span className={`quote__change quote__change--${trend}`} data-testid={`${testId}-change`}>
          {quote ? format.changePercent(quote.changePercent) : '—'}
        </span>
      </div>
      {children}
    </section>
  );
};
