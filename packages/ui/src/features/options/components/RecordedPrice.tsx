import { formatPrice, type RecordedPrice as Recorded } from '@tessera/core';
import { formatTime, useTranslation } from '../../../i18n';
import { useLanguage } from '../../wallet/data';

/** A recorded price with the tick it was recorded as and when: what anyone can check in the feed's archive. */
export const RecordedPrice = ({ price, testId }: { price: Recorded; testId: string }) => {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <span className="recorded-price" data-testid={testId}>
      <span className="recorded-price__value">{formatPrice(price.price)}</span>
      <span className="recorded-price__tick">
        {t('options.tick', { id: String(price.tickId), time: formatTime(price.at, language) })}
      </span>
    </span>
  );
};
