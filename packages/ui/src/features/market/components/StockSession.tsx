import { isMarketOpen, nextMarketOpen } from '@tessera/core';
import { useEffect, useState } from 'react';
import { useExchangeNow } from '../../../app/exchange-clock';
import { useFormat, useTranslation } from '../../../i18n';

/** How often the open/closed state is looked at again: sessions start and end on the minute. */
const RECHECK_MS = 30_000;

/**
 * Whether the New York session is on, by the exchange's clock: "open" with a green dot, or
 * "closed" with when it opens next (in the user's time zone and language).
 */
export const StockSession = () => {
  const { t } = useTranslation();
  const format = useFormat();
  const now = useExchangeNow();
  const [at, setAt] = useState(() => now());
  useEffect(() => {
    setAt(now());
    const timer = setInterval(() => setAt(now()), RECHECK_MS);
    return () => clearInterval(timer);
  }, [now]);
  const open = isMarketOpen('NYSE', at);
  return (
    <p
      className={open ? 'market-session market-session--open' : 'market-session'}
      role="status"
      data-testid="stock-session"
      data-open={open}
    >
      {open
        ? t('market.stockOpen')
        : t('market.stockClosed', {
            time: format.dateTime(nextMarketOpen('NYSE', at).toISOString()),
          })}
    </p>
  );
};
