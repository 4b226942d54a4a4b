import { LOCALES, type QuickBuyOrder } from '@tessera/core';
import type { ReactNode } from 'react';
import { countryName } from '../../../app/countries';
import { useFormat, useTranslation } from '../../../i18n';
import { StatusBadge } from '../../finance/components/StatusBadge';
import { type TermCell, TermsGrid } from '../../finance/components/TermsGrid';
import { useLanguage } from '../../wallet/data';
import { formatUsd, formatUsdt } from '../format';
import { STATE_TONES } from '../orders';

/** An order's figures: what is paid, how, from where, when it was placed and, once it ended, when. */
export const useOrderCells = (order: QuickBuyOrder, { compact }: { compact: boolean }): TermCell[] => {
  const { t } = useTranslation();
  const format = useFormat();
  const language = useLanguage();
  const cells: TermCell[] = [
    { key: 'usd', label: t('quickbuy.transferAmount'), value: formatUsd(order.usd, language) },
  ];
  if (compact)
    cells.push({
      key: 'usdt',
      label: t(`quickbuy.usdtLabel.${order.state}`),
      value: formatUsdt(order.usdt, language),
    });
  cells.push({
    key: 'method',
    label: t('quickbuy.method'),
    value: t(`quickbuy.methods.${order.method}.title`),
  });
  if (!compact)
    cells.push({
      key: 'country',
      label: t('quickbuy.country'),
      value: countryName(order.country, LOCALES[language]),
    });
  cells.push({ key: 'placed', label: t('quickbuy.placedAt'), value: format.dateTime(order.createdAt) });
  // The order's page shows the deadline with its countdown instead.
  if (compact && order.state === 'to_be_paid' && order.proofAt === null)
    cells.push({ key: 'pay-by', label: t('quickbuy.payBy'), value: format.dateTime(order.payBy) });
  if (order.proofAt !== null && !compact)
    cells.push({ key: 'proof', label: t('quickbuy.proofAt'), value: format.dateTime(order.proofAt) });
  if (order.paidAt !== null)
    cells.push({ key: 'paid', label: t('quickbuy.paidAt'), value: format.dateTime(order.paidAt) });
  if (order.cancelledAt !== null)
    cells.push({
      key: 'cancelled',
      label: t('quickbuy.cancelledAt'),
      value: format.dateTime(order.cancelledAt),
    });
  return cells;
};

/**
 * An order's reference and state (spec §4: to be paid, payment successful, cancelled), at the top of
 * its card; `after` ends the line (the list's chevron).
 */
export const OrderHead = ({ order, after }: { order: QuickBuyOrder; after?: ReactNode }) => {
  const { t } = useTranslation();
  return (
    <header className="order__head">
      <span className="order__symbol quickbuy-reference" data-testid="quickbuy-order-reference">
        {order.reference}
      </span>
      <StatusBadge
        tone={STATE_TONES[order.state]}
        label={t(`quickbuy.state.${order.state}`)}
        testId="quickbuy-order-state"
      />
      {after}
    </header>
  );
};

/**
 * One order at the top of its page: the reference and state, the USDT it buys (large: what the
 * user gets, or got; greyed once cancelled), then what is paid, how, from where and when.
 */
export const OrderSummary = ({ order }: { order: QuickBuyOrder }) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const cells = useOrderCells(order, { compact: false });
  return (
    <section
      className="card wealth-card wealth-card--summary quickbuy-summary"
      data-testid="quickbuy-order"
      data-id={order.id}
      data-state={order.state}
    >
      <OrderHead order={order} />
      <p className="wealth-card__label">{t(`quickbuy.usdtLabel.${order.state}`)}</p>
      <p
        className={
          order.state === 'cancelled' ? 'wealth-card__rate quickbuy-usdt--void' : 'wealth-card__rate'
        }
        data-testid="quickbuy-order-usdt"
      >
        {formatUsdt(order.usdt, language)}
      </p>
      <TermsGrid cells={cells} testIdPrefix="quickbuy-order" />
    </section>
  );
};
