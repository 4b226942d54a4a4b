import type { SpotOrder } from '@tessera/core';
import type { ReactNode } from 'react';
import { useFormat, useTranslation } from '../../../i18n';

/**
 * One order as the lists show it: side and kind, market, time, then price, amount, filled, average
 * price, fee (with the coupon that discounted it, if any) and status; a resting order has its
 * cancel button.
 */
export const OrderCard = ({
  order,
  onCancel,
}: {
  order: SpotOrder;
  onCancel?: (order: SpotOrder) => void;
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  const [base = '', quote = ''] = order.symbol.split('/');
  const cells: readonly { key: string; label: string; value: ReactNode }[] = [
    {
      key: 'price',
      label: t('spot.priceIn', { asset: quote }),
      value: order.price === null ? t('spot.marketPrice') : format.amount(order.price),
    },
    { key: 'amount', label: t('spot.amountIn', { asset: base }), value: format.amount(order.amount) },
    { key: 'filled', label: t('spot.filled'), value: format.amount(order.filled) },
    {
      key: 'average',
      label: t('spot.averagePrice'),
      value: order.averagePrice === null ? '—' : format.amount(order.averagePrice),
    },
    {
      key: 'fee',
      label: t('spot.fee'),
      value: order.feeDiscount.gt(0) ? (
        <>
          {`${format.amount(order.fee)} ${order.feeAsset} `}
          <span className="badge badge--coupon" data-testid="order-row-coupon">
            {t('coupons.orderBadge', { rate: format.percent(order.feeDiscount) })}
          </span>
        </>
      ) : (
        `${format.amount(order.fee)} ${order.feeAsset}`
      ),
    },
    { key: 'status', label: t('spot.status'), value: t(`spot.statuses.${order.status}`) },
  ];
  return (
    <article className="order" data-testid="order-row" data-status={order.status} data-side={order.side}>
      <header className="order__head">
        <span className={`order__side order__side--${order.side}`}>{t(`spot.orderSides.${order.side}`)}</span>
        <span className="order__kind">{t(`spot.kinds.${order.kind}`)}</span>
        <span className="order__symbol">{order.symbol}</span>
        {onCancel ? (
          <button
            type="button"
            className="button button--ghost button--inline order__cancel"
            onClick={() => onCancel(order)}
            data-testid="order-cancel"
          >
            {t('spot.cancelOrder')}
          </button>
        ) : null}
      </header>
      <dl className="order__grid">
        {cells.map((cell) => (
          <div key={cell.key} className="order__cell">
            <dt className="order__label">{cell.label}</dt>
            <dd className="order__value" data-testid={`order-row-${cell.key}`}>
              {cell.value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="order__time">{format.dateTime(order.createdAt)}</p>
    </article>
  );
};
