import { type PageProps, Paths } from '../../app/routes';
import { ButtonLink } from '../../components/ButtonLink';
import { Screen } from '../../components/Screen';
import { useTranslation } from '../../i18n';
import { ProductOrders } from '../finance/components/ProductOrders';
import { OrderCard } from './components/OrderCard';
import '../finance/wealth.css';
import './quickbuy.css';

/**
 * Spec §2 "Buy crypto", the user's orders (`pages/buy/orders`): to be paid, paid and cancelled,
 * newest first, each opening its page. Kept fresh by the `balances` push an order's payment and
 * its expiry send.
 */
export default function QuickBuyOrdersPage({ route }: PageProps) {
  const { t } = useTranslation();
  return (
    <Screen route={route} testId="page-quickbuy-orders">
      <ProductOrders
        fetchPage={(tessera, query) => tessera.api.quickBuy.orders(query)}
        keyOf={(order) => order.id}
        renderItem={(order) => <OrderCard order={order} />}
        emptyText={t('quickbuy.noOrders')}
        emptyActions={
          <ButtonLink to={Paths.quickBuy} tone="primary" data-testid="quickbuy-start">
            {t('quickbuy.buyCrypto')}
          </ButtonLink>
        }
        testId="quickbuy-orders"
      />
    </Screen>
  );
}
