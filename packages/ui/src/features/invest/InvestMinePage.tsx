import { type PageProps, Paths } from '../../app/routes';
import { ButtonLink } from '../../components/ButtonLink';
import { IconLink } from '../../components/IconLink';
import { IconInfo } from '../../components/MenuIcons';
import { Screen } from '../../components/Screen';
import { useTranslation } from '../../i18n';
import { ProductOrders } from '../finance/components/ProductOrders';
import { DualOrderCard } from './components/DualOrderCard';
import '../finance/wealth.css';
import './invest.css';

/**
 * Spec §2 `pages/invest/mine`: the user's dual investments, running, settling and completed; a
 * settled one shows the recorded price it was settled on, what was paid and the payout recomputed
 * here. Kept fresh by the `balances` push a purchase and a settlement send.
 */
export default function InvestMinePage({ route }: PageProps) {
  const { t } = useTranslation();
  const help = (
    <IconLink to={Paths.investHelp} label={t('invest.howItWorks')} testId="invest-open-help">
      <IconInfo />
    </IconLink>
  );
  return (
    <Screen route={route} testId="page-invest-mine" right={help}>
      <ProductOrders
        fetchPage={(tessera, query) => tessera.api.dual.orders(query)}
        keyOf={(order) => order.id}
        renderItem={(order) => <DualOrderCard order={order} />}
        emptyText={t('invest.noOrders')}
        emptyActions={
          <ButtonLink to={Paths.invest} tone="primary" data-testid="invest-see-products">
            {t('invest.seeProducts')}
          </ButtonLink>
        }
        testId="invest-orders"
      />
    </Screen>
  );
}
