import {
  type Decimal,
  failureMessage,
  type OptionDirection,
  OptionDirections,
  type OptionDraft,
  type OptionDuration,
  type OptionField,
  type OptionForm,
  type OptionMarket,
  type OptionOrder,
  type OptionOrderContext,
  optionsExpectedReturn,
  type PayableCurrency,
  validateOptionOrder,
} from '@tessera/core';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { rightOf } from '../../../app/either';
import { onSubmit, useForm } from '../../../app/forms';
import { useServices } from '../../../app/services';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Field } from '../../../components/Field';
import { FormNotice } from '../../../components/FormNotice';
import {
  type Formats,
  noticeText,
  type TFunction,
  useFormat,
  useTranslation,
  validationText,
} from '../../../i18n';
import { Lines } from '../../wallet/components/Lines';
import { useRequestIds } from '../../wallet/request-ids';
import { useOptionSheet } from '../data';
import { OptionHead, optionLines, VerifyOption } from './OptionCard';

/** What identifies a draft: the same order typed again is the same action. */
const draftKey = (draft: OptionDraft | null): string =>
  draft === null
    ? ''
    : [draft.matchId, draft.currencyId, draft.direction, draft.seconds, draft.stake.toFixed()].join('|');

/** The honest figure beside a payout rate: what a random guess loses of its stake on average. */
const expectedLoss = (t: TFunction, format: Formats, duration: OptionDuration) =>
  t('options.expectedLoss', {
    loss: format.percent(optionsExpectedReturn(duration.payoutRate).negated()),
    rate: format.percent(duration.payoutRate),
  });

/**
 * The options order sheet over core's option-sheet machine: direction (up green, down red),
 * duration (its payout rate and minimum stake), stake checked by `validateOptionOrder` against the
 * options balance; the risk warning before the first order on this device, a confirmation, then
 * the running order's countdown and its recorded result.
 */
