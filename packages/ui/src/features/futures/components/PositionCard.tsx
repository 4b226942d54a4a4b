import {
  Decimal,
  type FuturesPosition,
  futuresLiquidationOnStep,
  type JsonValue,
  trendOf,
} from '@tessera/core';
import { useFormat, useTranslation } from '../../../i18n';
import { type RuleLines, VerifySettlement } from '../../proofs';
import { liveFigures } from '../markets';
import { futuresClaim } from '../verify';

/** What a user can do with a position from its card. */
export interface PositionActions {
  readonly onClose: (position: FuturesPosition) => void;
  readonly onStops: (position: FuturesPosition) => void;
}

/** Where the position is liquidated, on the market's step (core's `futuresLiquidationOnStep`). */
const liquidationShown = (position: FuturesPosition, priceStep: Decimal | undefined): Decimal | null =>
  position.liquidationPrice === null || priceStep === undefined
    ? position.liquidationPrice
    : futuresLiquidationOnStep({
        side: position.side,
        liquidationPrice: position.liquidationPrice,
        priceStep,
      });

/** A recorded input as text; undefined when absent or empty. */
const textOf = (value: JsonValue | undefined): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/** A profit green, a loss red, nothing for zero (spec §1). */
const toneOf = (value: Decimal): { tone?: 'up' | 'down' } => {
  const trend = trendOf(value);
  return trend === 'flat' ? {} : { tone: trend };
};

/**
 * "Verify" on a closed position: the archive record of its close and its close tick checked in the
 * browser, with the position's terms and entry (its order's price and tick) beside the verdict.
 */
const VerifyPosition = ({ position, publicOwner }: { position: FuturesPosition; publicOwner?: string }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const ruleLines: RuleLines = (inputs) => {
    const side = textOf(inputs.side);
    const lots = textOf(inputs.lots);
    const lotSize = textOf(inputs.lot_size);
    const entry = textOf(inputs.entry_price);
    const margin = textOf(inputs.margin);
    const feeRate = textOf(inputs.fee_rate);
    const reason = textOf(inputs.reason);
    return [
      {
        label: t('futures.verify.position'),
        value:
          side === undefined || lots === undefined || lotSize === undefined
            ? '—'
            : t('futures.verify.positionValue', {
                side: side === 'long' || side === 'short' ? t(`futures.sides.${side}`) : side,
                lots: format.amount(lots),
                size: format.amount(lotSize),
              }),
        testId: 'verify-position',
      },
      {
        label: t('futures.openPrice'),
        value:
          entry === undefined
            ? '—'
            : t('futures.verify.entryValue', {
                price: format.price(entry),
                id: textOf(inputs.entry_tick_id) ?? '—',
              }),
        testId: 'verify-entry',
      },
      {
        label: t('futures.margin'),
        value: margin === undefined ? '—' : format.amount(margin),
        testId: 'verify-margin',
      },
      {
        label: t('futures.verify.feeRate'),
        value: feeRate === undefined ? '—' : format.percent(feeRate),
        testId: 'verify-fee-rate',
      },
      {
        label: t('futures.closedBy'),
        value:
          reason === undefined
            ? '—'
            : reason === 'user' && publicOwner !== undefined
              ? publicOwner
              : t(`futures.reasons.${reason}`),
        testId: 'verify-reason',
      },
    ];
  };
  return (
    <VerifySettlement
      claim={futuresClaim(position, { own: publicOwner === undefined })}
      ruleLines={ruleLines}
    />
  );
};

/**
 * One position as the lists show it: side, leverage and market, then its figures. Open: open price,
 * the live price with core's unrealised P&L and risk rate, margin, liquidation price and stops.
 * Waiting: its limit price. Closed: the recorded close, who closed it, the realised P&L and what came
 * back. What a coupon took off its opening fee, where one did. With `actions`, its close (or
 * cancel) and TP/SL buttons.
 */
