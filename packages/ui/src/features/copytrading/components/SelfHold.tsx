import { type CopiedPosition, failureMessage } from '@tessera/core';
import { useState } from 'react';
import { useSubmitter } from '../../../app/forms';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FormNotice } from '../../../components/FormNotice';
import { useTranslation } from '../../../i18n';

/**
 * "Hold myself": taking an open copy over as the user's own position, asked first with what it
 * means (it stays open and stops mirroring the trader: their close no longer closes it, and it
 * cannot be turned back into a copy); sent once through core's submit machine, `onHeld` after.
 */
export const SelfHold = ({ copy, onHeld }: { copy: CopiedPosition; onHeld: () => void }) => {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const holder = useSubmitter(
    (api) => (copyId: number) => api.copyTrading.selfHold(copyId),
    () => {
      setAsking(false);
      onHeld();
    },
  );
  return (
    <div className="copy-actions">
      <button
        type="button"
        className="button button--ghost button--inline"
        onClick={() => setAsking(true)}
        disabled={holder.busy}
        data-testid="copy-self-hold"
      >
        {t('copy.selfHold')}
      </button>
      <ConfirmDialog
        open={asking}
        title={t('copy.selfHoldTitle')}
        confirmLabel={holder.busy ? t('copy.selfHolding') : t('copy.selfHoldConfirm')}
        cancelLabel={t('copy.keepMirroring')}
        busy={holder.busy}
        onConfirm={() => holder.submit(copy.id)}
        onCancel={() => setAsking(false)}
      >
        <p data-testid="copy-self-hold-body">{t('copy.selfHoldBody', { nickname: copy.traderNickname })}</p>
        <p className="dialog__note">{t('copy.selfHoldNote')}</p>
        <FormNotice notice={holder.failure ? failureMessage(holder.failure) : null} />
      </ConfirmDialog>
    </div>
  );
};
