import {
  LOANS_CALCULATOR_VERSION,
  type Loan,
  type LoanAmount,
  type LoanContext,
  type LoanCurrency,
  type LoanHolding,
  LoanRiskLevels,
  LoanStates,
  loanLiquidation,
  loanPosition,
} from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import type { SimContext } from '../runtime/context.js';
import { describeFailure } from '../runtime/failure.js';
import { oneOf } from '../steps/codecs.js';
import { percent } from '../steps/loans.js';
import { defineExpectation, holds, mismatch, titleOf } from './expectation.js';

const Expected = t.partial({
  /** How many applications wait for the desk's decision. */
  reviewing: t.number,
  /** How many the user withdrew before a decision. */
  cancelled: t.number,
  /** How many the desk refused. */
  rejected: t.number,
  /** How many are funded and open. */
  active: t.number,
  /** How many the user paid back. */
  repaid: t.number,
  /** How many were closed below 110 %. */
  liquidated: t.number,
  /** Where the newest active loan stands: `safe`, `warning` (below 120 %) or `liquidate`. */
  riskLevel: oneOf(LoanRiskLevels),
  /**
   * Every liquidated loan's settlement is what core's calculators give on what it recorded: the
   * debt, its overdue days and the risk rate at its close (`loanPosition`, through `loanDebt`),
   * below 110 %, and what the desk took and any shortfall (`loanLiquidation`).
   */
  settledByCalculator: t.literal(true),
});

/** The most a list page holds: enough for any scenario's loans. */
const NEWEST = { page: 1, limit: 50 } as const;

/** Decimals by asset: the loan currencies' from the loan terms, any other's from the asset list. */
type DecimalsOf = (asset: string) => number | undefined;

const sameAmounts = (recorded: readonly LoanAmount[], computed: readonly LoanAmount[]): boolean =>
  recorded.length === computed.length &&
  recorded.every(
    (amount, index) => amount.asset === computed[index]?.asset && amount.amount.eq(computed[index].amount),
  );

const describeAmounts = (amounts: readonly LoanAmount[]): string =>
  amounts.map(({ asset, amount }) => `${amount.toFixed()} ${asset}`).join(' + ') || 'nothing';

/**
 * What differs between a liquidated loan's recorded settlement and core's recomputation of it on
 * the holdings and prices it recorded, at its close; empty when nothing does.
 */
export const settlementErrors = (loan: Loan, decimalsOf: DecimalsOf): string[] => {
  const { settlement, dueAt, closedAt } = loan;
  if (settlement === null || dueAt === null || closedAt === null)
    return [`#${loan.id} is liquidated without its due date, close time or settlement`];
  if (settlement.calculatorVersion !== LOANS_CALCULATOR_VERSION)
    return [
      `#${loan.id} was closed by ${settlement.calculatorVersion} (core's is ${LOANS_CALCULATOR_VERSION})`,
    ];
  const priceOf = (asset: string) => settlement.prices.find((price) => price.asset === asset)?.priceUsdt;
  const loanPrice = priceOf(loan.currency);
  if (loanPrice === undefined) return [`#${loan.id} recorded no price for its currency ${loan.currency}`];
  const wrong: string[] = [];
  const holdings: LoanHolding[] = [];
  for (const { asset, amount } of settlement.holdings) {
    const decimals = decimalsOf(asset);
    if (decimals === undefined) wrong.push(`#${loan.id} held ${asset}, which the exchange does not list`);
    else holdings.push({ asset, amount, priceUsdt: priceOf(asset) ?? null, decimals });
  }
  const decimals = decimalsOf(loan.currency);
  if (wrong.length > 0 || decimals === undefined) return wrong;
  const position = loanPosition({
    loan: { amount: loan.amount, dueAt },
    decimals,
    loanPriceUsdt: loanPrice,
    holdings,
    now: Date.parse(closedAt),
  });
  if (!position.debt.eq(settlement.debt))
    wrong.push(
      `#${loan.id} recorded a debt of ${settlement.debt.toFixed()} ${loan.currency} (core's loanDebt at ${closedAt}: ${position.debt.toFixed()})`,
    );
  if (position.overdueDays !== settlement.overdueDays)
    wrong.push(
      `#${loan.id} recorded ${settlement.overdueDays} days overdue (core's loanOverdueDays: ${position.overdueDays})`,
    );
  if (!settlement.interest.eq(settlement.debt.minus(loan.amount)))
    wrong.push(
      `#${loan.id} recorded ${settlement.interest.toFixed()} interest on a debt of ${settlement.debt.toFixed()} for ${loan.amount.toFixed()} borrowed`,
    );
  if (settlement.riskRate === null || !position.rate.eq(settlement.riskRate))
    wrong.push(
      `#${loan.id} recorded a risk rate of ${settlement.riskRate?.toFixed() ?? 'nothing'} (core's loanPosition: ${position.rate.toFixed()})`,
    );
  if (position.level !== 'liquidate')
    wrong.push(
      `#${loan.id} was closed at ${percent(position.rate)}, not below 110 % (core: ${position.level})`,
    );
  const closing = loanLiquidation({
    debt: settlement.debt,
    loanCurrency: loan.currency,
    loanPriceUsdt: loanPrice,
    holdings,
  });
  if (!sameAmounts(settlement.taken, closing.taken))
    wrong.push(
      `#${loan.id} took ${describeAmounts(settlement.taken)} (core's loanLiquidation: ${describeAmounts(closing.taken)})`,
    );
  if (!closing.shortfallUsdt.eq(settlement.shortfallUsdt))
    wrong.push(
      `#${loan.id} recorded a shortfall of ${settlement.shortfallUsdt.toFixed()} USDT (core's loanLiquidation: ${closing.shortfallUsdt.toFixed()} USDT)`,
    );
  return wrong;
};

