import { type FuturesMarket, isMarketOpen, nextMarketOpen } from '@tessera/core';
import { useExchangeNow } from '../../../app/exchange-clock';
import { useFormat, useTranslation } from '../../../i18n';

/**
 * A stock contract's hours (core's `isMarketOpen` and `nextMarketOpen` on the exchange's clock):
 * open now, or when it next opens, and the session's rule. Crypto never closes: nothing shown.
 */
export const MarketHours = ({ market }: { market: FuturesMarket }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const now = useExchangeNow()();
  if (market.venue === 'always') return null;
  const open = isMarketOpen(market.venue, now);
  return (
    <div className="futures-hours" data-testid="futures-hours" data-open={open}>
      <p className={open ? 'futures-hours__state futures-hours__state--open' : 'futures-hours__state'}>
        {open
          ? t('futures.hours.open')
          : t('futures.hours.closed', {
              time: format.dateTime(nextMarketOpen(market.venue, now).toISOString()),
            })}
      </p>
      <p className="futures-hours__rule">{t('futures.hours.session')}</p>
    </div>
  );
};
