import {
  type Decimal,
  type FuturesMarket,
  type FuturesPosition,
  futuresPnl,
  futuresRiskRate,
} from '@tessera/core';

/** The futures view's two tabs: the crypto contracts and the stock contracts. */
export const FuturesTabs = ['crypto', 'stock'] as const;
export type FuturesTab = (typeof FuturesTabs)[number];

/** A market's tab: stock contracts margin from the stock account. */
export const tabOf = (market: FuturesMarket): FuturesTab => (market.account === 'stock' ? 'stock' : 'crypto');

/** The market named by `?symbol=` if it is on the tab, else the tab's first. */
export const pickFuturesMarket = (
  markets: readonly FuturesMarket[],
  tab: FuturesTab,
  symbol: string | null,
): FuturesMarket | undefined => {
  const onTab = markets.filter((market) => tabOf(market) === tab);
  return onTab.find((market) => market.symbol === symbol) ?? onTab[0];
};

/** An open position at a live price: core's unrealised P&L and risk rate; nothing while it waits or has no price. */
export const liveFigures = (
  position: FuturesPosition,
  price: Decimal | undefined,
): { pnl: Decimal; riskRate: Decimal } | undefined => {
  if (position.state !== 'open' || position.open === null || price === undefined) return undefined;
  const pnl = futuresPnl({
    side: position.side,
    openPrice: position.open.price,
    price,
    lots: position.lots,
    lotSize: position.lotSize,
  });
  return { pnl, riskRate: futuresRiskRate({ margin: position.margin, pnl }) };
};
