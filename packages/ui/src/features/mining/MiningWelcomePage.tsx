import { type DecimalInput, MINING_RATE_STEP } from '@tessera/core';
import { useExchangeClock } from '../../app/exchange-clock';
import { type PageProps, Paths } from '../../app/routes';
import { ButtonLink } from '../../components/ButtonLink';
import { Loaded } from '../../components/Loaded';
import { Screen } from '../../components/Screen';
import { useFormat, useTranslation } from '../../i18n';
import { Lines } from '../wallet/components/Lines';
import { UpcomingRates } from './components/UpcomingRates';
import { useMiningPlans } from './data';
import { exampleFigures, SPEC_EXAMPLE } from './example';
import '../finance/wealth.css';
import './mining.css';

/** Spec §9's worked example, its figures by core's calculators. */
const WorkedExample = () => {
  const { t } = useTranslation();
  const format = useFormat();
  const figures = exampleFigures();
  const { asset, amount, days, daysGone, dailyRateMin, dailyRateMax, penaltyRate } = SPEC_EXAMPLE;
  const money = (value: DecimalInput) => `${format.amount(value)} ${asset}`;
  return (
    <>
      <p>
        {t('mining.welcome.example', {
          amount: money(amount),
          days,
          min: format.percent(dailyRateMin),
          max: format.percent(dailyRateMax),
          gone: daysGone,
        })}
      </p>
      <Lines
        boxed
        lines={[
          {
            label: t('mining.welcome.exampleYield'),
            value: t('mining.yieldRange', {
              min: format.amount(figures.yieldMin),
              max: format.amount(figures.yieldMax),
              asset,
            }),
          },
          { label: t('mining.daysLeft'), value: String(figures.daysLeft) },
          {
            label: t('mining.penalty'),
            value: `${format.percent(penaltyRate)} × ${figures.daysLeft} × ${format.amount(amount)} = ${money(figures.penalty)}`,
            tone: 'warn',
            testId: 'mining-example-penalty',
          },
          {
            label: t('mining.youGetBack'),
            value: money(figures.returned),
            testId: 'mining-example-returned',
          },
          {
            label: t('mining.yieldsKept'),
            value: t('mining.yieldRange', {
              min: format.amount(figures.keptMin),
              max: format.amount(figures.keptMax),
              asset,
            }),
          },
        ]}
      />
    </>
  );
};

/**
 * Spec §2 `pages/lockming/welcome`: what locked mining is, how each date's rate is fixed by a
 * published formula anyone can recompute (with the coming days' rates, computed here), how yields,
 * maturity and the early-redemption penalty work with spec §9's example, and the way to the plans.
 */
export default function MiningWelcomePage({ route }: PageProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const plans = useMiningPlans();
  const clock = useExchangeClock();
  return (
    <Screen route={route} testId="page-mining-welcome">
      <article className="card wealth-article">
        <h2>{t('mining.welcome.whatTitle')}</h2>
        <p>{t('mining.welcome.what')}</p>

        <h2>{t('mining.welcome.ratesTitle')}</h2>
        <p>{t('mining.welcome.rates')}</p>
        <p className="wealth-article__formula" data-testid="mining-formula">
          {t('mining.welcome.formula', { step: format.percent(MINING_RATE_STEP) })}
        </p>
        <p>{t('mining.welcome.recompute')}</p>
        <Loaded data={plans.data} onRetry={plans.reload}>
          {(list) => (clock.known ? <UpcomingRates plans={list} nowMs={clock.now().getTime()} /> : null)}
        </Loaded>

        <h2>{t('mining.welcome.yieldsTitle')}</h2>
        <p>{t('mining.welcome.yields')}</p>

        <h2>{t('mining.welcome.earlyTitle')}</h2>
        <p>{t('mining.welcome.early')}</p>
        <WorkedExample />
      </article>
      <div className="screen__actions wealth-cta">
        <ButtonLink to={Paths.mining} tone="primary" data-testid="mining-see-plans">
          {t('mining.seePlans')}
        </ButtonLink>
      </div>
    </Screen>
  );
}
