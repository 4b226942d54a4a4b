import {
  Decimal,
  LOAN_DEFAULT_TERM_DAYS,
  type Loan,
  loanDebt,
  loanOverdueDays,
  validateLoanApplication,
} from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import type { SimContext } from '../runtime/context.js';
import { describeFailure } from '../runtime/failure.js';
import { fields, NoArgs, Text } from './codecs.js';
import { refusedForm, sessionSnapshot } from './session.js';
import { defineStep, failed, passed, type StepOutcome } from './step.js';
import { requestId } from './wallet-assets.js';

/** The user's loans are listed newest first; the one a step acts on is among the newest few. */
const NEWEST_LOANS = { page: 1, limit: 10 } as const;

/** The signed-in user's newest loan that `wanted` picks, or the outcome of a step that found none. */
const newestLoan = async (
  ctx: SimContext,
  wanted: (loan: Loan) => boolean,
  what: string,
): Promise<Loan | StepOutcome> => {
  const listed = await ctx.tessera.api.loans.loans(NEWEST_LOANS)();
  if (E.isLeft(listed))
    return failed(`the loans could not be listed: ${describeFailure(listed.left)}`, listed.left);
  return listed.right.items.find(wanted) ?? failed(`no loan ${what} among the ten newest`);
};

const isLoan = (found: Loan | StepOutcome): found is Loan => !('ok' in found);

const isReviewing = (loan: Loan) => loan.state === 'reviewing';
const isActive = (loan: Loan) => loan.state === 'active';

/** A risk rate as people read it: `1.3333` → `133.33 %`. */
export const percent = (rate: Decimal): string => `${rate.mul(100).toDecimalPlaces(2).toFixed()} %`;

/** The contact UID a `borrow` step leaves out: the user's id, at least 5 digits as the form asks. */
const contactUidOf = (ctx: SimContext): string =>
  String(sessionSnapshot(ctx).context.user?.id ?? 0).padStart(5, '0');

export const borrow = defineStep({
  name: 'borrow',
  summary: `Apply for an OTC loan as the borrowing form does, checked by core's \`validateLoanApplication\` (500,000 to 10,000,000 USDT, leverage 1× to 3×, 7 to 365 days, VIP level 2 or market maker, the margin available) first: \`{ currency: USDT, amount: 600000, marginCurrency: USDT, leverage: 3, termDays: 7 }\` (termDays default ${LOAN_DEFAULT_TERM_DAYS}; contactUid default the user's id, at least 5 digits). The margin (the loan's value ÷ leverage, core's \`loanMarginRequired\`) is frozen from the balance account into the margin account while the desk reviews it.`,
  role: 'action',
  args: fields(
    'borrow arguments',
    { currency: Text, amount: Text, marginCurrency: Text, leverage: Text },
    { termDays: Text, contactUid: Text },
  ),
  title: (args) =>
    `borrow ${args.amount} ${args.currency.toUpperCase()} at ${args.leverage}× for ${args.termDays ?? LOAN_DEFAULT_TERM_DAYS} days against ${args.marginCurrency.toUpperCase()}`,
  run: async (args, ctx) => {
    if (!sessionSnapshot(ctx).matches('signedIn')) return failed('borrowing needs a signed-in session');
    const context = await ctx.tessera.api.loans.context()();
    if (E.isLeft(context))
      return failed(`the loan terms could not be read: ${describeFailure(context.left)}`, context.left);
    const draft = validateLoanApplication(
      {
        currency: args.currency.trim().toUpperCase(),
        amount: args.amount,
        marginCurrency: args.marginCurrency.trim().toUpperCase(),
        leverage: args.leverage,
        termDays: args.termDays ?? String(LOAN_DEFAULT_TERM_DAYS),
        contactUid: args.contactUid ?? contactUidOf(ctx),
      },
      context.right,
    );
    if (E.isLeft(draft)) return refusedForm('borrowing', draft.left);
    const applied = await ctx.tessera.api.loans.apply(draft.right, requestId())();
    if (E.isLeft(applied)) return failed(`borrowing refused: ${describeFailure(applied.left)}`, applied.left);
    const loan = applied.right;
    if (!loan.margin.eq(draft.right.margin))
      return failed(
        `loan #${loan.id} froze ${loan.margin.toFixed()} ${loan.marginCurrency} of margin; core's loanMarginRequired gives ${draft.right.margin.toFixed()}`,
      );
    return passed(
      `loan #${loan.id}: ${loan.amount.toFixed()} ${loan.currency} at ${loan.leverage.toFixed()}× for ${loan.termDays} days, ${loan.margin.toFixed()} ${loan.marginCurrency} margin frozen in the margin account (core's loanMarginRequired); the desk reviews it`,
    );
  },
});

/** `repayLoan` and `cancelLoan` act on the newest loan in the right state: bare, or `latest`. */
const Latest = t.union([NoArgs, t.literal('latest')], 'nothing or "latest"');

