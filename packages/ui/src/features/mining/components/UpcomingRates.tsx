import { type MiningPlan, miningDailyRate } from '@tessera/core';
import { useFormat, useTranslation } from '../../../i18n';
import { useLanguage } from '../../wallet/data';
import { formatUtcDay, utcDatesFrom } from '../dates';

/** How many dates the table shows: the exchange's today and the days after it. */
const DATES_SHOWN = 5;

/**
 * Each plan's rate on the coming UTC dates, computed here by core's `miningDailyRate`, the
 * published formula the exchange credits yields by: nobody chooses them, and they are known
 * before anyone buys.
 */
export const UpcomingRates = ({ plans, nowMs }: { plans: readonly MiningPlan[]; nowMs: number }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const language = useLanguage();
  return (
    <table className="mining-rates" data-testid="mining-rates">
      <thead>
        <tr>
          <th scope="col">{t('mining.date')}</th>
          {plans.map((plan) => (
            <th key={plan.id} scope="col">
              {t('mining.planColumn', { asset: plan.asset, days: plan.days })}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {utcDatesFrom(nowMs, DATES_SHOWN).map((date) => (
          <tr key={date}>
            <th scope="row">{formatUtcDay(date, language)}</th>
            {plans.map((plan) => (
              <td key={plan.id}>
                {format.percent(
                  miningDailyRate({ planId: plan.id, min: plan.dailyRateMin, max: plan.dailyRateMax, date }),
                )}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
};
