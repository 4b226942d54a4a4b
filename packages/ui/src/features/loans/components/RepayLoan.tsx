import {
  type Decimal,
  failureMessage,
  type Loan,
  loanRepaymentSplit,
  type WalletOverview,
} from '@tessera/core';
import { useState } from 'react';
import { useSubmitter } from '../../../app/forms';
import { Link } from '../../../app/navigation';
import { Paths } from '../../../app/routes';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FormNotice } from '../../../components/FormNotice';
import { useFormat, useTranslation } from '../../../i18n';
import { availableBySymbol } from '../../wallet/balances';
import { type Line, Lines } from '../../wallet/components/Lines';
import { useLanguage } from '../../wallet/data';
import { transferPath } from '../../wallet/links';
import { useRequestIds } from '../../wallet/request-ids';
import { formatDays, money } from '../format';
import { repaymentKey } from '../repayment';

/**
 * Repaying an active loan, after a confirmation that shows exactly what is taken and from where:
 * the debt at this moment (`debt`: the principal and any overdue interest), the loan currency in
 * the margin account first and the balance account for the rest (from `overview`), and the margin
 * that comes back. Sent once through core's submit machine under a request id (the idempotency
 * key: kept while the same debt is retried, drawn afresh once it went through); held while the two
 * accounts do not cover the debt, with the ways to bring the rest in.
 */
export const RepayLoan = ({
  loan,
  debt,
  overdueDays,
  overview,
  onRepaid,
}: {
  loan: Loan;
  debt: Decimal;
  overdueDays: number;
  /** The user's balances, for where the debt is taken from; undefined while they load. */
  overview: WalletOverview | undefined;
  onRepaid: () => void;
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  const language = useLanguage();
  const [asking, setAsking] = useState(false);
  const ids = useRequestIds();
  const repayer = useSubmitter(
    (api) => (input: { loanId: number; requestId: string }) => api.loans.repay(input.loanId, input.requestId),
    () => {
      ids.settle();
      setAsking(false);
      onRepaid();
    },
  );
  const split =
    overview === undefined
      ? undefined
      : loanRepaymentSplit({
          debt,
          inMargin: availableBySymbol(overview, 'margin', loan.currency),
          inBalance: availableBySymbol(overview, 'balance', loan.currency),
        });
  const short = split !== undefined && !split.covered;
  const interest = debt.minus(loan.amount);
  const lines: Line[] = [
    {
      label: t('loans.principal'),
      value: money(loan.amount, loan.currency, format),
      testId: 'loan-repay-principal',
    },
    {
      label: t('loans.overdueInterest'),
      value: interest.gt(0)
        ? t('loans.interestFor', {
            amount: money(interest, loan.currency, format),
            days: formatDays(overdueDays, language),
          })
        : money(interest, loan.currency, format),
      tone: interest.gt(0) ? 'warn' : undefined,
      testId: 'loan-repay-interest',
    },
    { label: t('loans.debtTotal'), value: money(debt, loan.currency, format), testId: 'loan-repay-debt' },
  ];
  if (split !== undefined)
    lines.push(
      {
        label: t('loans.fromMargin'),
        value: money(split.fromMargin, loan.currency, format),
        testId: 'loan-repay-from-margin',
      },
      {
        label: t('loans.fromBalance'),
        value: money(split.fromBalance, loan.currency, format),
        testId: 'loan-repay-from-balance',
      },
    );
  lines.push({
    label: t('loans.marginBack'),
    value: money(loan.margin, loan.marginCurrency, format),
    tone: 'up',
    testId: 'loan-repay-margin-back',
  });
  return (
    <>
      <button
        type="button"
        className="button button--primary"
        onClick={() => setAsking(true)}
        disabled={repayer.busy}
        data-testid="loan-repay"
      >
        {t('loans.repay')}
      </button>
      <ConfirmDialog
        open={asking}
        title={t('loans.repayTitle')}
        confirmLabel={repayer.busy ? t('loans.repaying') : t('loans.repayConfirm')}
        busy={repayer.busy || split === undefined || short}
        onConfirm={() =>
          repayer.submit({ loanId: loan.id, requestId: ids.idFor(repaymentKey(loan.id, debt)) })
        }
        onCancel={() => setAsking(false)}
      >
        <Lines boxed lines={lines} />
        {split !== undefined && !split.covered ? (
          <div className="notice notice--warning notice--action" role="alert" data-testid="loan-repay-short">
            <span>
              {t('loans.repayShort', {
                amount: money(split.short, loan.currency, format),
                currency: loan.currency,
              })}
            </span>
            <span className="wealth-links">
              <Link to={Paths.deposit}>{t('loans.deposit')}</Link>
              <Link to={transferPath('balance', loan.currency)}>{t('loans.transferIn')}</Link>
            </span>
          </div>
        ) : null}
        <p className="dialog__note">
          {t('loans.repayNote', {
            currency: loan.currency,
            margin: money(loan.margin, loan.marginCurrency, format),
          })}
        </p>
        <FormNotice notice={repayer.failure ? failureMessage(repayer.failure) : null} />
      </ConfirmDialog>
    </>
  );
};
