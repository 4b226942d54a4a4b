import {
  Decimal,
  LOAN_OVERDUE_DAILY_RATE,
  type Loan,
  type LoanCurrency,
  type WalletOverview,
} from '@tessera/core';
import { formatCountdown } from '../../../app/countdown';
import { useTickingClock } from '../../../app/exchange-clock';
import { ButtonLink } from '../../../components/ButtonLink';
import { useFormat, useTranslation } from '../../../i18n';
import { StatusBadge } from '../../finance/components/StatusBadge';
import { type TermCell, TermsGrid } from '../../finance/components/TermsGrid';
import { useLanguage } from '../../wallet/data';
import { transferPath } from '../../wallet/links';
import { formatDays, formatLeverage, money } from '../format';
import { debtNow } from '../repayment';
import { STATE_TONES, timingOf } from '../states';
import { CancelLoan } from './CancelLoan';
import { useThresholds } from './DeskTerms';
import { RepayLoan } from './RepayLoan';
import { RiskPanel } from './RiskPanel';
import { Settlement } from './Settlement';

/** The loan's currency and amount, its leverage and term, and its state, at the top of its card. */
const LoanHead = ({ loan }: { loan: Loan }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const language = useLanguage();
  return (
    <header className="order__head">
      <span className="order__symbol loans-loan__amount" data-testid="loan-amount">
        {money(loan.amount, loan.currency, format)}
      </span>
      <span className="order__kind" data-testid="loan-terms">
        {formatLeverage(loan.leverage)} · {formatDays(loan.termDays, language)}
      </span>
      <StatusBadge
        tone={STATE_TONES[loan.state]}
        label={t(`loans.state.${loan.state}`)}
        testId="loan-state"
      />
    </header>
  );
};

/**
 * An active loan on the exchange's clock, a second at a time: its risk rate and level, what it owes
 * now (core's `loanDebt`: the principal and any overdue interest), its margin and what the margin
 * account is worth, its due date with the time left or the days overdue; repaying it, and adding
 * margin through the transfer page (into the `margin` account).
 */
const ActiveLoan = ({
  loan,
  decimals,
  overview,
  onChanged,
}: {
  loan: Loan;
  decimals: Readonly<Record<LoanCurrency, number>> | undefined;
  overview: WalletOverview | undefined;
  onChanged: () => void;
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  const language = useLanguage();
  const thresholds = useThresholds();
  const clock = useTickingClock();
  const nowMs = clock.now().getTime();
  const timing = clock.known ? timingOf(loan, nowMs) : undefined;
  // Until the exchange has told its time, the debt is the one it answered with the loan.
  const debt = debtNow(loan, nowMs, clock.known ? decimals?.[loan.currency] : undefined);
  const date = (iso: string | null) => (iso === null ? '—' : format.dateTime(iso));
  const cells: TermCell[] = [
    { key: 'debt', label: t('loans.debt'), value: money(debt, loan.currency, format) },
    { key: 'margin', label: t('loans.margin'), value: money(loan.margin, loan.marginCurrency, format) },
  ];
  if (loan.risk !== null)
    cells.push({
      key: 'collateral',
      label: t('loans.collateralValue'),
      value: money(loan.risk.collateralValueUsdt.toDecimalPlaces(2, Decimal.ROUND_DOWN), 'USDT', format),
    });
  cells.push({ key: 'due', label: t('loans.dueAt'), value: date(loan.dueAt) });
  if (timing !== undefined)
    cells.push({
      key: 'timing',
      label: t(timing.kind === 'due' ? 'loans.timeLeft' : 'loans.overdue'),
      value:
        timing.kind === 'due'
          ? formatCountdown(timing.leftMs, language)
          : timing.days === 0
            ? t('loans.underADay')
            : formatDays(timing.days, language),
    });
  cells.push({ key: 'funded', label: t('loans.fundedAt'), value: date(loan.fundedAt) });
  return (
    <>
      <RiskPanel risk={loan.risk} />
      {timing?.kind === 'overdue' ? (
        <p className="notice notice--warning" role="alert" data-testid="loan-overdue">
          {t('loans.overdueNote', { rate: format.percent(LOAN_OVERDUE_DAILY_RATE) })}
        </p>
      ) : null}
      <TermsGrid cells={cells} testIdPrefix="loan" />
      <div className="loans-actions">
        <RepayLoan
          loan={loan}
          debt={debt}
          overdueDays={timing?.kind === 'overdue' ? timing.days : 0}
          overview={overview}
          onRepaid={onChanged}
        />
        <ButtonLink
          to={transferPath('margin', loan.marginCurrency)}
          tone="ghost"
          data-testid="loan-add-margin"
        >
          {t('loans.addMargin')}
        </ButtonLink>
      </div>
      <p className="wealth-hint" data-testid="loan-add-margin-hint">
        {t('loans.addMarginHint', thresholds)}
      </p>
    </>
  );
};

/** An application the desk has not decided yet: its margin frozen, what it asks for, and withdrawing it. */
const ReviewingLoan = ({ loan, onChanged }: { loan: Loan; onChanged: () => void }) => {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <>
      <TermsGrid
        cells={[
          {
            key: 'margin',
            label: t('loans.marginFrozen'),
            value: money(loan.margin, loan.marginCurrency, format),
          },
          { key: 'applied', label: t('loans.appliedAt'), value: format.dateTime(loan.appliedAt) },
          { key: 'contact', label: t('loans.contactUid'), value: loan.contactUid },
        ]}
        testIdPrefix="loan"
      />
      <p className="wealth-hint" data-testid="loan-reviewing-note">
        {t('loans.reviewingNote', { margin: money(loan.margin, loan.marginCurrency, format) })}
      </p>
      <CancelLoan loan={loan} onCancelled={onChanged} />
    </>
  );
};

