import type { MiningOrder } from '@tessera/core';
import { useState } from 'react';
import { IconChevron } from '../../../components/Icons';
import { useFormat, useTranslation } from '../../../i18n';
import { StatusBadge, type StatusTone } from '../../finance/components/StatusBadge';
import { type TermCell, TermsGrid } from '../../finance/components/TermsGrid';
import { VerifySettlement } from '../../proofs';
import type { MiningOrderStatus } from '../orders';
import { miningRedemptionClaim, miningRedemptionRuleLines } from '../verify';
import { OrderYields } from './OrderYields';
import { rateRange } from './PlanTerms';

/** Running, then done at maturity (or while being released); redeemed early is an ending to look at. */
const STATUS_TONES: Readonly<Record<MiningOrderStatus, StatusTone>> = {
  running: 'active',
  releasing: 'done',
  maturity: 'done',
  early: 'warn',
};

/** "Verify" on an order redeemed early: its redemption's archive record checked in the browser. */
const VerifyRedemption = ({ order }: { order: MiningOrder }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const claim = miningRedemptionClaim(order);
  if (claim === undefined) return null;
  return <VerifySettlement claim={claim} ruleLines={miningRedemptionRuleLines(t, format)} />;
};

/**
 * One order as the lists show it: its plan, status and figures (amount, days paid of the lock,
 * what it earned, when it started and matures; once ended, how, the penalty and what came back),
 * its daily yields on demand and, while it runs, its early redemption; once redeemed early,
 * "Verify" on that redemption.
 */
export const MiningOrderCard = ({
  order,
  status,
  onRedeem,
}: {
  order: MiningOrder;
  /** Core's view of the order at the exchange's time (see `orderStatusOf`). */
  status: MiningOrderStatus;
  /** Present while the order can be redeemed early (it is running). */
  onRedeem?: (order: MiningOrder) => void;
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  const [open, setOpen] = useState(false);
  const money = (amount: MiningOrder['amount']) => `${format.amount(amount, order.decimals)} ${order.asset}`;
  const cells: TermCell[] = [
    { key: 'amount', label: t('funds.amount'), value: money(order.amount) },
    {
      key: 'days',
      label: t('mining.daysPaid'),
      value: t('mining.daysOf', { paid: order.daysPaid, days: order.days }),
    },
    { key: 'earned', label: t('mining.earned'), value: money(order.earned) },
    { key: 'rate', label: t('mining.dailyRate'), value: rateRange(t, format, order) },
    { key: 'started', label: t('mining.startedAt'), value: format.dateTime(order.startedAt) },
  ];
  if (order.state === 'active')
    cells.push({
      key: 'matures',
      label: t('mining.maturesAt'),
      value: format.dateTime(order.maturesAt),
    });
  else
    cells.push(
      {
        key: 'ended',
        label: t('mining.endedAt'),
        value: order.endedAt === null ? '—' : format.dateTime(order.endedAt),
      },
      {
        key: 'penalty',
        label: t('mining.penalty'),
        value: order.penalty === null ? '—' : money(order.penalty),
      },
      {
        key: 'returned',
        label: t('mining.returned'),
        value: order.returned === null ? '—' : money(order.returned),
      },
    );
  return (
    <article
      className="order mining-order"
      data-testid="mining-order"
      data-id={order.id}
      data-status={status}
    >
      <header className="order__head">
        <span className="order__symbol">{order.asset}</span>
        <span className="order__kind">{t('mining.lockDays', { days: order.days })}</span>
        <StatusBadge
          tone={STATUS_TONES[status]}
          label={t(`mining.status.${status}`)}
          testId="mining-order-status"
        />
      </header>
      <TermsGrid cells={cells} testIdPrefix="mining-order" />
      <div className="mining-order__actions">
        <button
          type="button"
          className="mining-order__toggle"
          aria-expanded={open}
          onClick={() => setOpen((shown) => !shown)}
          data-testid="mining-order-yields"
        >
          {t('mining.dailyYields')}
          <IconChevron />
        </button>
        {onRedeem ? (
          <button
            type="button"
            className="button button--inline mining-order__redeem"
            onClick={() => onRedeem(order)}
            data-testid="mining-order-redeem"
          >
            {t('mining.redeem')}
          </button>
        ) : null}
        <VerifyRedemption order={order} />
      </div>
      {open ? <OrderYields order={order} /> : null}
    </article>
  );
};
