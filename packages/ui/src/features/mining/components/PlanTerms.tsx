import type { DecimalInput, MiningPlan } from '@tessera/core';
import type { TFunction } from '../../../i18n';
import { type Formats, useFormat, useTranslation } from '../../../i18n';
import { TermsGrid } from '../../finance/components/TermsGrid';

/** A plan's daily rates, lowest to highest, in percent as the user's language writes them. */
export const rateRange = (
  t: TFunction,
  format: Formats,
  rates: { readonly dailyRateMin: DecimalInput; readonly dailyRateMax: DecimalInput },
): string =>
  t('mining.rateRange', {
    min: format.percent(rates.dailyRateMin),
    max: format.percent(rates.dailyRateMax),
  });

/**
 * A plan's published terms: its asset and lock, the range its daily rate stays in, the minimum
 * single amount and what redeeming early costs.
 */
export const PlanTerms = ({ plan }: { plan: MiningPlan }) => {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <>
      <header className="wealth-card__head">
        <span className="wealth-card__title">{plan.asset}</span>
        <span className="wealth-card__sub" data-testid="mining-plan-days">
          {t('mining.lockDays', { days: plan.days })}
        </span>
      </header>
      <p className="wealth-card__label">{t('mining.dailyRate')}</p>
      <p className="wealth-card__rate" data-testid="mining-plan-rate">
        {rateRange(t, format, plan)}
      </p>
      <TermsGrid
        cells={[
          {
            key: 'minimum',
            label: t('mining.minAmount'),
            value: `${format.amount(plan.minAmount, plan.decimals)} ${plan.asset}`,
          },
          {
            key: 'penalty',
            label: t('mining.earlyRedemption'),
            value: t('mining.penaltyPerDay', { rate: format.percent(plan.penaltyRate) }),
          },
        ]}
        testIdPrefix="mining-plan"
      />
    </>
  );
};
