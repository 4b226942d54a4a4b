import type { MiningOrder } from '@tessera/core';
import { type Api, useRemote } from '../../../app/forms';
import { Loaded } from '../../../components/Loaded';
import { useFormat, useTranslation } from '../../../i18n';
import { VerifySettlement } from '../../proofs';
import { useLanguage } from '../../wallet/data';
import { formatUtcDate } from '../dates';
import { miningYieldClaim, miningYieldRuleLines } from '../verify';

/**
 * The yields an order was credited, day by day: the UTC date whose plan rate applied (anyone can
 * recompute it with core's `miningDailyRate`), that rate and the amount, each day with "Verify"
 * against its archive record. Read when opened.
 */
export const OrderYields = ({ order }: { order: MiningOrder }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const language = useLanguage();
  const detail = useRemote((api: Api) => api.mining.order(order.id));
  const ruleLines = miningYieldRuleLines(t, format);
  return (
    <div className="mining-yields" data-testid="mining-yields">
      <Loaded data={detail.data} onRetry={detail.reload}>
        {({ yields, earned }) =>
          yields.length === 0 ? (
            <p className="mining-yields__none">{t('mining.noYields')}</p>
          ) : (
            <>
              <ol className="mining-yields__list">
                {yields.map((paid) => (
                  <li key={paid.day} className="mining-yields__row" data-testid="mining-yield">
                    <span className="mining-yields__day">{t('mining.yieldDay', { day: paid.day })}</span>
                    <span className="mining-yields__date">{formatUtcDate(paid.date, language)}</span>
                    <span className="mining-yields__rate">{format.percent(paid.rate)}</span>
                    <span className="mining-yields__amount" data-testid="mining-yield-amount">
                      {format.signedAmount(paid.amount, order.decimals)}
                    </span>
                    <VerifySettlement claim={miningYieldClaim(order, paid)} ruleLines={ruleLines} />
                  </li>
                ))}
              </ol>
              <p className="mining-yields__total" data-testid="mining-yields-total">
                {t('mining.earnedTotal', {
                  amount: format.amount(earned, order.decimals),
                  asset: order.asset,
                })}
              </p>
            </>
          )
        }
      </Loaded>
    </div>
  );
};
