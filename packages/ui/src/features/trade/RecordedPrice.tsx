import { formatPrice, type RecordedPrice as Recorded } from '@tessera/core';
import { formatDateTime, formatTime, useTranslation } from '../../i18n';
import { useLanguage } from '../wallet/data';
import './recorded-price.css';

/**
 * A recorded price with the tick it was recorded as and when: what anyone can check in the feed's
 * archive. `dated` writes the day too, for prices that are days old (a product's issue, a maturity);
 * without it, the time of day, for the prices of a seconds-long option.
 */
export const RecordedPrice = ({
  price,
  dated = false,
  testId,
}: {
  price: Recorded;
  dated?: boolean;
  testId: string;
}) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const time = dated ? formatDateTime(price.at, language) : formatTime(price.at, language);
  return (
    <span className="recorded-price" data-testid={testId}>
      <span className="recorded-price__value">{formatPrice(price.price)}</span>
      <span className="recorded-price__tick">{t('common.tick', { id: String(price.tickId), time })}</span>
    </span>
  );
};