export const repayLoan = defineStep({
  name: 'repayLoan',
  summary:
    "Repay the signed-in user's newest active OTC loan (`repayLoan` or `repayLoan: latest`), as the loan page does: its debt (principal and any overdue interest) from the margin account's loan currency first, then the balance account; the margin comes back to the balance account. The recorded debt is checked against core's `loanDebt`.",
  role: 'action',
  args: Latest,
  title: () => 'repay the latest active loan',
  run: async (_latest, ctx) => {
    if (!sessionSnapshot(ctx).matches('signedIn')) return failed('repaying needs a signed-in session');
    const loan = await newestLoan(ctx, isActive, 'is active');
    if (!isLoan(loan)) return loan;
    const context = await ctx.tessera.api.loans.context()();
    if (E.isLeft(context))
      return failed(`the loan terms could not be read: ${describeFailure(context.left)}`, context.left);
    const repaid = await ctx.tessera.api.loans.repay(loan.id, requestId())();
    if (E.isLeft(repaid)) return failed(`repaying refused: ${describeFailure(repaid.left)}`, repaid.left);
    const { settlement, dueAt, closedAt } = repaid.right;
    if (repaid.right.state !== 'repaid' || settlement === null || dueAt === null || closedAt === null)
      return failed(`loan #${loan.id} is ${repaid.right.state} after repaying, without its settlement`);
    const debt = loanDebt(
      { amount: loan.amount, dueAt },
      Date.parse(closedAt),
      context.right.decimals[loan.currency],
    );
    if (!debt.eq(settlement.debt))
      return failed(
        `loan #${loan.id} was repaid with ${settlement.debt.toFixed()} ${loan.currency}; core's loanDebt gives ${debt.toFixed()} at ${closedAt}`,
      );
    const overdue = loanOverdueDays(dueAt, Date.parse(closedAt));
    return passed(
      `loan #${loan.id} repaid: ${settlement.debt.toFixed()} ${loan.currency} (${
        overdue === 0 ? 'not overdue' : `${overdue} days overdue, ${settlement.interest.toFixed()} interest`
      }); the ${loan.margin.toFixed()} ${loan.marginCurrency} margin back in the balance account`,
    );
  },
});

export const cancelLoan = defineStep({
  name: 'cancelLoan',
  summary:
    "Withdraw the signed-in user's newest OTC loan application the desk has not decided yet (`cancelLoan` or `cancelLoan: latest`); its margin comes back to the balance account.",
  role: 'action',
  args: Latest,
  title: () => 'withdraw the latest loan application under review',
  run: async (_latest, ctx) => {
    if (!sessionSnapshot(ctx).matches('signedIn'))
      return failed('withdrawing an application needs a signed-in session');
    const loan = await newestLoan(ctx, isReviewing, 'is under review');
    if (!isLoan(loan)) return loan;
    const cancelled = await ctx.tessera.api.loans.cancel(loan.id)();
    if (E.isLeft(cancelled))
      return failed(`withdrawing refused: ${describeFailure(cancelled.left)}`, cancelled.left);
    return passed(
      `loan #${loan.id} withdrawn (${cancelled.right.state}): the ${loan.margin.toFixed()} ${loan.marginCurrency} margin back in the balance account`,
    );
  },
});

/** What the loan desk decides about an application under review. */
export const LoanDecisions = ['approve', 'reject'] as const;
export type LoanDecision = (typeof LoanDecisions)[number];

/**
 * Approves or rejects an OTC loan application as an operator: `loan`, or the signed-in user's
 * newest one under review. A rejection carries the reason its user reads. The operator key is
 * checked by the caller.
 */
export const decideLoan = async (
  decision: LoanDecision,
  loan: number | undefined,
  reason: string | undefined,
  ctx: SimContext,
): Promise<StepOutcome> => {
  let id = loan;
  if (id === undefined) {
    if (!sessionSnapshot(ctx).matches('signedIn'))
      return failed('operator: no loan to act on; sign in first or give `id:`');
    const found = await newestLoan(ctx, isReviewing, 'is under review');
    if (!isLoan(found)) return found;
    id = found.id;
  }
  const decided =
    decision === 'approve'
      ? await ctx.operator.approveLoan(id)()
      : await ctx.operator.rejectLoan(id, reason ?? '')();
  if (E.isLeft(decided))
    return failed(
      `operator ${decision} of loan #${id} refused: ${describeFailure(decided.left)}`,
      decided.left,
    );
  const { amount, currency, due_at: dueAt, risk } = decided.right;
  if (decision === 'reject')
    return passed(`rejected loan #${id} (${JSON.stringify(reason)}): the margin back in the balance account`);
  return passed(
    `approved loan #${id}: ${amount} ${currency} paid into the margin account, due ${dueAt ?? 'never'}${
      risk === null ? '' : `; risk rate ${percent(new Decimal(risk.rate))} (${risk.level})`
    }`,
  );
};

/** Gives or takes the market-maker standing of `user`, or of the signed-in user. */
export const decideMarketMaker = async (
  marketMaker: boolean,
  user: string | undefined,
  ctx: SimContext,
): Promise<StepOutcome> => {
  const current = sessionSnapshot(ctx).context.user;
  const whom = user ?? (current === null ? undefined : String(current.id));
  if (whom === undefined) return failed('operator: no user to act on; sign in first or give `user:`');
  const set = await ctx.operator.setMarketMaker(whom, marketMaker)();
  const named = user ?? `user #${whom}`;
  if (E.isLeft(set))
    return failed(
      `operator ${marketMaker ? 'marking' : 'unmarking'} ${named} as a market maker refused: ${describeFailure(set.left)}`,
      set.left,
    );
  return passed(`${named} ${marketMaker ? 'is' : 'is no longer'} a market maker: ${set.right}`);
};
