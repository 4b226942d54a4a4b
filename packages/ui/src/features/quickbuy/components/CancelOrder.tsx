import { failureMessage, type QuickBuyOrder } from '@tessera/core';
import { useState } from 'react';
import { useSubmitter } from '../../../app/forms';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FormNotice } from '../../../components/FormNotice';
import { useTranslation } from '../../../i18n';

/**
 * Cancelling an order still to be paid, asked first (money sent already must not be abandoned):
 * sent once through core's submit machine; `onCancelled` runs once the exchange has cancelled it.
 */
export const CancelOrder = ({ order, onCancelled }: { order: QuickBuyOrder; onCancelled: () => void }) => {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const canceller = useSubmitter(
    (api) => (orderId: number) => api.quickBuy.cancel(orderId),
    () => {
      setAsking(false);
      onCancelled();
    },
  );
  return (
    <div className="quickbuy-cancel">
      <FormNotice notice={canceller.failure ? failureMessage(canceller.failure) : null} />
      <button
        type="button"
        className="button button--danger-ghost"
        onClick={() => setAsking(true)}
        disabled={canceller.busy}
        data-testid="quickbuy-cancel"
      >
        {t('quickbuy.cancel')}
      </button>
      <ConfirmDialog
        open={asking}
        title={t('quickbuy.cancelTitle')}
        confirmLabel={canceller.busy ? t('quickbuy.cancelling') : t('quickbuy.cancelConfirm')}
        cancelLabel={t('quickbuy.keep')}
        confirmTone="down"
        busy={canceller.busy}
        onConfirm={() => canceller.submit(order.id)}
        onCancel={() => setAsking(false)}
      >
        <p>{t('quickbuy.cancelBody', { reference: order.reference })}</p>
      </ConfirmDialog>
    </div>
  );
};