/** One loan for people: what it borrows and where it stands or how it ended. */
const describeLoan = (loan: Loan): string => {
  const terms = `#${loan.id}: ${loan.amount.toFixed()} ${loan.currency} at ${loan.leverage.toFixed()}× against ${loan.margin.toFixed()} ${loan.marginCurrency}`;
  const { risk, settlement } = loan;
  if (loan.state === 'active' && risk !== null)
    return `${terms}, active, risk rate ${percent(risk.rate)} (${risk.level}${
      loan.warnedAt === null ? '' : `, warned ${loan.warnedAt}`
    })`;
  if (loan.state === 'liquidated' && settlement !== null)
    return `${terms}, liquidated: debt ${settlement.debt.toFixed()} (${settlement.overdueDays} days overdue) at ${
      settlement.riskRate === null ? 'no rate' : percent(settlement.riskRate)
    }, took ${describeAmounts(settlement.taken)}, shortfall ${settlement.shortfallUsdt.toFixed()} USDT`;
  if (loan.state === 'repaid' && settlement !== null)
    return `${terms}, repaid ${settlement.debt.toFixed()} ${loan.currency}`;
  if (loan.state === 'rejected') return `${terms}, rejected (${JSON.stringify(loan.rejectReason)})`;
  return `${terms}, ${loan.state}`;
};

/**
 * Decimals of each asset a liquidated loan held: the loan currencies' from `context`, and, only
 * when a settlement holds another asset, the rest from the exchange's asset list.
 */
const decimalsFor = async (
  ctx: SimContext,
  context: LoanContext,
  loans: readonly Loan[],
): Promise<E.Either<string, DecimalsOf>> => {
  const known = context.decimals as Readonly<Record<string, number>>;
  const others = loans.some((loan) =>
    loan.settlement?.holdings.some(({ asset }) => known[asset as LoanCurrency] === undefined),
  );
  if (!others) return E.right((asset) => known[asset]);
  const assets = await ctx.tessera.api.wallet.assets()();
  if (E.isLeft(assets)) return E.left(`the assets could not be listed: ${describeFailure(assets.left)}`);
  return E.right(
    (asset) => known[asset] ?? assets.right.find((candidate) => candidate.symbol === asset)?.precision,
  );
};

export const loans = defineExpectation({
  name: 'loans',
  summary:
    "The signed-in user's OTC loans: how many are `reviewing`, `cancelled`, `rejected`, `active`, `repaid` and `liquidated`, the newest active one's `riskLevel` (`safe`, `warning`, `liquidate`), and with `settledByCalculator: true` that each liquidated one recorded the debt, risk rate, what was taken and any shortfall that core's `loanPosition` (`loanDebt`) and `loanLiquidation` give on its recorded holdings and prices at its close.",
  codec: Expected,
  title: titleOf('loans'),
  check: async (expected, ctx) => {
    const page = await ctx.tessera.api.loans.loans(NEWEST)();
    if (E.isLeft(page)) return mismatch('the loans', `loading failed: ${describeFailure(page.left)}`);
    const listed = page.right.items;
    const wrong: string[] = [];
    for (const state of LoanStates) {
      const count = listed.filter((loan) => loan.state === state).length;
      if (expected[state] !== undefined && count !== expected[state])
        wrong.push(`${count} ${state} (expected ${expected[state]})`);
    }
    const riskLevel = listed.find((loan) => loan.state === 'active')?.risk?.level ?? 'no active loan';
    if (expected.riskLevel !== undefined && riskLevel !== expected.riskLevel)
      wrong.push(`the newest active loan ${riskLevel} (expected ${expected.riskLevel})`);
    const details = listed.map(describeLoan);
    if (expected.settledByCalculator) {
      const liquidated = listed.filter((loan) => loan.state === 'liquidated');
      const context = await ctx.tessera.api.loans.context()();
      if (E.isLeft(context))
        return mismatch('the loan terms', `loading failed: ${describeFailure(context.left)}`);
      const decimals = await decimalsFor(ctx, context.right, liquidated);
      if (E.isLeft(decimals)) return mismatch('the assets', decimals.left);
      for (const loan of liquidated) wrong.push(...settlementErrors(loan, decimals.right));
      details.push(
        `${liquidated.length} liquidated loan${liquidated.length === 1 ? '' : 's'} recomputed by ${LOANS_CALCULATOR_VERSION}`,
      );
    }
    return wrong.length === 0
      ? holds(details.length === 0 ? undefined : details.join('; '))
      : mismatch('those loans', wrong.join(', '));
  },
});
