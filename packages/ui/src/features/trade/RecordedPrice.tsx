import type { RecordedPrice as Recorded } from '@tessera/core';
import { useFormat, useTranslation } from '../../i18n';
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
  const format = useFormat();
  const time = dated ? format.dateTime(price.at) : format.time(price.at);
  return (
    <span className="recorded-price" data-testid={testId}>
      <span className="recorded-price__value">{format.price(price.price)}</span>
      <span className="recorded-price__tick">{t('common.tick', { id: String(price.tickId), time })}</span>
    </span>
  );
};
