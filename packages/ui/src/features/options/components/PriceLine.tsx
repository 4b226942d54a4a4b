import type { ReactNode } from 'react';
import { useFormat, useTranslation } from '../../../i18n';
import { useRecentPrices } from '../data';
import { priceLinePoints } from '../price-line';

const WIDTH = 320;
const HEIGHT = 56;

/** The market (its `picker`) and its last price over a line of its recent prices, moved by the live quotes. */
export const PriceLine = ({ symbol, picker }: { symbol: string; picker: ReactNode }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const prices = useRecentPrices(symbol);
  const last = prices.at(-1);
  return (
    <section className="card options-price" data-testid="options-price">
      <div className="market-head">
        {picker}
        <span className="options-price__last" data-testid="options-last-price">
          {last === undefined ? '—' : format.price(last)}
        </span>
      </div>
      {prices.length > 1 ? (
        <svg
          className="options-price__line"
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          role="img"
          aria-label={t('options.recentPrices')}
        >
          <polyline points={priceLinePoints(prices, WIDTH, HEIGHT)} />
        </svg>
      ) : (
        <p className="options-price__waiting">{t('options.waitingPrices')}</p>
      )}
    </section>
  );
};
