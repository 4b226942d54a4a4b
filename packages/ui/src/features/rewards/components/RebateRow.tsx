import type { Rebate } from '@tessera/core';
import { useFormat, useTranslation } from '../../../i18n';
import { TermsGrid } from '../../finance/components/TermsGrid';
import { formatUtcDate } from '../../mining/dates';
import { useLanguage } from '../../wallet/data';

/**
 * One day's rebate of one friend's fees in one asset, as the records list shows it: the UTC day it
 * pays and the asset, then the friend (masked), what they paid in fees, the rate and what the user
 * got (the fees times the rate, rounded down to the asset's decimals).
 */
export const RebateRow = ({ rebate }: { rebate: Rebate }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const language = useLanguage();
  const money = (amount: Rebate['amount']) => `${format.amount(amount)} ${rebate.asset}`;
  return (
    <article className="order" data-testid="rebate" data-id={rebate.id} data-asset={rebate.asset}>
      <header className="order__head">
        <span className="order__symbol" data-testid="rebate-day">
          {formatUtcDate(rebate.day, language)}
        </span>
        <span className="order__kind">{rebate.asset}</span>
      </header>
      <TermsGrid
        cells={[
          { key: 'invitee', label: t('rebates.friend'), value: rebate.invitee },
          { key: 'fees', label: t('rebates.fees'), value: money(rebate.fees) },
          { key: 'rate', label: t('rebates.rate'), value: format.percent(rebate.rate) },
          {
            key: 'amount',
            label: t('rebates.amount'),
            value: <span className="rewards-gain">{money(rebate.amount)}</span>,
          },
        ]}
        testIdPrefix="rebate"
      />
    </article>
  );
};
