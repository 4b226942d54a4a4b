import { Paths } from '../../../app/routes';
import { IconLink } from '../../../components/IconLink';
import { IconReceipt } from '../../../components/MenuIcons';
import { useTranslation } from '../../../i18n';

/** The way to the user's orders, on the right of the buy and order pages' nav bar. */
export const MyOrdersLink = () => {
  const { t } = useTranslation();
  return (
    <IconLink to={Paths.quickBuyOrders} label={t('quickbuy.myOrders')} testId="quickbuy-open-orders">
      <IconReceipt />
    </IconLink>
  );
};
