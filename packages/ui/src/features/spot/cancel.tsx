import type { SpotOrder } from '@tessera/core';
import { failureMessage } from '@tessera/core';
import { useState } from 'react';
import { useSubmitter } from '../../app/forms';
import { useServices } from '../../app/services';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FormNotice } from '../../components/FormNotice';
import { useTranslation } from '../../i18n';
import { OrderCard } from './components/OrderCard';

/**
 * Cancelling an order after a confirmation: `ask(order)` opens the dialog, confirming sends
 * `/coin/cancel` once (core's submit machine), and `onCancelled` runs when the exchange took it.
 */
export const useCancelOrder = (onCancelled: () => void) => {
  const { t } = useTranslation();
  const { toasts } = useServices();
  const [asked, setAsked] = useState<SpotOrder>();
  const submitter = useSubmitter(
    (api) => (order: SpotOrder) => api.spot.cancel(order.id),
    () => {
      setAsked(undefined);
      toasts.show({ key: 'spot.cancelled' });
      onCancelled();
    },
  );
  const dialog = (
    <ConfirmDialog
      open={asked !== undefined}
      title={t('spot.cancelTitle')}
      confirmLabel={submitter.busy ? t('spot.cancelling') : t('spot.cancelConfirm')}
      cancelLabel={t('spot.keepOrder')}
      busy={submitter.busy}
      onConfirm={() => {
        if (asked !== undefined) submitter.submit(asked);
      }}
      onCancel={() => setAsked(undefined)}
    >
      {asked !== undefined ? <OrderCard order={asked} /> : null}
      <FormNotice notice={submitter.failure ? failureMessage(submitter.failure) : null} />
    </ConfirmDialog>
  );
  return { ask: setAsked, dialog };
};
