import type { JsonValue, Loan, LoanAmount, LoanSettlement } from '@tessera/core';
import { LOAN_LIQUIDATION_RISK_RATE } from '@tessera/core';
import { useFormat, useTranslation } from '../../../i18n';
import { type TermCell, TermsGrid } from '../../finance/components/TermsGrid';
import { type RuleLines, VerifySettlement } from '../../proofs';
import { useLanguage } from '../../wallet/data';
import { formatDays, formatRiskRate, money } from '../format';
import { loanClaim } from '../verify';

/** Amounts of several assets, one a line. */
const Amounts = ({ amounts, testId }: { amounts: readonly LoanAmount[]; testId: string }) => {
  const format = useFormat();
  return (
    <ul className="loans-amounts" data-testid={testId}>
      {amounts.map(({ asset, amount }) => (
        <li key={asset}>{money(amount, asset, format)}</li>
      ))}
    </ul>
  );
};

/** A recorded input as text; undefined when absent or empty. */
const textOf = (value: JsonValue | undefined): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/**
 * "Verify" on a liquidated loan: the archive record of its close and the ticks of the prices it
 * used checked in the browser, with the debt, the risk rate and the order the desk takes in.
 */
const VerifyLoan = ({ loan }: { loan: Loan }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const language = useLanguage();
  const claim = loanClaim(loan);
  if (claim === undefined) return null;
  const ruleLines: RuleLines = (inputs) => {
    const debt = textOf(inputs.debt);
    const currency = textOf(inputs.loan_currency);
    const rate = textOf(inputs.risk_rate);
    return [
      {
        label: t('loans.debtAtClose'),
        value: debt === undefined || currency === undefined ? '—' : money(debt, currency, format),
        testId: 'verify-debt',
      },
      {
        label: t('loans.riskAtClose'),
        value: rate === undefined ? '—' : formatRiskRate(rate, language),
        testId: 'verify-risk-rate',
      },
      {
        label: t('loans.verify.order'),
        value: t('loans.verify.orderValue', { currency: currency ?? '—' }),
        testId: 'verify-take-order',
      },
    ];
  };
  return <VerifySettlement claim={claim} ruleLines={ruleLines} />;
};

/**
 * How a loan ended, as the exchange recorded it: the debt it settled with its overdue days and
 * interest and the calculator version; for a close below 110 %, also the risk rate that triggered
 * it, what the margin account held, the prices it was valued at (a recorded tick, or 1 USDT by
 * rule for the stablecoins), what the desk took and any shortfall it bore.
 */
export const Settlement = ({ loan, settlement }: { loan: Loan; settlement: LoanSettlement }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const language = useLanguage();
  const closed = loan.state === 'liquidated';
  const cells: TermCell[] = [
    {
      key: 'debt',
      label: t(closed ? 'loans.debtAtClose' : 'loans.debtRepaid'),
      value: money(settlement.debt, loan.currency, format),
    },
    {
      key: 'overdue-days',
      label: t('loans.overdueDays'),
      value: formatDays(settlement.overdueDays, language),
    },
    {
      key: 'interest',
      label: t('loans.overdueInterest'),
      value: money(settlement.interest, loan.currency, format),
    },
    { key: 'margin', label: t('loans.margin'), value: money(loan.margin, loan.marginCurrency, format) },
  ];
  if (loan.closedAt !== null)
    cells.push({
      key: 'closed',
      label: t(closed ? 'loans.closedAt' : 'loans.repaidAt'),
      value: format.dateTime(loan.closedAt),
    });
  if (closed) {
    if (settlement.riskRate !== null)
      cells.push({
        key: 'risk-rate',
        label: t('loans.riskAtClose'),
        value: formatRiskRate(settlement.riskRate, language),
      });
    cells.push(
      {
        key: 'shortfall',
        label: t('loans.shortfall'),
        value: money(settlement.shortfallUsdt, 'USDT', format),
      },
      {
        key: 'holdings',
        label: t('loans.held'),
        value: <Amounts amounts={settlement.holdings} testId="loan-settlement-holdings-list" />,
        wide: true,
      },
      {
        key: 'prices',
        label: t('loans.pricesUsed'),
        value: (
          <ul className="loans-amounts" data-testid="loan-settlement-prices-list">
            {settlement.prices.map(({ asset, priceUsdt, tickId }) => (
              <li key={asset}>
                {tickId === null
                  ? t('loans.priceByRule', { asset })
                  : t('loans.priceTick', { asset, price: money(priceUsdt, 'USDT', format), id: tickId })}
              </li>
            ))}
          </ul>
        ),
        wide: true,
      },
      {
        key: 'taken',
        label: t('loans.taken'),
        value: <Amounts amounts={settlement.taken} testId="loan-settlement-taken-list" />,
        wide: true,
      },
    );
  }
  cells.push({ key: 'calculator', label: t('loans.calculator'), value: settlement.calculatorVersion });
  return (
    <div className="loans-settlement" data-testid="loan-settlement">
      <p
        className={closed ? 'notice notice--warning' : 'notice notice--success'}
        data-testid="loan-settlement-note"
      >
        {closed
          ? t('loans.closedNote', {
              rate: settlement.riskRate === null ? '—' : formatRiskRate(settlement.riskRate, language),
              liquidation: formatRiskRate(LOAN_LIQUIDATION_RISK_RATE, language),
            })
          : t('loans.repaidNote', { margin: money(loan.margin, loan.marginCurrency, format) })}
      </p>
      <TermsGrid cells={cells} testIdPrefix="loan-settlement" />
      <VerifyLoan loan={loan} />
    </div>
  );
};
