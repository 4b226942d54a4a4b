import { LoanSettlementCodec } from '@tessera/contract';
import { Decimal, type Loan, type LoanRisk, type LoanSettlement } from '@tessera/core';
import { isRight } from 'fp-ts/lib/Either.js';
import type { Selectable } from 'kysely';
import type { LoansTable } from '../../db/schema.js';
import type { AccountRef } from '../wallet/index.js';

export type LoanRow = Selectable<LoansTable>;

/** A risk rate as the messages say it: a percentage to two places. */
export const percentOf = (rate: Decimal): string => rate.mul(100).toDecimalPlaces(2).toFixed();

/** The OTC desk's account in `asset`: loans are paid out of it, repayments and closes into it. */
export const loanDesk = (asset: string): AccountRef => ({ platform: 'loans', asset });

/** A user's margin account in `asset`: where the pledged margin is frozen and the borrowed funds stay. */
export const marginAccount = (user: number, asset: string): AccountRef => ({ user, wallet: 'margin', asset });

const wireSettlement = (settlement: LoanSettlement) => ({
  debt: settlement.debt,
  overdue_days: settlement.overdueDays,
  interest: settlement.interest,
  risk_rate: settlement.riskRate,
  holdings: settlement.holdings.map(({ asset, amount }) => ({ asset, amount })),
  prices: settlement.prices.map(({ asset, priceUsdt, tickId }) => ({
    asset,
    price_usdt: priceUsdt,
    tick_id: tickId,
  })),
  taken: settlement.taken.map(({ asset, amount }) => ({ asset, amount })),
  shortfall_usdt: settlement.shortfallUsdt,
  calculator_version: settlement.calculatorVersion,
});

/** A settlement as the loans table keeps it: the wire form, so it reads back exactly as written. */
export const storedSettlement = (settlement: LoanSettlement): string =>
  JSON.stringify(LoanSettlementCodec.encode(wireSettlement(settlement)));

const settlementOf = (stored: unknown): LoanSettlement | null => {
  if (stored === null) return null;
  const decoded = LoanSettlementCodec.decode(typeof stored === 'string' ? JSON.parse(stored) : stored);
  if (!isRight(decoded)) throw new Error('a loan’s stored settlement does not decode');
  const wire = decoded.right;
  return {
    debt: wire.debt,
    overdueDays: wire.overdue_days,
    interest: wire.interest,
    riskRate: wire.risk_rate,
    holdings: wire.holdings,
    prices: wire.prices.map((price) => ({
      asset: price.asset,
      priceUsdt: price.price_usdt,
      tickId: price.tick_id,
    })),
    taken: wire.taken,
    shortfallUsdt: wire.shortfall_usdt,
    calculatorVersion: wire.calculator_version,
  };
};

/** A loan row as core takes it, with its position when it is active (`risk`). */
export const loanOf = (row: LoanRow, risk: LoanRisk | null): Loan => ({
  id: Number(row.id),
  state: row.state,
  currency: row.currency,
  amount: new Decimal(row.amount),
  marginCurrency: row.margin_currency,
  margin: new Decimal(row.margin),
  leverage: new Decimal(row.leverage),
  termDays: row.term_days,
  contactUid: row.contact_uid,
  appliedAt: row.applied_at.toISOString(),
  fundedAt: row.funded_at?.toISOString() ?? null,
  dueAt: row.due_at?.toISOString() ?? null,
  closedAt: row.closed_at?.toISOString() ?? null,
  rejectReason: row.reject_reason,
  warnedAt: row.warned_at?.toISOString() ?? null,
  risk,
  settlement: settlementOf(row.settlement),
});

/** A loan as the loan calls answer it. */
export const wireLoan = (loan: Loan) => ({
  id: loan.id,
  state: loan.state,
  currency: loan.currency,
  amount: loan.amount,
  margin_currency: loan.marginCurrency,
  margin: loan.margin,
  leverage: loan.leverage,
  term_days: loan.termDays,
  contact_uid: loan.contactUid,
  applied_at: loan.appliedAt,
  funded_at: loan.fundedAt,
  due_at: loan.dueAt,
  closed_at: loan.closedAt,
  reject_reason: loan.rejectReason,
  warned_at: loan.warnedAt,
  risk:
    loan.risk === null
      ? null
      : {
          debt: loan.risk.debt,
          overdue_days: loan.risk.overdueDays,
          debt_value_usdt: loan.risk.debtValueUsdt,
          collateral_value_usdt: loan.risk.collateralValueUsdt,
          rate: loan.risk.rate,
          level: loan.risk.level,
        },
  settlement: loan.settlement === null ? null : wireSettlement(loan.settlement),
});
