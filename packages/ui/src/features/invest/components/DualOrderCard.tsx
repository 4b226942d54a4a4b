import type { DualOrder, DualSettlementRecord } from '@tessera/core';
import { useFormat, useTranslation } from '../../../i18n';
import { StatusBadge } from '../../finance/components/StatusBadge';
import { type TermCell, TermsGrid } from '../../finance/components/TermsGrid';
import { VerifySettlement } from '../../proofs';
import { RecordedPrice } from '../../trade/RecordedPrice';
import { checkPayout, STATE_TONES } from '../orders';
import { investedDecimals } from '../products';
import { dualClaim, dualRuleLines } from '../verify';
import { termName } from './ProductTerms';

/**
 * Core's `dualPayoutOf` run here on the recorded price, beside what the exchange paid: "matches",
 * or by how much (or in which other asset) it differs.
 */
const PayoutCheckLine = ({ order, settlement }: { order: DualOrder; settlement: DualSettlementRecord }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const check = checkPayout(order, settlement);
  const recomputed = `${format.amount(check.recomputed.amount)} ${check.recomputed.asset}`;
  const text = check.matches
    ? t('invest.check.matches', { amount: recomputed })
    : check.difference === undefined
      ? t('invest.check.otherAsset', { amount: recomputed })
      : t('invest.check.differs', {
          amount: recomputed,
          difference: `${format.signedAmount(check.difference, 20)} ${check.recomputed.asset}`,
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

/** "Verify" on a settled order: its archive record and the price it names checked in the browser. */
const VerifyDual = ({ order }: { order: DualOrder }) => {
  const { t } = useTranslation();
  const format = useFormat();
  return <VerifySettlement claim={dualClaim(order)} ruleLines={dualRuleLines(t, format)} />;
};

/**
 * One order as My investments shows it: its product, state, shares, what it invested, the linked
 * price, rate and dates; once settled, the recorded price it was settled on (tick, price, time),
 * what was paid, by which calculator, the payout recomputed here, and "Verify" against the archive.
 */
export const DualOrderCard = ({ order }: { order: DualOrder }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const { settlement } = order;
  const cells: TermCell[] = [
    { key: 'shares', label: t('invest.shares'), value: String(order.shares) },
    {
      key: 'invested',
      label: t('invest.invested'),
      value: `${format.amount(order.invested, investedDecimals(order))} ${order.investAsset}`,
    },
    {
      key: 'linked',
      label: t('invest.linkedPrice'),
      value: `${format.price(order.linkedPrice)} ${order.quote}`,
    },
    { key: 'rate', label: t('invest.annualRate'), value: format.percent(order.annualRate) },
    { key: 'purchased', label: t('invest.purchasedAt'), value: format.dateTime(order.purchasedAt) },
    { key: 'matures', label: t('invest.maturesAt'), value: format.dateTime(order.maturesAt) },
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
        value: `${format.amount(settlement.payout.amount)} ${settlement.payout.asset}`,
      },
      { key: 'settled', label: t('invest.settledAt'), value: format.dateTime(settlement.settledAt) },
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
      {settlement === null ? null : (
        <>
          <PayoutCheckLine order={order} settlement={settlement} />
          <VerifyDual order={order} />
        </>
      )}
    </article>
  );
};
