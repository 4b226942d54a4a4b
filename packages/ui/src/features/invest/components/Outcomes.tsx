import type { DualPayout, DualProduct, DualPurchasePreview } from '@tessera/core';
import { useFormat, useTranslation } from '../../../i18n';
import { outcomeKeys } from '../outcomes';

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
  const format = useFormat();
  const payoutText = (payout: DualPayout) => `${format.amount(payout.amount)} ${payout.asset}`;
  const keys = outcomeKeys(preview.atLinked);
  return (
    <ul className="invest-outcomes">
      <li className="invest-outcomes__item" data-testid={`${testId}-below`}>
        {t(keys.below, {
          base: product.base,
          price: format.price(product.linkedPrice),
          time: format.dateTime(product.maturesAt),
          amount: payoutText(preview.below),
        })}
      </li>
      <li className="invest-outcomes__item" data-testid={`${testId}-above`}>
        {t(keys.above, { amount: payoutText(preview.above) })}
      </li>
    </ul>
  );
};
