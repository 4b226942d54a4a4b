import {
  type DualPayout,
  type DualProduct,
  type DualPurchasePreview,
  formatAmount,
  formatPrice,
} from '@tessera/core';
import { formatDateTime, useTranslation } from '../../../i18n';
import { useLanguage } from '../../wallet/data';
import { outcomeKeys } from '../outcomes';

const payoutText = (payout: DualPayout) => `${formatAmount(payout.amount)} ${payout.asset}`;

/**
 * Both outcomes of a purchase in plain words (core's `dualPurchasePreview`): what comes back if the
 * price at maturity is below the linked price, and what if it is above, the linked price itself on
 * the side core pays there. Shown before buying and in the confirmation.
 */
export const Outcomes = ({
  product,
  preview,
  testId,
}: {
  product: DualProduct;
  preview: DualPurchasePreview;
  /** `<testId>-below` and `<testId>-above` on the two sentences. */
  testId: string;
}) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const keys = outcomeKeys(preview.atLinked);
  return (
    <ul className="invest-outcomes">
      <li className="invest-outcomes__item" data-testid={`${testId}-below`}>
        {t(keys.below, {
          base: product.base,
          price: formatPrice(product.linkedPrice),
          time: formatDateTime(product.maturesAt, language),
          amount: payoutText(preview.below),
        })}
      </li>
      <li className="invest-outcomes__item" data-testid={`${testId}-above`}>
        {t(keys.above, { amount: payoutText(preview.above) })}
      </li>
    </ul>
  );
};
