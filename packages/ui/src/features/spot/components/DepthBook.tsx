import type { Depth, DepthLevel, Loadable, SpotMarket } from '@tessera/core';
import { Loaded } from '../../../components/Loaded';
import { useFormat, useTranslation } from '../../../i18n';
import { stepDecimals } from '../market';

/** How many price levels of each side the screen shows. */
export const DEPTH_LEVELS = 8;

const Level = ({
  level,
  side,
  market,
  onPick,
}: {
  level: DepthLevel;
  side: 'ask' | 'bid';
  market: SpotMarket;
  onPick: (price: DepthLevel['price']) => void;
}) => {
  const format = useFormat();
  return (
    <li>
      <button
        type="button"
        className={`depth__level depth__level--${side}`}
        onClick={() => onPick(level.price)}
        data-testid={`depth-${side}`}
      >
        <span className="depth__price">{format.value(level.price, stepDecimals(market.priceStep))}</span>
        <span className="depth__amount">{format.amount(level.amount, stepDecimals(market.amountStep))}</span>
      </button>
    </li>
  );
};

/**
 * The book's best levels: asks above (the lowest nearest the middle), bids below, the last price
 * between them. Tapping a level's price puts it in the order form's price field.
 */
export const DepthBook = ({
  depth,
  market,
  lastPrice,
  onRetry,
  onPick,
}: {
  depth: Loadable<Depth>;
  market: SpotMarket;
  lastPrice: string | undefined;
  onRetry: () => void;
  onPick: (price: DepthLevel['price']) => void;
}) => {
  const { t } = useTranslation();
  return (
    <section className="card depth" data-testid="depth">
      <div className="depth__head">
        <span>{t('spot.priceIn', { asset: market.quote })}</span>
        <span>{t('spot.amountIn', { asset: market.base })}</span>
      </div>
      <Loaded data={depth} onRetry={onRetry}>
        {(book) =>
          book.asks.length === 0 && book.bids.length === 0 ? (
            <p className="depth__empty" data-testid="depth-empty">
              {t('spot.noDepth')}
            </p>
          ) : (
            <>
              <ul className="depth__side">
                {book.asks
                  .slice(0, DEPTH_LEVELS)
                  .reverse()
                  .map((level) => (
                    <Level
                      key={level.price.toFixed()}
                      level={level}
                      side="ask"
                      market={market}
                      onPick={onPick}
                    />
                  ))}
              </ul>
              <p className="depth__last" data-testid="depth-last">
                {lastPrice ?? '—'}
              </p>
              <ul className="depth__side">
                {book.bids.slice(0, DEPTH_LEVELS).map((level) => (
                  <Level
                    key={level.price.toFixed()}
                    level={level}
                    side="bid"
                    market={market}
                    onPick={onPick}
                  />
                ))}
              </ul>
            </>
          )
        }
      </Loaded>
    </section>
  );
};
