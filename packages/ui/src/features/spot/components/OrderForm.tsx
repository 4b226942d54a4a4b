import {
  amountForShare,
  amountText,
  Decimal,
  failureMessage,
  MARKET_PRICE_BAND,
  type OrderDraft,
  type OrderForm as OrderFormValues,
  type OrderKind,
  type OrderPreview,
  type OrderSide,
  orderPreview,
  type SpotMarket,
  type SpotOrder,
  validateOrder,
  validateOrderPrice,
} from '@tessera/core';
import { useEffect, useRef, useState } from 'react';
import { rightOf } from '../../../app/either';
import { onSubmit, useForm } from '../../../app/forms';
import { useServices, useTessera } from '../../../app/services';
import { Field } from '../../../components/Field';
import { FormNotice } from '../../../components/FormNotice';
import { Segmented } from '../../../components/Segmented';
import type { TFunction } from '../../../i18n';
import { type Formats, useFormat, useTranslation, validationText } from '../../../i18n';
import { CouponChoice } from '../../rewards/components/CouponChoice';
import { type CouponSaving, spotPreviewWithCoupon, withCouponId } from '../../rewards/coupons';
import { useOrderCoupons } from '../../rewards/order-coupons';
import { OrderSubmit } from '../../trade/OrderSubmit';
import { useOrderMachine } from '../../trade/order-machine';
import { type Line, Lines } from '../../wallet/components/Lines';
import { marketPriceLimitFor, stepDecimals, stepPrice } from '../market';

/** The slider's stops: shares of what the user can spend. */
export const SHARES = [0, 25, 50, 75, 100] as const;

/** A price the depth book handed over (tap on a level); `seq` tells two taps on one price apart. */
export interface PickedPrice {
  readonly price: Decimal;
  readonly seq: number;
}

const amountOf = (asset: string, amount: Decimal, precision: number | undefined, format: Formats) =>
  `${format.amount(amount, precision)} ${asset}`;

/**
 * The preview's lines: what the order is worth, its fee (after a coupon, whose saving has its own
 * line), what the user pays and receives.
 */
const previewLines = (
  t: TFunction,
  format: Formats,
  { preview, saving }: { preview: OrderPreview; saving: CouponSaving | null },
  market: SpotMarket,
  precisionOf: (asset: string) => number | undefined,
): Line[] => [
  {
    label: t('spot.notional'),
    value: amountOf(market.quote, preview.notional, precisionOf(market.quote), format),
    testId: 'order-notional',
  },
  {
    label: t('spot.feeEstimate'),
    value: amountOf(preview.fee.asset, preview.fee.amount, precisionOf(preview.fee.asset), format),
    testId: 'order-fee',
  },
  ...(saving === null
    ? []
    : [
        {
          label: t('coupons.line'),
          value: `−${amountOf(saving.asset, saving.waived, precisionOf(saving.asset), format)}`,
          tone: 'up' as const,
          testId: 'order-coupon',
        },
      ]),
  {
    label: t('spot.pay'),
    value: amountOf(preview.pay.asset, preview.pay.amount, precisionOf(preview.pay.asset), format),
    testId: 'order-pay',
  },
  {
    label: t('spot.receive'),
    value: amountOf(
      preview.receive.asset,
      preview.receive.amount,
      precisionOf(preview.receive.asset),
      format,
    ),
    testId: 'order-receive',
  },
];

/** What identifies a draft: the same order typed again is the same action. */
const draftKey = (draft: OrderDraft | null): string =>
  draft === null
    ? ''
    : [
        draft.symbol,
        draft.side,
        draft.kind,
        draft.amount.toFixed(),
        draft.price?.toFixed() ?? '',
        draft.couponId ?? '',
      ].join('|');

/**
 * The spot order form over core's order-form machine: buy or sell, limit or market, the price
 * (limit only) and amount with their errors in place, a slider of shares of the available balance,
 * a fee-discount coupon when the order qualifies for one (none until the user picks it), the
 * preview (core's `orderPreview`, the fee after the coupon), then a confirmation; the order is
 * placed once under that confirmation's request id, and the exchange's refusal is shown in its
 * words.
 */