/** A refused or withdrawn application: the desk's reason, and that the margin came back. */
const EndedApplication = ({ loan }: { loan: Loan }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const margin = money(loan.margin, loan.marginCurrency, format);
  return (
    <>
      {loan.state === 'rejected' ? (
        <p className="notice notice--warning" data-testid="loan-reject-reason">
          {t('loans.rejectReason', { reason: loan.rejectReason ?? '—' })}
        </p>
      ) : null}
      <TermsGrid
        cells={[
          { key: 'margin', label: t('loans.margin'), value: margin },
          { key: 'applied', label: t('loans.appliedAt'), value: format.dateTime(loan.appliedAt) },
          ...(loan.closedAt === null
            ? []
            : [
                {
                  key: 'closed',
                  label: t(loan.state === 'rejected' ? 'loans.decidedAt' : 'loans.withdrawnAt'),
                  value: format.dateTime(loan.closedAt),
                },
              ]),
        ]}
        testIdPrefix="loan"
      />
      <p className="wealth-hint" data-testid="loan-margin-returned">
        {t('loans.marginReturned', { margin })}
      </p>
    </>
  );
};

/**
 * One of the user's loans, as its state has it (spec §4): under review (withdraw), active (risk
 * rate, debt, due date, repay, add margin), refused (the desk's reason), withdrawn, repaid or closed
 * (how it settled). `onChanged` runs once the user withdrew or repaid it.
 */
export const LoanCard = ({
  loan,
  decimals,
  overview,
  onChanged,
}: {
  loan: Loan;
  /** The loan currencies' decimals (the desk's terms), for the debt to the unit; undefined while they load. */
  decimals: Readonly<Record<LoanCurrency, number>> | undefined;
  overview: WalletOverview | undefined;
  onChanged: () => void;
}) => (
  <article className="order loans-loan" data-testid="loan" data-id={loan.id} data-state={loan.state}>
    <LoanHead loan={loan} />
    {loan.state === 'active' ? (
      <ActiveLoan loan={loan} decimals={decimals} overview={overview} onChanged={onChanged} />
    ) : null}
    {loan.state === 'reviewing' ? <ReviewingLoan loan={loan} onChanged={onChanged} /> : null}
    {loan.state === 'rejected' || loan.state === 'cancelled' ? <EndedApplication loan={loan} /> : null}
    {(loan.state === 'repaid' || loan.state === 'liquidated') && loan.settlement !== null ? (
      <Settlement loan={loan} settlement={loan.settlement} />
    ) : null}
  </article>
);
