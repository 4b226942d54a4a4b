import {
  type DualOrder,
  type DualSettlementRecord,
  formatAmount,
  formatPrice,
  formatSignedAmount,
} from '@tessera/core';
import { formatDateTime, formatPercent, useTranslation } from '../../../i18n';
import { StatusBadge } from '../../finance/components/StatusBadge';
import { type TermCell, TermsGrid } from '../../finance/components/TermsGrid';
import { RecordedPrice } from '../../trade/RecordedPrice';
import { useLanguage } from '../../wallet/data';
import { checkPayout, STATE_TONES } from '../orders';
import { investedDecimals } from '../products';
import { termName } from './ProductTerms';

/**
 * Core's `dualPayoutOf` run here on the recorded price, beside what the exchange paid: "matches",
 * or by how much (or in which other asset) it differs.
 */
const PayoutCheckLine = ({ order, settlement }: { order: DualOrder; settlement: DualSettlementRecord }) => {
  const { t } = useTranslation();
  const check = checkPayout(order, settlement);
  const recomputed = `${formatAmount(check.recomputed.amount)} ${check.recomputed.asset}`;
  const text = check.matches
    ? t('invest.check.matches', { amount: recomputed })
    : check.difference === undefined
      ? t('invest.check.otherAsset', { amount: recomputed })
      : t('invest.check.differs', {
          amount: recomputed,
          difference: `${formatSignedAmount(check.difference, 20)} ${check.recomputed.asset}`,
        });
  return (
    <p
      className={check.matches ? 'wealth-check wealth-check--ok' : 'wealth-check wealth-check--off'}
      data-testid="invest-order-check"
      data-matches={check.matches}
    >
      {text}
    </p>
  );
};

/**
 * One order as My investments shows it: its product, state, shares, what it invested, the linked
 * price, rate and dates; once settled, the recorded price it was settled on (tick, price, time),
 * what was paid, by which calculator, and the payout recomputed here.
 */
export const DualOrderCard = ({ order }: { order: DualOrder }) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const { settlement } = order;
  const cells: TermCell[] = [
    { key: 'shares', label: t('invest.shares'), value: String(order.shares) },
    {
      key: 'invested',
      label: t('invest.invested'),
      value: `${formatAmount(order.invested, investedDecimals(order))} ${order.investAsset}`,
    },
    {
      key: 'linked',
      label: t('invest.linkedPrice'),
      value: `${formatPrice(order.linkedPrice)} ${order.quote}`,
    },
    { key: 'rate', label: t('invest.annualRate'), value: formatPercent(order.annualRate, language) },
    { key: 'purchased', label: t('invest.purchasedAt'), value: formatDateTime(order.purchasedAt, language) },
    { key: 'matures', label: t('invest.maturesAt'), value: formatDateTime(order.maturesAt, language) },
  ];
  if (settlement !== null)
    cells.push(
      {
        key: 'price',
        label: t('invest.settlementPrice'),
        value: <RecordedPrice price={settlement.price} dated testId="invest-order-price-recorded" />,
        wide: true,
      },
      {
        key: 'paid',
        label: t('invest.paid'),
        value: `${formatAmount(settlement.payout.amount)} ${settlement.payout.asset}`,
      },
      { key: 'settled', label: t('invest.settledAt'), value: formatDateTime(settlement.settledAt, language) },
      { key: 'calculator', label: t('invest.calculator'), value: settlement.calculatorVersion },
    );
  return (
    <article
      className="order invest-order"
      data-testid="invest-order"
      data-id={order.id}
      data-state={order.state}
    >
      <header className="order__head">
        <span className="order__symbol">{order.symbol}</span>
        <span className="order__kind">{termName(t, order)}</span>
        <StatusBadge
          tone={STATE_TONES[order.state]}
          label={t(`invest.state.${order.state}`)}
          testId="invest-order-state"
        />
      </header>
      <TermsGrid cells={cells} testIdPrefix="invest-order" />
      {settlement === null ? null : <PayoutCheckLine order={order} settlement={settlement} />}
    </article>
  );
};