export const PositionCard = ({
  position,
  price,
  priceStep,
  actions,
  publicOwner,
}: {
  position: FuturesPosition;
  /** The market's live price, for an open position's P&L. */
  price?: Decimal;
  /** The market's price step, which the liquidation price is shown on. */
  priceStep?: Decimal;
  actions?: PositionActions;
  /**
   * Someone else's position (a trader's, on their public page): the owner as others call them,
   * which a close by the owner reads as instead of "You"; what came back to the owner is theirs
   * and left out.
   */
  publicOwner?: string;
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  const priceText = (price: Decimal | null) => (price === null ? '—' : format.amount(price));
  const figures = liveFigures(position, price);
  const tickLine = (tick: FuturesPosition['open']) =>
    tick === null ? '—' : t('common.tick', { id: tick.tickId, time: format.dateTime(tick.at) });
  const cells: { key: string; label: string; value: string; tone?: 'up' | 'down' }[] = [
    {
      key: 'lots',
      label: t('futures.lots'),
      value: `${format.amount(position.lots)} × ${format.amount(position.lotSize)}`,
    },
    { key: 'margin', label: t('futures.margin'), value: format.amount(position.margin) },
  ];
  // What a coupon took off the opening fee, where one did.
  if (position.openFeeWaived.gt(0))
    cells.push({
      key: 'coupon',
      label: t('coupons.openFeeWaived'),
      value: `−${format.amount(position.openFeeWaived)}`,
      tone: 'up',
    });
  if (position.state === 'pending')
    cells.unshift({ key: 'limit', label: t('futures.limitPrice'), value: priceText(position.limitPrice) });
  if (position.open !== null)
    cells.unshift({ key: 'open', label: t('futures.openPrice'), value: format.amount(position.open.price) });
  if (position.state === 'open') {
    cells.push(
      {
        key: 'price',
        label: t('futures.currentPrice'),
        value: price === undefined ? '—' : format.amount(price),
      },
      {
        key: 'pnl',
        label: t('futures.pnl'),
        value: figures === undefined ? '—' : format.signedAmount(figures.pnl, 4),
        ...(figures === undefined ? {} : toneOf(figures.pnl)),
      },
      {
        key: 'risk',
        label: t('futures.riskRate'),
        // Rounded down to two decimals of a percent: a rate never reads above what it is.
        value:
          figures === undefined
            ? '—'
            : format.percent(figures.riskRate.toDecimalPlaces(4, Decimal.ROUND_DOWN)),
      },
      {
        key: 'liquidation',
        label: t('futures.liquidationPrice'),
        value: priceText(liquidationShown(position, priceStep)),
      },
    );
  }
  if (position.state === 'open' || position.state === 'pending')
    cells.push(
      { key: 'tp', label: t('futures.takeProfit'), value: priceText(position.takeProfit) },
      { key: 'sl', label: t('futures.stopLoss'), value: priceText(position.stopLoss) },
    );
  if (position.state === 'closed') {
    const pnl = position.realizedPnl;
    cells.push(
      { key: 'close', label: t('futures.closePrice'), value: priceText(position.close?.price ?? null) },
      {
        key: 'reason',
        label: t('futures.closedBy'),
        value:
          position.closeReason === null
            ? '—'
            : position.closeReason === 'user' && publicOwner !== undefined
              ? publicOwner
              : t(`futures.reasons.${position.closeReason}`),
      },
      {
        key: 'realized',
        label: t('futures.realizedPnl'),
        value: pnl === null ? '—' : format.signedAmount(pnl, 4),
        ...(pnl === null ? {} : toneOf(pnl)),
      },
      { key: 'fee', label: t('futures.closeFee'), value: priceText(position.closeFee) },
      { key: 'overnight', label: t('futures.overnightFees'), value: format.amount(position.overnightFees) },
    );
    if (publicOwner === undefined)
      cells.push({ key: 'returned', label: t('futures.returned'), value: priceText(position.returned) });
  }
  const waiting = position.state === 'pending';
  return (
    <article
      className="order position"
      data-testid="position-row"
      data-state={position.state}
      data-side={position.side}
      data-id={position.id}
    >
      <header className="order__head">
        <span className={`order__side order__side--${position.side === 'long' ? 'buy' : 'sell'}`}>
          {t(`futures.sides.${position.side}`)}
        </span>
        <span className="order__kind">{t('futures.multiple', { multiple: position.multiple })}</span>
        <span className="order__symbol">{position.symbol}</span>
        {position.state === 'cancelled' ? (
          <span className="order__kind">{t('futures.cancelled')}</span>
        ) : null}
      </header>
      <dl className="order__grid">
        {cells.map((cell) => (
          <div key={cell.key} className="order__cell">
            <dt className="order__label">{cell.label}</dt>
            <dd
              className={cell.tone ? `order__value order__value--${cell.tone}` : 'order__value'}
              data-testid={`position-${cell.key}`}
            >
              {cell.value}
            </dd>
          </div>
        ))}
      </dl>
      {position.state === 'closed' ? (
        <p className="order__time" data-testid="position-evidence">
          {tickLine(position.open)} → {tickLine(position.close)}
          {position.calculatorVersion === null
            ? null
            : ` · ${t('futures.settledBy', { version: position.calculatorVersion })}`}
        </p>
      ) : (
        <p className="order__time">{format.dateTime(position.open?.at ?? position.createdAt)}</p>
      )}
      {position.state === 'closed' ? (
        <VerifyPosition position={position} {...(publicOwner === undefined ? {} : { publicOwner })} />
      ) : null}
      {actions !== undefined && (position.state === 'open' || waiting) ? (
        <div className="position__actions">
          <button
            type="button"
            className="button button--ghost button--inline"
            onClick={() => actions.onStops(position)}
            data-testid="position-stops"
          >
            {t('futures.stops')}
          </button>
          <button
            type="button"
            className="button button--inline"
            onClick={() => actions.onClose(position)}
            data-testid="position-close"
          >
            {t(waiting ? 'futures.cancel' : 'futures.close')}
          </button>
        </div>
      ) : null}
    </article>
  );
};
