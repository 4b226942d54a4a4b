import { Decimal, LoanStates } from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import type { ListedLoan } from '../runtime/context.js';
import { percent } from '../steps/loans.js';
import { ExitCode } from './command.js';
import { failedWith, type OperatorAction, table } from './operator-action.js';

/** What the desk waits on by default: applications not decided yet. */
const DEFAULT_STATE = 'reviewing';

/** Where a loan stands: due and at what risk while active; how and when it ended otherwise. */
const standing = (row: ListedLoan): string => {
  switch (row.state) {
    case 'reviewing':
      return 'under review';
    case 'cancelled':
      return `withdrawn ${row.closed_at ?? ''}`;
    case 'rejected':
      return `rejected ${row.closed_at ?? ''}: ${JSON.stringify(row.reject_reason ?? '')}`;
    case 'active':
      return [
        `due ${row.due_at ?? ''}`,
        row.risk === null
          ? 'no recorded price'
          : `risk ${percent(new Decimal(row.risk.rate))} ${row.risk.level}`,
        row.warned_at === null ? undefined : `warned ${row.warned_at}`,
      ]
        .filter(Boolean)
        .join(', ');
    case 'repaid':
      return `repaid ${row.settlement?.debt ?? ''} ${row.currency} ${row.closed_at ?? ''}`;
    case 'liquidated': {
      const settlement = row.settlement;
      if (settlement === null) return `liquidated ${row.closed_at ?? ''}`;
      const taken =
        settlement.taken.map(({ asset, amount }) => `${amount} ${asset}`).join(' + ') || 'nothing';
      const rate = settlement.risk_rate === null ? '' : ` at ${percent(new Decimal(settlement.risk_rate))}`;
      return `liquidated ${row.closed_at ?? ''}${rate}: took ${taken}, shortfall ${settlement.shortfall_usdt} USDT`;
    }
  }
};

export const formatLoans = (rows: readonly ListedLoan[], state: string): string =>
  rows.length === 0
    ? `No OTC loans in state "${state}".`
    : `${rows.length} OTC loan${rows.length === 1 ? '' : 's'} in state "${state}":\n${table(
        ['id', 'user', 'borrows', 'margin', 'contact', 'applied', 'standing'],
        rows.map((row) => [
          `#${row.id}`,
          row.user,
          `${row.amount} ${row.currency} ${row.leverage}× ${row.term_days}d`,
          `${row.margin} ${row.margin_currency}`,
          row.contact_uid,
          row.applied_at,
          standing(row),
        ]),
      )}`;

/** The OTC loan desk's operator actions: the applications, their decision, market-maker standing. */
export const loanActions: readonly OperatorAction[] = [
  {
    words: 'loan list',
    usage: `loan list [--state ${LoanStates.join('|')}]`,
    summary: `List OTC loans (default: ${DEFAULT_STATE}), oldest first, with their users, terms and where they stand`,
    options: ['state'],
    states: LoanStates,
    run: async (operator, input, io, style) => {
      const state = LoanStates.find((candidate) => candidate === input.state) ?? DEFAULT_STATE;
      const result = await operator.loans(state)();
      if (E.isLeft(result)) return failedWith(io, style, 'listing OTC loans failed', result.left);
      io.stdout(`${formatLoans(result.right, state)}\n`);
      return ExitCode.ok;
    },
  },
  {
    words: 'loan approve',
    usage: 'loan approve <id>',
    summary: "Fund OTC loan <id> under review: its amount is paid into the user's margin account",
    argument: 'id',
    options: [],
    run: async (operator, { id = 0 }, io, style) => {
      const result = await operator.approveLoan(id)();
      if (E.isLeft(result)) return failedWith(io, style, `approving OTC loan #${id} failed`, result.left);
      const { amount, currency, due_at: dueAt, risk } = result.right;
      io.stdout(
        `${style.green(
          `✓ OTC loan #${id} active: ${amount} ${currency} paid into the margin account, due ${dueAt ?? ''}${
            risk === null ? '' : `; risk rate ${percent(new Decimal(risk.rate))} (${risk.level})`
          }`,
        )}\n`,
      );
      return ExitCode.ok;
    },
  },
  {
    words: 'loan reject',
    usage: 'loan reject <id> --reason "..."',
    summary: 'Refuse OTC loan <id> under review with the reason the user will read; the margin comes free',
    argument: 'id',
    options: ['reason'],
    requires: ['reason'],
    run: async (operator, { id = 0, reason = '' }, io, style) => {
      const result = await operator.rejectLoan(id, reason)();
      if (E.isLeft(result)) return failedWith(io, style, `rejecting OTC loan #${id} failed`, result.left);
      const { margin, margin_currency: marginCurrency } = result.right;
      io.stdout(
        `${style.green(
          `✓ OTC loan #${id} rejected: ${JSON.stringify(reason)}; the ${margin} ${marginCurrency} margin back in the balance account`,
        )}\n`,
      );
      return ExitCode.ok;
    },
  },
  {
    words: 'loan maker',
    usage: 'loan maker <user> on|off',
    summary:
      "Give (on) or take (off) <user>'s market-maker standing, which makes them eligible for OTC loans",
    argument: 'user',
    toggle: true,
    options: [],
    run: async (operator, { user = '', on = false }, io, style) => {
      const result = await operator.setMarketMaker(user, on)();
      if (E.isLeft(result))
        return failedWith(
          io,
          style,
          `${on ? 'marking' : 'unmarking'} ${user} as a market maker failed`,
          result.left,
        );
      io.stdout(
        `${style.green(`✓ ${user} ${on ? 'is' : 'is no longer'} a market maker: ${result.right}`)}\n`,
      );
      return ExitCode.ok;
    },
  },
];
