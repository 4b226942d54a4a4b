import { type PageProps, Paths } from '../../app/routes';
import { ButtonLink } from '../../components/ButtonLink';
import { Loaded } from '../../components/Loaded';
import { Screen } from '../../components/Screen';
import { EmptyState } from '../../components/States';
import { useTranslation } from '../../i18n';
import { ProductIntro } from '../finance/components/ProductIntro';
import { PlanTerms } from './components/PlanTerms';
import { useMiningPlans } from './data';
import { miningBuyPath } from './links';
import '../finance/wealth.css';

/**
 * Spec §2 `pages/lockming/lockming`: the published plans, each with its terms and its buy page,
 * with the way to the user's orders and to how locked mining works.
 */
export default function MiningPage({ route }: PageProps) {
  const { t } = useTranslation();
  const plans = useMiningPlans();
  return (
    <Screen route={route} testId="page-mining">
      <ProductIntro text={t('mining.intro')}>
        <ButtonLink to={Paths.miningOrders} tone="primary" data-testid="mining-open-orders">
          {t('mining.myOrders')}
        </ButtonLink>
        <ButtonLink to={Paths.miningWelcome} tone="ghost" data-testid="mining-open-welcome">
          {t('mining.howItWorks')}
        </ButtonLink>
      </ProductIntro>
      <Loaded data={plans.data} onRetry={plans.reload}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState text={t('mining.noPlans')} testId="mining-plans-empty" />
          ) : (
            <ul className="wealth-list" data-testid="mining-plans">
              {list.map((plan) => (
                <li key={plan.id} className="card wealth-card" data-testid="mining-plan" data-id={plan.id}>
                  <PlanTerms plan={plan} />
                  <ButtonLink to={miningBuyPath(plan.id)} tone="primary" data-testid="mining-plan-buy">
                    {t('mining.buy')}
                  </ButtonLink>
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
    </Screen>
  );
}
