import type { QuickBuyOrder } from '@tessera/core';
import { ConfirmedCancel } from '../../../components/ConfirmedCancel';
import { useTranslation } from '../../../i18n';

/**
 * Cancelling an order still to be paid, asked first (money sent already must not be abandoned);
 * `onCancelled` runs once the exchange has cancelled it.
 */
export const CancelOrder = ({ order, onCancelled }: { order: QuickBuyOrder; onCancelled: () => void }) => {
  const { t } = useTranslation();
  return (
    <ConfirmedCancel
      call={(api) => (orderId) => api.quickBuy.cancel(orderId)}
      id={order.id}
      words={{
        cancel: t('quickbuy.cancel'),
        title: t('quickbuy.cancelTitle'),
        confirm: t('quickbuy.cancelConfirm'),
        cancelling: t('quickbuy.cancelling'),
        keep: t('quickbuy.keep'),
      }}
      body={<p>{t('quickbuy.cancelBody', { reference: order.reference })}</p>}
      onCancelled={onCancelled}
      className="quickbuy-cancel"
      testId="quickbuy-cancel"
    />
  );
};
