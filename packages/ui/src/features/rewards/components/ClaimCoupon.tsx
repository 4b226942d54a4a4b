import { type Coupon, failureMessage } from '@tessera/core';
import { useSubmitter } from '../../../app/forms';
import { useServices } from '../../../app/services';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FormNotice } from '../../../components/FormNotice';
import { useFormat, useTranslation } from '../../../i18n';
import { useRequestIds } from '../../wallet/request-ids';
import { COUPON_ASSET } from '../coupons';

/**
 * Claiming a trial bonus, asked first, for as long as it is mounted: the dialog says what is
 * credited where, the claim is sent once through core's submit machine under a request id (the
 * idempotency key, kept while the same claim is retried), the confirm button waits while it goes,
 * and a refusal stays in the dialog in the exchange's words. Once credited: a toast, and
 * `onClaimed` (the list is read again).
 */
export const ClaimCoupon = ({
  coupon,
  onClaimed,
  onClose,
}: {
  coupon: Coupon;
  onClaimed: () => void;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  const { toasts } = useServices();
  const ids = useRequestIds();
  const words = { amount: format.amount(coupon.amount ?? '0'), asset: COUPON_ASSET };
  const claimer = useSubmitter(
    (api) => (input: { couponId: number; requestId: string }) =>
      api.rewards.claimCoupon(input.couponId, input.requestId),
    () => {
      ids.settle();
      toasts.show({ text: t('coupons.claimedNotice', words) });
      onClaimed();
    },
  );
  return (
    <ConfirmDialog
      open
      title={t('coupons.claimTitle')}
      confirmLabel={claimer.busy ? t('coupons.claiming') : t('coupons.claim')}
      busy={claimer.busy}
      onConfirm={() => claimer.submit({ couponId: coupon.id, requestId: ids.idFor(coupon.id) })}
      onCancel={onClose}
    >
      <p data-testid="coupon-claim-text">{t('coupons.claimText', words)}</p>
      <FormNotice notice={claimer.failure ? failureMessage(claimer.failure) : null} />
    </ConfirmDialog>
  );
};
