import type { QuickBuyOrder } from '@tessera/core';
import { useEffect } from 'react';
import { formatCountdown } from '../../../app/countdown';
import { useTickingClock } from '../../../app/exchange-clock';
import { useFormat, useTranslation } from '../../../i18n';
import { useLanguage } from '../../wallet/data';
import { timeLeftMs } from '../orders';

/**
 * Until when the transfer screenshot may be sent (the order's `payBy`) and how long is left, by the
 * exchange's clock (under a simulated clock too), a second at a time; at the end, that the time is
 * up, and `onEnded` once, so the page reads the order the exchange has cancelled.
 */
export const PaymentDeadline = ({ order, onEnded }: { order: QuickBuyOrder; onEnded: () => void }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const language = useLanguage();
  const clock = useTickingClock();
  const left = clock.known ? timeLeftMs(order, clock.now().getTime()) : undefined;
  const ended = left === 0;
  useEffect(() => {
    if (ended) onEnded();
  }, [ended]);
  return (
    <div className="quickbuy-deadline" data-testid="quickbuy-deadline">
      <p className="quickbuy-deadline__by">
        {t('quickbuy.deadline', { time: format.dateTime(order.payBy) })}
      </p>
      {left === undefined ? null : (
        <p
          className={
            ended ? 'quickbuy-deadline__left quickbuy-deadline__left--ended' : 'quickbuy-deadline__left'
          }
          aria-live="off"
          data-testid="quickbuy-countdown"
        >
          {ended ? t('quickbuy.timeUp') : t('quickbuy.timeLeft', { time: formatCountdown(left, language) })}
        </p>
      )}
    </div>
  );
};
