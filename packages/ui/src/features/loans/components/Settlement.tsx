import type { Loan, LoanAmount, LoanSettlement } from '@tessera/core';
import { LOAN_LIQUIDATION_RISK_RATE } from '@tessera/core';
import { useFormat, useTranslation } from '../../../i18n';
import { type TermCell, TermsGrid } from '../../finance/components/TermsGrid';
import { useLanguage } from '../../wallet/data';
import { formatDays, formatRiskRate, money } from '../format';

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
    </div>
  );
};
