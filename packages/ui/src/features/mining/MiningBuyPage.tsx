import { combineLoadables, type MiningPlan, type WalletOverview } from '@tessera/core';
import { useExchangeClock } from '../../app/exchange-clock';
import { useSearchParams } from '../../app/navigation';
import { type PageProps, Paths } from '../../app/routes';
import { ButtonLink } from '../../components/ButtonLink';
import { Loaded } from '../../components/Loaded';
import { Loading, Screen } from '../../components/Screen';
import { EmptyState } from '../../components/States';
import { useTranslation } from '../../i18n';
import { availableIn } from '../wallet/balances';
import { useWalletOverview } from '../wallet/data';
import { PlanTerms } from './components/PlanTerms';
import { PurchaseForm } from './components/PurchaseForm';
import { useMiningPlans } from './data';
import { planNamed } from './links';
import '../finance/wealth.css';

/** The plan `?plan=` names, with its terms and the form over the mining account's balance. */
const Purchase = ({ plans, overview }: { plans: readonly MiningPlan[]; overview: WalletOverview }) => {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  // Under a simulated clock the exchange's time runs ahead: the preview waits for it.
  const clock = useExchangeClock();
  const plan = planNamed(plans, params.get('plan'));
  if (plan === undefined)
    return (
      <div className="card">
        <EmptyState text={t('mining.planNotFound')} testId="mining-plan-missing" />
        <div className="inline-actions inline-actions--pad">
          <ButtonLink to={Paths.mining} replace tone="ghost">
            {t('mining.seePlans')}
          </ButtonLink>
        </div>
      </div>
    );
  return (
    <>
      <section className="card wealth-card wealth-card--summary" data-testid="mining-buy-plan">
        <PlanTerms plan={plan} />
      </section>
      {clock.known ? (
        <PurchaseForm
          key={plan.id}
          plan={plan}
          plans={plans}
          available={availableIn(overview, 'mining', plan.assetId)}
          now={clock.now}
        />
      ) : (
        <Loading />
      )}
    </>
  );
};

/**
 * Spec §2 `pages/lockming/buy?plan=<id>`: one plan's terms, the amount to lock from the mining
 * account, what it would earn and when it comes back, and a confirmation before anything is locked.
 */
export default function MiningBuyPage({ route }: PageProps) {
  const plans = useMiningPlans();
  const overview = useWalletOverview();
  return (
    <Screen route={route} testId="page-mining-buy">
      <Loaded
        data={combineLoadables(plans.data, overview.data)}
        onRetry={() => {
          plans.reload();
          overview.reload();
        }}
      >
        {([list, balances]) => <Purchase plans={list} overview={balances} />}
      </Loaded>
    </Screen>
  );
}
