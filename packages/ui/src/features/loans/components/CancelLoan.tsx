import type { Loan } from '@tessera/core';
import { ConfirmedCancel } from '../../../components/ConfirmedCancel';
import { useFormat, useTranslation } from '../../../i18n';
import { money } from '../format';

/**
 * Withdrawing an application the desk has not decided yet, asked first; the margin comes back to
 * the balance account, and `onCancelled` runs once the exchange has withdrawn it.
 */
export const CancelLoan = ({ loan, onCancelled }: { loan: Loan; onCancelled: () => void }) => {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <ConfirmedCancel
      call={(api) => (loanId) => api.loans.cancel(loanId)}
      id={loan.id}
      words={{
        cancel: t('loans.cancel'),
        title: t('loans.cancelTitle'),
        confirm: t('loans.cancelConfirm'),
        cancelling: t('loans.cancelling'),
        keep: t('loans.keep'),
      }}
      body={
        <p data-testid="loan-cancel-body">
          {t('loans.cancelBody', { margin: money(loan.margin, loan.marginCurrency, format) })}
        </p>
      }
      onCancelled={onCancelled}
      className="loans-actions loans-actions--column"
      testId="loan-cancel"
    />
  );
};
