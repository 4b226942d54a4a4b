import {
  type Decimal,
  type FuturesMarket,
  type FuturesPosition,
  type FuturesStopsForm,
  failureMessage,
  validateFuturesStops,
} from '@tessera/core';
import { useForm, useSubmitter } from '../../../app/forms';
import { useServices } from '../../../app/services';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FormNotice } from '../../../components/FormNotice';
import { useTranslation } from '../../../i18n';
import { StopFields } from './StopFields';

const textOf = (price: Decimal | null) => (price === null ? '' : price.toFixed());

/**
 * Editing a position's take-profit and stop-loss (`/lever/setstop`): both fields start from what
 * is set, blank removes one, and core's `validateFuturesStops` checks them against the price now
 * (the limit price for a waiting order) before anything is sent.
 */
export const StopsDialog = ({
  position,
  market,
  price,
  onDone,
}: {
  position: FuturesPosition;
  market: FuturesMarket;
  /** The market's live price; a waiting order is judged at its limit price. */
  price: Decimal | undefined;
  onDone: () => void;
}) => {
  const { t } = useTranslation();
  const { toasts } = useServices();
  // An open position falls back on its open price until the first live price arrives; the last
  // fallback is never reached (a waiting order has its limit, an open position its open price).
  const reference =
    (position.state === 'pending' ? position.limitPrice : (price ?? position.open?.price)) ??
    market.priceStep;
  const validate = (form: FuturesStopsForm) => validateFuturesStops(form, position, market, reference);
  const view = useForm(
    { takeProfit: textOf(position.takeProfit), stopLoss: textOf(position.stopLoss) },
    validate,
  );
  const submitter = useSubmitter(
    (api) => (stops: { takeProfit: Decimal | null; stopLoss: Decimal | null }) =>
      api.futures.setStops(position.id, stops),
    () => {
      toasts.show({ key: 'futures.stopsSaved' });
      onDone();
    },
  );
  return (
    <ConfirmDialog
      open
      title={t('futures.stopsTitle')}
      confirmLabel={submitter.busy ? t('common.saving') : t('common.save')}
      busy={submitter.busy}
      onConfirm={() => {
        const stops = view.check();
        if (stops !== undefined) submitter.submit(stops);
      }}
      onCancel={onDone}
    >
      <p className="dialog__note">{t('futures.stopsHint')}</p>
      <StopFields
        takeProfit={view.form.takeProfit}
        stopLoss={view.form.stopLoss}
        errors={view.errors}
        onTakeProfit={view.set('takeProfit')}
        onStopLoss={view.set('stopLoss')}
        testId="stops"
      />
      <FormNotice notice={submitter.failure ? failureMessage(submitter.failure) : null} />
    </ConfirmDialog>
  );
};