export const OrderForm = ({
  market,
  referencePrice,
  availableOf,
  precisionOf,
  picked,
  onPlaced,
}: {
  market: SpotMarket;
  /** The last price: the price field starts from it, market orders are valued at it. */
  referencePrice: Decimal;
  /** What the user can spend of an asset of the balance account. */
  availableOf: (asset: 'base' | 'quote') => Decimal;
  precisionOf: (asset: string) => number | undefined;
  picked: PickedPrice | undefined;
  onPlaced: (order: SpotOrder) => void;
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  const tessera = useTessera();
  const { toasts } = useServices();
  const priceDecimals = stepDecimals(market.priceStep);
  const amountDecimals = stepDecimals(market.amountStep);
  const [share, setShare] = useState(0);

  const payingAsset = (side: OrderSide) => (side === 'buy' ? 'quote' : 'base');
  const validate = (values: OrderFormValues) =>
    validateOrder(values, market, { referencePrice, available: availableOf(payingAsset(values.side)) });
  const view = useForm<OrderFormValues, 'amount' | 'price', OrderDraft>(
    { side: 'buy', kind: 'limit', price: amountText(referencePrice, priceDecimals), amount: '' },
    validate,
  );
  const { form } = view;

  // The preview needs only a well-formed order, not the balance: it says what an amount would cost.
  const previewable = rightOf(validateOrder(form, market, { referencePrice }));
  const preview = previewable ? orderPreview(previewable, market, referencePrice) : undefined;
  // A coupon applies by the order's value in the quote (USDT), at its limit or the last price.
  const coupons = useOrderCoupons('spot', preview?.notional);
  const checked = rightOf(validate(form));

  const order = useOrderMachine({
    create: tessera.createOrderForm,
    draft: checked === undefined ? null : withCouponId(checked, coupons.chosen),
    market,
    keyOf: draftKey,
    // A placed order: say so, empty the amount, and free the form for the next one (and a spent
    // coupon leaves the choice).
    onPlaced: (placed: SpotOrder) => {
      toasts.show({ key: placed.status === 'filled' ? 'spot.filledNotice' : 'spot.placedNotice' });
      onPlaced(placed);
      view.reset({ ...form, amount: '' });
      setShare(0);
      coupons.spent();
    },
  });

  // A price tapped in the book becomes the limit price.
  const pickedSeq = picked?.seq;
  const replace = view.replace;
  const formRef = useRef(form);
  formRef.current = form;
  // runs once per tap (`seq`).
  useEffect(() => {
    if (picked === undefined) return;
    // As the book shows it (`63974.30`, not `63974.3`): a level's price is on the grid, so the
    // step's decimals are exact.
    replace({ ...formRef.current, kind: 'limit', price: picked.price.toFixed(priceDecimals) });
  }, [pickedSeq]);

  if (!order.ready) return null;

  const available = availableOf(payingAsset(form.side));
  const availableAsset = form.side === 'buy' ? market.quote : market.base;
  /** The price a share of the balance is turned into an amount at. */
  const sharePrice = (): Decimal =>
    form.kind === 'market'
      ? marketPriceLimitFor(form.side, referencePrice, market)
      : (rightOf(validateOrderPrice(form.price, market)) ?? referencePrice);
  const pickShare = (percent: number) => {
    setShare(percent);
    const amount = amountForShare(percent, { side: form.side, available, price: sharePrice(), market });
    view.set('amount')(amount.isZero() ? '' : amountText(amount, amountDecimals));
  };

  /** A preview with the coupon the order carries, on the fee asset's decimals. */
  const withCoupon = (shown: OrderPreview, couponId: number | undefined) =>
    spotPreviewWithCoupon(shown, coupons.find(couponId), precisionOf(shown.fee.asset));

  const { failure, reviewed } = order;
  const sideLabel = t(form.side === 'buy' ? 'spot.buyAsset' : 'spot.sellAsset', { asset: market.base });

  return (
    <form
      className="order-form"
      onSubmit={onSubmit(() => {
        if (view.check() !== undefined) order.review();
      })}
      noValidate
      data-testid="order-form"
    >
      <div className={`side-switch side-switch--${form.side}`} role="tablist" data-testid="order-side">
        {(['buy', 'sell'] as const).map((side) => (
          <button
            key={side}
            type="button"
            role="tab"
            aria-selected={form.side === side}
            className={
              form.side === side ? `side-switch__item side-switch__item--${side}` : 'side-switch__item'
            }
            onClick={() => {
              setShare(0);
              view.replace({ ...form, side, amount: '' });
            }}
            data-testid={`order-side-${side}`}
          >
            {t(`spot.sides.${side}`)}
          </button>
        ))}
      </div>
      <Segmented<OrderKind>
        size="small"
        options={[
          { key: 'limit', label: t('spot.kinds.limit') },
          { key: 'market', label: t('spot.kinds.market') },
        ]}
        value={form.kind}
        onChange={(kind) => view.replace({ ...form, kind })}
        testId="order-kind"
      />
      {form.kind === 'limit' ? (
        <Field
          label={t('spot.priceIn', { asset: market.quote })}
          value={form.price}
          onValue={(typed) => view.set('price')(typed.replace(',', '.').trim())}
          error={validationText(t, view.errors.price)}
          inputMode="decimal"
          autoComplete="off"
          testId="order-price"
          before={
            <button
              type="button"
              className="field__addon-text order-form__step"
              onClick={() => view.set('price')(stepPrice(form.price, -1, market, referencePrice))}
              aria-label={t('spot.priceDown', { step: format.amount(market.priceStep) })}
              data-testid="order-price-down"
            >
              −
            </button>
          }
          after={
            <button
              type="button"
              className="field__addon-text order-form__step"
              onClick={() => view.set('price')(stepPrice(form.price, 1, market, referencePrice))}
              aria-label={t('spot.priceUp', { step: format.amount(market.priceStep) })}
              data-testid="order-price-up"
            >
              +
            </button>
          }
        />
      ) : (
        <div className="field">
          <span className="field__label">{t('spot.priceIn', { asset: market.quote })}</span>
          <p className="field__box order-form__market-price" data-testid="order-market-price">
            {t('spot.marketPrice')}
          </p>
        </div>
      )}
      <Field
        label={t('spot.amountIn', { asset: market.base })}
        value={form.amount}
        onValue={(typed) => view.set('amount')(typed.replace(',', '.').trim())}
        error={validationText(t, view.errors.amount)}
        inputMode="decimal"
        autoComplete="off"
        placeholder={t('spot.amountPlaceholder', { minimum: format.amount(market.minAmount) })}
        testId="order-amount"
      />
      <div className="order-share">
        <input
          type="range"
          className={`order-share__range order-share__range--${form.side}`}
          min={0}
          max={100}
          step={25}
          value={share}
          onChange={(event) => pickShare(Number(event.target.value))}
          aria-label={t('spot.share')}
          data-testid="order-share"
        />
        <div className="order-share__stops">
          {SHARES.map((percent) => (
            <button
              key={percent}
              type="button"
              className={
                percent === share ? 'order-share__stop order-share__stop--active' : 'order-share__stop'
              }
              onClick={() => pickShare(percent)}
              data-testid={`order-share-${percent}`}
            >
              {format.percent(new Decimal(percent).div(100))}
            </button>
          ))}
        </div>
      </div>
      <p className="order-form__available" data-testid="order-available">
        {t('funds.available', {
          amount: format.amount(available, precisionOf(availableAsset)),
          asset: availableAsset,
        })}
      </p>
      <CouponChoice coupons={coupons} testId="order-coupon-choice" />
      <div className="order-form__preview" aria-live="polite" data-testid="order-preview">
        {preview ? (
          <Lines
            lines={previewLines(t, format, withCoupon(preview, coupons.chosen?.id), market, precisionOf)}
          />
        ) : (
          <p className="order-form__hint">{t('spot.previewHint')}</p>
        )}
      </div>
      <OrderSubmit
        order={order}
        label={sideLabel}
        buying={form.side === 'buy'}
        title={t('spot.confirmTitle')}
        placingLabel={t('spot.placing')}
        testId="order-submit"
      >
        {reviewed !== null ? (
          <Lines
            boxed
            lines={[
              {
                label: t('spot.order'),
                value: `${t(`spot.orderSides.${reviewed.side}`)} · ${t(`spot.kinds.${reviewed.kind}`)} · ${market.symbol}`,
                tone: reviewed.side === 'buy' ? 'up' : 'down',
                testId: 'confirm-order',
              },
              {
                label: t('spot.priceIn', { asset: market.quote }),
                value: reviewed.price === null ? t('spot.marketPrice') : format.amount(reviewed.price),
                testId: 'confirm-price',
              },
              {
                label: t('spot.amountIn', { asset: market.base }),
                value: format.amount(reviewed.amount),
                testId: 'confirm-amount',
              },
              ...previewLines(
                t,
                format,
                withCoupon(orderPreview(reviewed, market, referencePrice), reviewed.couponId),
                market,
                precisionOf,
              ),
            ]}
          />
        ) : null}
        {reviewed?.kind === 'market' ? (
          <p className="dialog__note">{t('spot.marketNote', { band: format.percent(MARKET_PRICE_BAND) })}</p>
        ) : null}
        <FormNotice notice={failure ? failureMessage(failure) : null} />
      </OrderSubmit>
    </form>
  );
};
