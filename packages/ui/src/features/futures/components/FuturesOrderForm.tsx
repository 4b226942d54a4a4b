import {
  type Decimal,
  type FuturesDraft,
  type FuturesField,
  type FuturesForm,
  type FuturesMarket,
  type FuturesOrderKind,
  type FuturesPosition,
  type FuturesPreview,
  type FuturesSide,
  failureMessage,
  futuresLiquidationOnStep,
  futuresOrderPreview,
  validateFuturesOrder,
} from '@tessera/core';
import { rightOf } from '../../../app/either';
import { onSubmit, useForm } from '../../../app/forms';
import { useServices, useTessera } from '../../../app/services';
import { Field } from '../../../components/Field';
import { FormNotice } from '../../../components/FormNotice';
import { Segmented } from '../../../components/Segmented';
import type { TFunction } from '../../../i18n';
import { type Formats, useFormat, useTranslation, validationText } from '../../../i18n';
import { CouponChoice } from '../../rewards/components/CouponChoice';
import { type CouponSaving, futuresPreviewWithCoupon, withCouponId } from '../../rewards/coupons';
import { useOrderCoupons } from '../../rewards/order-coupons';
import { OrderSubmit } from '../../trade/OrderSubmit';
import { useOrderMachine } from '../../trade/order-machine';
import { type Line, Lines } from '../../wallet/components/Lines';
import { StopFields, typedPrice } from './StopFields';

/** What opening takes: the value, the margin, the fee (after a coupon, whose saving has its own line)… */
const previewLines = (
  t: TFunction,
  format: Formats,
  { preview, saving }: { preview: FuturesPreview; saving: CouponSaving | null },
  market: FuturesMarket,
  side: FuturesSide,
): Line[] => {
  const money = (amount: Decimal) => `${format.amount(amount, market.marginDecimals)} ${market.marginAsset}`;
  return [
    { label: t('futures.notional'), value: money(preview.notional), testId: 'futures-notional' },
    { label: t('futures.margin'), value: money(preview.margin), testId: 'futures-margin' },
    { label: t('futures.fee'), value: money(preview.fee), testId: 'futures-fee' },
    ...(saving === null
      ? []
      : [
          {
            label: t('coupons.line'),
            value: `−${money(saving.waived)}`,
            tone: 'up' as const,
            testId: 'futures-coupon',
          },
        ]),
    {
      label: t('futures.liquidationPrice'),
      value:
        preview.liquidationPrice === null
          ? '—'
          : format.amount(
              futuresLiquidationOnStep({
                side,
                liquidationPrice: preview.liquidationPrice,
                priceStep: market.priceStep,
              }),
            ),
      tone: 'warn',
      testId: 'futures-liquidation',
    },
    { label: t('futures.required'), value: money(preview.required), testId: 'futures-required' },
  ];
};

/**
 * The leverage the form starts at: a moderate one of those offered (10× for crypto, 2× for shares,
 * which gap at the open), never the highest.
 */
const defaultMultiple = (market: FuturesMarket): number => {
  const preferred = market.account === 'stock' ? 2 : 10;
  return market.multiples.includes(preferred) ? preferred : (market.multiples[0] ?? 1);
};

/** What identifies a draft: the same order typed again is the same action. */
const draftKey = (draft: FuturesDraft | null): string =>
  draft === null
    ? ''
    : [
        draft.symbol,
        draft.side,
        draft.kind,
        draft.multiple,
        draft.lots.toFixed(),
        draft.limitPrice?.toFixed() ?? '',
        draft.takeProfit?.toFixed() ?? '',
        draft.stopLoss?.toFixed() ?? '',
        draft.couponId ?? '',
      ].join('|');

/**
 * The futures order form over core's order-form machine (`createFuturesForm`): long or short,
 * market or limit, the leverage among the market's multiples, the lots, optional take-profit and
 * stop-loss, each checked by core's `validateFuturesOrder` in place; a fee-discount coupon when the
 * order qualifies for one (none until the user picks it); what opening takes (core's
 * `futuresPreview`: margin, fee after the coupon, liquidation price) before a confirmation that
 * says what the risk is; the position is opened once under that confirmation's request id.
 */
