import { type PageProps, Paths } from '../../app/routes';
import { ButtonLink } from '../../components/ButtonLink';
import { Screen } from '../../components/Screen';
import { useTranslation } from '../../i18n';
import { ProductOrders } from '../finance/components/ProductOrders';
import { SubscriptionCard } from './components/SubscriptionCard';
import '../finance/wealth.css';
import './ieo.css';

/**
 * Spec §2 `pages/ieo/order`: the user's subscriptions, applied (the payment frozen until the
 * allocation), locked (the passed tokens frozen until they unlock, the rest refunded), refunded
 * (nothing passed) and released; each allocated one with its project's totals and the user's
 * share recomputed here. Kept fresh by the `balances` push a subscription, an allocation and a
 * release send.
 */
export default function IeoOrdersPage({ route }: PageProps) {
  const { t } = useTranslation();
  return (
    <Screen route={route} testId="page-ieo-orders">
      <ProductOrders
        fetchPage={(tessera, query) => tessera.api.ieo.subscriptions(query)}
        keyOf={(subscription) => subscription.id}
        renderItem={(subscription) => <SubscriptionCard subscription={subscription} />}
        emptyText={t('ieo.noSubscriptions')}
        emptyActions={
          <ButtonLink to={Paths.ieo} tone="primary" data-testid="ieo-see-projects">
            {t('ieo.seeProjects')}
          </ButtonLink>
        }
        testId="ieo-orders"
      />
    </Screen>
  );
}
