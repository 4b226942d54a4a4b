import { failureMessage, type Loan } from '@tessera/core';
import { useState } from 'react';
import { useSubmitter } from '../../../app/forms';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FormNotice } from '../../../components/FormNotice';
import { useTranslation } from '../../../i18n';
import { money } from '../format';

/**
 * Withdrawing an application the desk has not decided yet, asked first: sent once through core's
 * submit machine; the margin comes back to the balance account, and `onCancelled` runs once the
 * exchange has withdrawn it.
 */
export const CancelLoan = ({ loan, onCancelled }: { loan: Loan; onCancelled: () => void }) => {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const canceller = useSubmitter(
    (api) => (loanId: number) => api.loans.cancel(loanId),
    () => {
      setAsking(false);
      onCancelled();
    },
  );
  return (
    <div className="loans-actions loans-actions--column">
      <FormNotice notice={canceller.failure ? failureMessage(canceller.failure) : null} />
      <button
        type="button"
        className="button button--danger-ghost"
        onClick={() => setAsking(true)}
        disabled={canceller.busy}
        data-testid="loan-cancel"
      >
        {t('loans.cancel')}
      </button>
      <ConfirmDialog
        open={asking}
        title={t('loans.cancelTitle')}
        confirmLabel={canceller.busy ? t('loans.cancelling') : t('loans.cancelConfirm')}
        cancelLabel={t('loans.keep')}
        confirmTone="down"
        busy={canceller.busy}
        onConfirm={() => canceller.submit(loan.id)}
        onCancel={() => setAsking(false)}
      >
        <p data-testid="loan-cancel-body">
          {t('loans.cancelBody', { margin: money(loan.margin, loan.marginCurrency) })}
        </p>
      </ConfirmDialog>
    </div>
  );
};