export const FuturesOrderForm = ({
  market,
  referencePrice,
  available,
  onOpened,
}: {
  market: FuturesMarket;
  /** The newest price: market orders open at it, a limit price starts from it. */
  referencePrice: Decimal;
  /** What the market's margin account can spend. */
  available: Decimal;
  onOpened: (position: FuturesPosition) => void;
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  const tessera = useTessera();
  const { toasts } = useServices();
  // With a coupon chosen, the balance is checked against what opening takes after its discount.
  const validate = (values: FuturesForm) =>
    validateFuturesOrder(values, market, {
      referencePrice,
      available,
      ...(coupons.chosen?.rate == null ? {} : { feeDiscount: coupons.chosen.rate }),
    });
  const view = useForm<FuturesForm, FuturesField, FuturesDraft>(
    {
      side: 'long',
      kind: 'market',
      multiple: defaultMultiple(market),
      lots: '',
      price: '',
      takeProfit: '',
      stopLoss: '',
    },
    validate,
  );
  const { form } = view;

  // The preview needs a well-formed order, not the balance: it says what the lots would take.
  const previewable = rightOf(validateFuturesOrder(form, market, { referencePrice }));
  const preview = previewable ? futuresOrderPreview(previewable, market, referencePrice) : undefined;
  // A coupon applies by the position's value in the margin asset (USDT), as the exchange checks it.
  const coupons = useOrderCoupons('futures', preview?.notional);
  const checked = rightOf(validate(form));

  const order = useOrderMachine({
    create: tessera.createFuturesForm,
    draft: checked === undefined ? null : withCouponId(checked, coupons.chosen),
    market,
    keyOf: draftKey,
    // An order placed: say so, empty the lots and stops, and free the form for the next one (and
    // a spent coupon leaves the choice).
    onPlaced: (placed: FuturesPosition) => {
      toasts.show({ key: placed.state === 'pending' ? 'futures.pendingNotice' : 'futures.openedNotice' });
      onOpened(placed);
      view.reset({ ...form, lots: '', takeProfit: '', stopLoss: '' });
      coupons.spent();
    },
  });

  if (!order.ready) return null;

  /** A preview with the coupon the order carries, on the market's margin decimals. */
  const withCoupon = (shown: FuturesPreview, couponId: number | undefined) =>
    futuresPreviewWithCoupon(shown, coupons.find(couponId), market);
  const { failure, reviewed } = order;
  const sideLabel = t(`futures.open.${form.side}`);
  const [base = ''] = market.symbol.split('/');
  const quote = market.symbol.split('/')[1] ?? market.marginAsset;

  return (
    <form
      className="order-form"
      onSubmit={onSubmit(() => {
        if (view.check() !== undefined) order.review();
      })}
      noValidate
      data-testid="futures-form"
    >
      <div
        className={`side-switch side-switch--${form.side === 'long' ? 'buy' : 'sell'}`}
        role="tablist"
        data-testid="futures-side"
      >
        {(['long', 'short'] as const satisfies readonly FuturesSide[]).map((side) => (
          <button
            key={side}
            type="button"
            role="tab"
            aria-selected={form.side === side}
            className={
              form.side === side
                ? `side-switch__item side-switch__item--${side === 'long' ? 'buy' : 'sell'}`
                : 'side-switch__item'
            }
            onClick={() => view.replace({ ...form, side, takeProfit: '', stopLoss: '' })}
            data-testid={`futures-side-${side}`}
          >
            {t(`futures.sides.${side}`)}
          </button>
        ))}
      </div>
      <Segmented<FuturesOrderKind>
        size="small"
        options={[
          { key: 'market', label: t('futures.orderKinds.market') },
          { key: 'limit', label: t('futures.orderKinds.limit') },
        ]}
        value={form.kind}
        onChange={(kind) => view.replace({ ...form, kind })}
        testId="futures-kind"
      />
      <div className="field">
        <span className="field__label">{t('futures.leverage')}</span>
        <div className="futures-multiples" data-testid="futures-multiples">
          {market.multiples.map((multiple) => (
            <button
              key={multiple}
              type="button"
              aria-pressed={form.multiple === multiple}
              className={
                form.multiple === multiple
                  ? 'futures-multiples__item futures-multiples__item--on'
                  : 'futures-multiples__item'
              }
              onClick={() => view.set('multiple')(multiple)}
              data-testid={`futures-multiple-${multiple}`}
            >
              {t('futures.multiple', { multiple })}
            </button>
          ))}
        </div>
      </div>
      {form.kind === 'limit' ? (
        <Field
          label={t('futures.priceIn', { asset: quote })}
          value={form.price}
          onValue={(text) => view.set('price')(typedPrice(text))}
          error={validationText(t, view.errors.price)}
          inputMode="decimal"
          autoComplete="off"
          placeholder={format.amount(referencePrice)}
          testId="futures-price"
        />
      ) : (
        <div className="field">
          <span className="field__label">{t('futures.priceIn', { asset: quote })}</span>
          <p className="field__box order-form__market-price" data-testid="futures-market-price">
            {t('futures.marketPrice')}
          </p>
        </div>
      )}
      <Field
        label={t('futures.lots')}
        value={form.lots}
        onValue={(text) => view.set('lots')(typedPrice(text))}
        error={validationText(t, view.errors.lots ?? view.errors.multiple)}
        inputMode="decimal"
        autoComplete="off"
        placeholder={t('futures.lotsPlaceholder', { minimum: format.amount(market.minLots) })}
        testId="futures-lots"
      />
      <p className="order-form__hint" data-testid="futures-lot-size">
        {t('futures.lotSize', { size: format.amount(market.lotSize), asset: base })}
      </p>
      <StopFields
        takeProfit={form.takeProfit}
        stopLoss={form.stopLoss}
        errors={view.errors}
        onTakeProfit={view.set('takeProfit')}
        onStopLoss={view.set('stopLoss')}
        testId="futures"
      />
      <p className="order-form__available" data-testid="futures-available">
        {t('funds.available', {
          amount: format.amount(available, market.marginDecimals),
          asset: market.marginAsset,
        })}
      </p>
      <CouponChoice coupons={coupons} testId="futures-coupon-choice" />
      <div className="order-form__preview" aria-live="polite" data-testid="futures-preview">
        {preview ? (
          <Lines
            lines={previewLines(t, format, withCoupon(preview, coupons.chosen?.id), market, form.side)}
          />
        ) : (
          <p className="order-form__hint">{t('futures.previewHint')}</p>
        )}
      </div>
      <p className="order-form__hint" data-testid="futures-overnight">
        {t('futures.overnight', { rate: format.percent(market.overnightRate) })}
      </p>
      <OrderSubmit
        order={order}
        label={sideLabel}
        buying={form.side === 'long'}
        title={t('futures.confirmTitle')}
        placingLabel={t('futures.placing')}
        testId="futures-submit"
      >
        {reviewed !== null ? (
          <Lines
            boxed
            lines={[
              {
                label: t('futures.order'),
                value: `${t(`futures.sides.${reviewed.side}`)} · ${t('futures.multiple', { multiple: reviewed.multiple })} · ${market.symbol}`,
                tone: reviewed.side === 'long' ? 'up' : 'down',
                testId: 'futures-confirm-order',
              },
              {
                label: t('futures.priceIn', { asset: quote }),
                value:
                  reviewed.limitPrice === null
                    ? t('futures.marketPrice')
                    : format.amount(reviewed.limitPrice),
              },
              { label: t('futures.lots'), value: format.amount(reviewed.lots) },
              ...(reviewed.takeProfit === null
                ? []
                : [{ label: t('futures.takeProfit'), value: format.amount(reviewed.takeProfit) }]),
              ...(reviewed.stopLoss === null
                ? []
                : [{ label: t('futures.stopLoss'), value: format.amount(reviewed.stopLoss) }]),
              ...previewLines(
                t,
                format,
                withCoupon(futuresOrderPreview(reviewed, market, referencePrice), reviewed.couponId),
                market,
                reviewed.side,
              ),
            ]}
          />
        ) : null}
        <p className="dialog__note" data-testid="futures-risk-note">
          {t('futures.riskNote')}
        </p>
        <FormNotice notice={failure ? failureMessage(failure) : null} />
      </OrderSubmit>
    </form>
  );
};
