import type { Loadable, MarketTrade, SpotMarket } from '@tessera/core';
import { Loaded } from '../../../components/Loaded';
import { EmptyState } from '../../../components/States';
import { useFormat, useTranslation } from '../../../i18n';
import { stepDecimals } from '../market';

/** How many of the market's latest trades the screen lists. */
export const TRADES_SHOWN = 12;

/** The market's latest trades: price (green for a buyer's, red for a seller's), amount, time. */
export const RecentTrades = ({
  trades,
  market,
  onRetry,
}: {
  trades: Loadable<readonly MarketTrade[]>;
  market: SpotMarket;
  onRetry: () => void;
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <section className="card trades" data-testid="trades">
      <div className="section-head">
        <h2 className="section-head__title">{t('spot.trades')}</h2>
      </div>
      <div className="trades__head">
        <span>{t('spot.priceIn', { asset: market.quote })}</span>
        <span>{t('spot.amountIn', { asset: market.base })}</span>
        <span>{t('spot.time')}</span>
      </div>
      <Loaded data={trades} onRetry={onRetry}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState text={t('spot.noTrades')} testId="trades-empty" />
          ) : (
            <ul className="trades__list">
              {list.slice(0, TRADES_SHOWN).map((trade) => (
                <li key={trade.id} className="trades__row" data-testid="trade-row" data-side={trade.side}>
                  <span className={`trades__price trades__price--${trade.side}`}>
                    {format.value(trade.price, stepDecimals(market.priceStep))}
                  </span>
                  <span>{format.amount(trade.amount, stepDecimals(market.amountStep))}</span>
                  <span className="trades__time">{format.time(trade.at)}</span>
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
    </section>
  );
};
