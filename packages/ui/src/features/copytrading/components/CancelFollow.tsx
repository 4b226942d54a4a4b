import type { Follow } from '@tessera/core';
import { ConfirmedCancel } from '../../../components/ConfirmedCancel';
import { useTranslation } from '../../../i18n';

/**
 * Stopping a follow, asked first: no new copies open, and the copies already open stay open and
 * still close with the trader's positions unless the user holds them; `onCancelled` runs once the
 * exchange has stopped it.
 */
export const CancelFollow = ({
  follow,
  onCancelled,
}: {
  follow: Pick<Follow, 'traderUserId' | 'traderNickname'>;
  onCancelled: () => void;
}) => {
  const { t } = useTranslation();
  const nickname = follow.traderNickname;
  return (
    <ConfirmedCancel
      call={(api) => (traderUserId) => api.copyTrading.cancel(traderUserId)}
      id={follow.traderUserId}
      words={{
        cancel: t('copy.cancel'),
        title: t('copy.cancelTitle', { nickname }),
        confirm: t('copy.cancelConfirm'),
        cancelling: t('copy.cancelling'),
        keep: t('copy.keepFollowing'),
      }}
      body={<p data-testid="copy-cancel-body">{t('copy.cancelBody', { nickname })}</p>}
      onCancelled={onCancelled}
      className="copy-actions"
      testId="copy-cancel"
    />
  );
};
