import { SelectField } from '../../../components/SelectField';
import { useFormat, useTranslation } from '../../../i18n';
import type { OrderCoupons } from '../order-coupons';

/** The select's value for "no coupon" (coupon ids start at 1). */
const NONE = 0;

/**
 * An order form's coupon: shown only while the order qualifies for a fee discount, "No coupon"
 * until the user picks one of those offered (the best first).
 */
export const CouponChoice = ({ coupons, testId }: { coupons: OrderCoupons; testId: string }) => {
  const { t } = useTranslation();
  const format = useFormat();
  if (coupons.offered.length === 0) return null;
  return (
    <SelectField<number>
      label={t('coupons.choose')}
      value={coupons.chosen?.id ?? NONE}
      options={[
        { value: NONE, label: t('coupons.none') },
        ...coupons.offered.map((coupon) => ({
          value: coupon.id,
          label: t('coupons.option', { rate: format.percent(coupon.rate ?? '0') }),
        })),
      ]}
      onChange={(id) => coupons.choose(id === NONE ? undefined : id)}
      testId={testId}
    />
  );
};