export const OptionSheet = ({
  market,
  currency,
  durations,
  available,
  onChanged,
}: {
  market: OptionMarket;
  currency: PayableCurrency;
  durations: readonly OptionDuration[];
  /** What the user can stake from the options account. */
  available: Decimal;
  /** An order was placed or settled: the lists and balances show it. */
  onChanged: () => void;
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  const { toasts } = useServices();
  const ids = useRequestIds();
  const machine = useOptionSheet();
  const snapshot = useSelector(machine, (current) => current);
  const context: OptionOrderContext = { markets: [market], currencies: [currency], durations, available };
  const validate = (values: OptionForm) => validateOptionOrder(values, context);
  const view = useForm<OptionForm, OptionField, OptionDraft>(
    {
      matchId: market.matchId,
      currencyId: currency.id,
      direction: 'up',
      seconds: durations[0]?.seconds ?? 0,
      stake: '',
    },
    validate,
  );
  const { form } = view;

  // The machine holds the checked order; it is told only when that order changes.
  const draft = rightOf(validate(form)) ?? null;
  const sentKey = useRef<string | undefined>(undefined);
  useEffect(() => {
    const key = draftKey(draft);
    if (machine === undefined || key === sentKey.current) return;
    sentKey.current = key;
    machine.send({ type: 'order.change', draft });
  });

  const order = snapshot?.context.order ?? null;
  const onChangedRef = useRef(onChanged);
  onChangedRef.current = onChanged;
  const placedId = order?.id;
  const settledAt = order?.settlement?.settledAt;
  useEffect(() => {
    if (placedId === undefined) return;
    if (settledAt === undefined) {
      ids.settle();
      toasts.show({ key: 'options.placedNotice' });
    }
    onChangedRef.current();
  }, [placedId, settledAt, ids, toasts]);

  if (snapshot === undefined) return null;
  if (order !== null)
    return (
      <RunningOrder
        order={order}
        secondsLeft={snapshot.context.secondsLeft}
        waiting={snapshot.matches('waiting') || snapshot.matches('reading')}
        failure={
          snapshot.context.failure ? noticeText(t, failureMessage(snapshot.context.failure)) : undefined
        }
        onRetry={() => machine?.send({ type: 'order.retry' })}
        onNext={() => machine?.send({ type: 'order.reset' })}
      />
    );

  const duration = durations.find((offered) => offered.seconds === form.seconds);
  const confirming = snapshot.matches('confirming');
  const submitting = snapshot.matches('submitting');
  const reviewed = confirming || submitting ? snapshot.context.draft : null;
  const reviewedDuration = durations.find((offered) => offered.seconds === reviewed?.seconds);
  const directionLabel = (direction: OptionDirection) => t(`options.directions.${direction}`);
  const placeLabel = t('options.place', {
    direction: directionLabel(form.direction),
    seconds: String(form.seconds),
  });

  return (
    <form
      className="order-form"
      onSubmit={onSubmit(() => {
        if (view.check() !== undefined) machine?.send({ type: 'order.review' });
      })}
      noValidate
      data-testid="option-form"
    >
      <fieldset className="option-directions">
        <legend className="visually-hidden">{t('options.direction')}</legend>
        {OptionDirections.map((direction) => (
          <button
            key={direction}
            type="button"
            aria-pressed={form.direction === direction}
            className={
              form.direction === direction
                ? `option-direction option-direction--${direction} option-direction--active`
                : `option-direction option-direction--${direction}`
            }
            onClick={() => view.replace({ ...form, direction })}
            data-testid={`option-direction-${direction}`}
          >
            {direction === 'up' ? '▲' : '▼'} {directionLabel(direction)}
          </button>
        ))}
      </fieldset>
      <fieldset className="option-durations">
        <legend className="field__label">{t('options.duration')}</legend>
        <div className="option-durations__chips">
          {durations.map((offered) => (
            <button
              key={offered.seconds}
              type="button"
              aria-pressed={offered.seconds === form.seconds}
              className={
                offered.seconds === form.seconds
                  ? 'option-duration option-duration--active'
                  : 'option-duration'
              }
              onClick={() => view.replace({ ...form, seconds: offered.seconds })}
              data-testid={`option-duration-${offered.seconds}`}
            >
              <span className="option-duration__seconds">
                {t('options.seconds', { seconds: String(offered.seconds) })}
              </span>
              <span className="option-duration__rate">{format.percent(offered.payoutRate)}</span>
              <span className="option-duration__min">
                {t('options.minStake', { amount: format.amount(offered.minStake) })}
              </span>
            </button>
          ))}
        </div>
      </fieldset>
      <Field
        label={t('options.stakeIn', { asset: currency.name })}
        value={form.stake}
        onValue={(typed) => view.set('stake')(typed.replace(',', '.').trim())}
        error={validationText(t, view.errors.stake)}
        inputMode="decimal"
        autoComplete="off"
        testId="option-stake"
      />
      <p className="order-form__available" data-testid="option-available">
        {t('funds.available', { amount: format.amount(available), asset: currency.name })}
      </p>
      {duration ? (
        <p className="option-risk" data-testid="option-expected">
          {expectedLoss(t, format, duration)}
        </p>
      ) : null}
      <button
        type="submit"
        className={`button order-form__submit button--${form.direction}`}
        disabled={confirming || submitting}
        data-testid="option-submit"
      >
        {placeLabel}
      </button>
      <ConfirmDialog
        open={snapshot.matches('warning')}
        title={t('options.riskTitle')}
        confirmLabel={t('options.riskAccept')}
        onConfirm={() => machine?.send({ type: 'order.acceptRisk' })}
        onCancel={() => machine?.send({ type: 'order.cancel' })}
      >
        <p className="dialog__note" data-testid="option-risk-warning">
          {t('options.riskText')}
        </p>
        {duration ? <p className="dialog__note">{expectedLoss(t, format, duration)}</p> : null}
      </ConfirmDialog>
      <ConfirmDialog
        open={confirming || submitting}
        title={t('options.confirmTitle')}
        confirmLabel={submitting ? t('options.placing') : placeLabel}
        confirmTone={form.direction === 'up' ? 'up' : 'down'}
        busy={submitting}
        onConfirm={() => {
          if (reviewed !== null)
            machine?.send({ type: 'order.confirm', requestId: ids.idFor(draftKey(reviewed)) });
        }}
        onCancel={() => machine?.send({ type: 'order.cancel' })}
      >
        {reviewed !== null && reviewedDuration !== undefined ? (
          <>
            <Lines
              boxed
              lines={[
                {
                  label: t('options.order'),
                  value: `${directionLabel(reviewed.direction)} · ${market.symbol} · ${t('options.seconds', { seconds: String(reviewed.seconds) })}`,
                  tone: reviewed.direction === 'up' ? 'up' : 'down',
                  testId: 'confirm-option',
                },
                {
                  label: t('options.stake'),
                  value: `${format.amount(reviewed.stake)} ${currency.name}`,
                  testId: 'confirm-stake',
                },
                {
                  label: t('options.winPays'),
                  value: `${format.amount(reviewed.stake.times(reviewedDuration.payoutRate.plus(1)))} ${currency.name}`,
                  testId: 'confirm-win',
                },
              ]}
            />
            <p className="dialog__note">{t('options.lossNote')}</p>
            <p className="dialog__note">{expectedLoss(t, format, reviewedDuration)}</p>
          </>
        ) : null}
        <FormNotice notice={snapshot.context.failure ? failureMessage(snapshot.context.failure) : null} />
      </ConfirmDialog>
    </form>
  );
};

/** The order placed from the sheet: its countdown while it runs, then its recorded result. */
const RunningOrder = ({
  order,
  secondsLeft,
  waiting,
  failure,
  onRetry,
  onNext,
}: {
  order: OptionOrder;
  secondsLeft: number;
  waiting: boolean;
  failure: string | undefined;
  onRetry: () => void;
  onNext: () => void;
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <div
      className="option-running"
      data-testid={order.settlement === null ? 'option-running' : 'option-result'}
    >
      <OptionHead order={order} />
      {order.settlement === null ? (
        <p className="option-running__countdown" aria-live="polite" data-testid="option-countdown">
          {waiting ? t('options.awaitingResult') : t('options.closesIn', { seconds: String(secondsLeft) })}
        </p>
      ) : (
        <p className={`option-running__outcome option-running__outcome--${order.settlement.outcome}`}>
          {t(`options.outcomes.${order.settlement.outcome}`)}
        </p>
      )}
      <Lines boxed lines={optionLines(t, format, order)} />
      <VerifyOption order={order} />
      {failure ? (
        <div className="option-running__failure" role="alert">
          <p>{failure}</p>
          <button type="button" className="button button--ghost button--inline" onClick={onRetry}>
            {t('common.retry')}
          </button>
        </div>
      ) : null}
      <button type="button" className="button button--primary" onClick={onNext} data-testid="option-next">
        {t('options.newOrder')}
      </button>
    </div>
  );
};
