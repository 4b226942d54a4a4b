import { type DecimalInput, formatAmount, type Language, type MiningPlan } from '@tessera/core';
import type { TFunction } from '../../../i18n';
import { formatPercent, useTranslation } from '../../../i18n';
import { TermsGrid } from '../../finance/components/TermsGrid';
import { useLanguage } from '../../wallet/data';

/** A plan's daily rates, lowest to highest, in percent as the user's language writes them. */
export const rateRange = (
  t: TFunction,
  rates: { readonly dailyRateMin: DecimalInput; readonly dailyRateMax: DecimalInput },
  language: Language,
): string =>
  t('mining.rateRange', {
    min: formatPercent(rates.dailyRateMin, language),
    max: formatPercent(rates.dailyRateMax, language),
  });

/**
 * A plan's published terms: its asset and lock, the range its daily rate stays in, the minimum
 * single amount and what redeeming early costs.
 */
export const PlanTerms = ({ plan }: { plan: MiningPlan }) => {
  const { t } = useTranslation();
  const language = useLanguage();
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
        {rateRange(t, plan, language)}
      </p>
      <TermsGrid
        cells={[
          {
            key: 'minimum',
            label: t('mining.minAmount'),
            value: `${formatAmount(plan.minAmount, plan.decimals)} ${plan.asset}`,
          },
          {
            key: 'penalty',
            label: t('mining.earlyRedemption'),
            value: t('mining.penaltyPerDay', { rate: formatPercent(plan.penaltyRate, language) }),
          },
        ]}
        testIdPrefix="mining-plan"
      />
    </>
  );
};
