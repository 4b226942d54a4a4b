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
  formatAmount,
  futuresLiquidationOnStep,
  futuresPreview,
  validateFuturesOrder,
} from '@tessera/core';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { rightOf } from '../../../app/either';
import { onSubmit, useForm } from '../../../app/forms';
import { useOwnedActor, useServices, useTessera } from '../../../app/services';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Field } from '../../../components/Field';
import { FormNotice } from '../../../components/FormNotice';
import { Segmented } from '../../../components/Segmented';
import type { TFunction } from '../../../i18n';
import { formatPercent, useTranslation, validationText } from '../../../i18n';
import { type Line, Lines } from '../../wallet/components/Lines';
import { useLanguage } from '../../wallet/data';
import { useRequestIds } from '../../wallet/request-ids';

/** A price or amount as typed, with a decimal comma read as a point. */
const typed = (text: string) => text.replace(',', '.').trim();

/** What opening takes, as core's `futuresPreview` works it out at the market's decimals. */
const previewOf = (draft: FuturesDraft, market: FuturesMarket, referencePrice: Decimal): FuturesPreview =>
  futuresPreview({
    side: draft.side,
    price: draft.limitPrice ?? referencePrice,
    lots: draft.lots,
    lotSize: market.lotSize,
    multiple: String(draft.multiple),
    feeRate: market.feeRate,
    maintenanceRate: market.maintenanceRate,
    decimals: market.marginDecimals,
  });

const previewLines = (
  t: TFunction,
  preview: FuturesPreview,
  market: FuturesMarket,
  side: FuturesSide,
): Line[] => {
  const money = (amount: Decimal) => `${formatAmount(amount, market.marginDecimals)} ${market.marginAsset}`;
  return [
    { label: t('futures.notional'), value: money(preview.notional), testId: 'futures-notional' },
    { label: t('futures.margin'), value: money(preview.margin), testId: 'futures-margin' },
    { label: t('futures.fee'), value: money(preview.fee), testId: 'futures-fee' },
    {
      label: t('futures.liquidationPrice'),
      value:
        preview.liquidationPrice === null
          ? '—'
          : formatAmount(
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
      ].join('|');

/**
 * The futures order form over core's order-form machine (`createFuturesForm`): long or short,
 * market or limit, the leverage among the market's multiples, the lots, optional take-profit and
 * stop-loss, each checked by core's `validateFuturesOrder` in place; what opening takes (core's
 * `futuresPreview`: margin, fee, liquidation price) before a confirmation that says what the risk
 * is; the position is opened once under that confirmation's request id.
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
  const language = useLanguage();
  const tessera = useTessera();
  const { toasts } = useServices();
  const ids = useRequestIds();
  const machine = useOwnedActor(tessera.createFuturesForm);
  const snapshot = useSelector(machine, (current) => current);
  const validate = (values: FuturesForm) =>
    validateFuturesOrder(values, market, { referencePrice, available });
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

  // The machine holds the checked order; told only when it changes, so a price tick never sends a
  // user reading the confirmation back to the form.
  const draft = rightOf(validate(form)) ?? null;
  const sentKey = useRef<string | undefined>(undefined);
  useEffect(() => {
    const key = draftKey(draft);
    if (machine === undefined || key === sentKey.current) return;
    sentKey.current = key;
    machine.send({ type: 'order.change', draft, market });
  });

  const opened = snapshot?.context.placed ?? null;
  const onOpenedRef = useRef(onOpened);
  onOpenedRef.current = onOpened;
  const resetRef = useRef(view.reset);
  resetRef.current = view.reset;
  const formRef = useRef(form);
  formRef.current = form;
  useEffect(() => {
    if (opened === null) return;
    ids.settle();
    toasts.show({ key: opened.state === 'pending' ? 'futures.pendingNotice' : 'futures.openedNotice' });
    onOpenedRef.current(opened);
    resetRef.current({ ...formRef.current, lots: '', takeProfit: '', stopLoss: '' });
    machine?.send({ type: 'order.reset' });
  }, [opened, ids, toasts, machine]);

  if (snapshot === undefined) return null;

  // The preview needs a well-formed order, not the balance: it says what the lots would take.
  const previewable = rightOf(validateFuturesOrder(form, market, { referencePrice }));
  const preview = previewable ? previewOf(previewable, market, referencePrice) : undefined;
  const confirming = snapshot.matches('confirming');
  const placing = snapshot.matches('placing');
  const failure = snapshot.context.failure;
  const reviewed = confirming || placing ? snapshot.context.draft : null;
  const sideLabel = t(`futures.open.${form.side}`);
  const [base = ''] = market.symbol.split('/');
  const quote = market.symbol.split('/')[1] ?? market.marginAsset;

  return (
    <form
      className="order-form"
      onSubmit={onSubmit(() => {
        if (view.check() !== undefined) machine?.send({ type: 'order.review' });
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
          onValue={(text) => view.set('price')(typed(text))}
          error={validationText(t, view.errors.price)}
          inputMode="decimal"
          autoComplete="off"
          placeholder={formatAmount(referencePrice)}
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
        onValue={(text) => view.set('lots')(typed(text))}
        error={validationText(t, view.errors.lots ?? view.errors.multiple)}
        inputMode="decimal"
        autoComplete="off"
        placeholder={t('futures.lotsPlaceholder', { minimum: formatAmount(market.minLots) })}
        testId="futures-lots"
      />
      <p className="order-form__hint" data-testid="futures-lot-size">
        {t('futures.lotSize', { size: formatAmount(market.lotSize), asset: base })}
      </p>
      <div className="futures-stops">
        <Field
          label={t('futures.takeProfit')}
          value={form.takeProfit}
          onValue={(text) => view.set('takeProfit')(typed(text))}
          error={validationText(t, view.errors.takeProfit)}
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('futures.optional')}
          testId="futures-take-profit"
        />
        <Field
          label={t('futures.stopLoss')}
          value={form.stopLoss}
          onValue={(text) => view.set('stopLoss')(typed(text))}
          error={validationText(t, view.errors.stopLoss)}
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('futures.optional')}
          testId="futures-stop-loss"
        />
      </div>
      <p className="order-form__available" data-testid="futures-available">
        {t('funds.available', {
          amount: formatAmount(available, market.marginDecimals),
          asset: market.marginAsset,
        })}
      </p>
      <div className="order-form__preview" aria-live="polite" data-testid="futures-preview">
        {preview ? (
          <Lines lines={previewLines(t, preview, market, form.side)} />
        ) : (
          <p className="order-form__hint">{t('futures.previewHint')}</p>
        )}
      </div>
      <p className="order-form__hint" data-testid="futures-overnight">
        {t('futures.overnight', { rate: formatPercent(market.overnightRate, language) })}
      </p>
      <button
        type="submit"
        className={`button order-form__submit order-form__submit--${form.side === 'long' ? 'buy' : 'sell'}`}
        disabled={confirming || placing}
        data-testid="futures-submit"
      >
        {sideLabel}
      </button>
      <ConfirmDialog
        open={confirming || placing}
        title={t('futures.confirmTitle')}
        confirmLabel={placing ? t('futures.placing') : sideLabel}
        confirmTone={form.side === 'long' ? 'up' : 'down'}
        busy={placing}
        onConfirm={() => {
          if (reviewed !== null)
            machine?.send({ type: 'order.confirm', requestId: ids.idFor(draftKey(reviewed)) });
        }}
        onCancel={() => machine?.send({ type: 'order.cancel' })}
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
                  reviewed.limitPrice === null ? t('futures.marketPrice') : formatAmount(reviewed.limitPrice),
              },
              { label: t('futures.lots'), value: formatAmount(reviewed.lots) },
              ...(reviewed.takeProfit === null
                ? []
                : [{ label: t('futures.takeProfit'), value: formatAmount(reviewed.takeProfit) }]),
              ...(reviewed.stopLoss === null
                ? []
                : [{ label: t('futures.stopLoss'), value: formatAmount(reviewed.stopLoss) }]),
              ...previewLines(t, previewOf(reviewed, market, referencePrice), market, reviewed.side),
            ]}
          />
        ) : null}
        <p className="dialog__note" data-testid="futures-risk-note">
          {t('futures.riskNote')}
        </p>
        <FormNotice notice={failure ? failureMessage(failure) : null} />
      </ConfirmDialog>
    </form>
  );
};
