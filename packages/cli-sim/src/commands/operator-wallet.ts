import { WithdrawalStates } from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import type { LedgerBalance, PendingWithdrawal } from '../runtime/context.js';
import { ExitCode } from './command.js';
import { failedWith, type OperatorAction, table } from './operator-action.js';

export const formatBalances = (user: string, rows: readonly LedgerBalance[]): string =>
  rows.length === 0
    ? `${user} holds nothing.`
    : table(
        ['account', 'currency', 'available', 'frozen'],
        rows.map((row) => [row.account, row.currency, row.available, row.frozen]),
      );

export const formatWithdrawals = (rows: readonly PendingWithdrawal[], state: string): string =>
  rows.length === 0
    ? `No withdrawals in state "${state}".`
    : `${rows.length} withdrawal${rows.length === 1 ? '' : 's'} in state "${state}":\n${table(
        ['id', 'user', 'amount', 'fee', 'to', 'asked'],
        rows.map((row) => [
          `#${row.id}`,
          row.user,
          `${row.number} ${row.currency}${row.network === null ? '' : ` (${row.network})`}`,
          row.fee,
          row.address ?? '',
          row.created_at,
        ]),
      )}`;

/** The ledger's operator actions: deposits seen on chain, withdrawals to send, balances, the audit. */
export const walletActions: readonly OperatorAction[] = [
  {
    words: 'deposit',
    usage: 'deposit <user> --currency <symbol> --amount <decimal> [--reference <tx>]',
    summary: 'Credit a deposit seen on chain to <user>; the same reference again credits nothing',
    argument: 'user',
    options: ['currency', 'amount', 'reference'],
    requires: ['currency', 'amount'],
    run: async (operator, { user = '', currency = '', amount = '', reference }, io, style) => {
      const result = await operator.confirmDeposit({
        user,
        currency,
        amount,
        reference: reference ?? `sim-${crypto.randomUUID()}`,
      })();
      if (E.isLeft(result))
        return failedWith(io, style, `crediting ${amount} ${currency} to ${user} failed`, result.left);
      io.stdout(
        `${style.green(
          result.right.credited
            ? `✓ credited ${amount} ${currency.toUpperCase()} to ${user} (deposit #${result.right.id})`
            : `✓ already credited: deposit #${result.right.id}, nothing moved`,
        )}\n`,
      );
      return ExitCode.ok;
    },
  },
  {
    words: 'withdrawal list',
    usage: `withdrawal list [--state ${WithdrawalStates.join('|')}]`,
    summary: 'List withdrawals (default: pending), oldest first',
    options: ['state'],
    states: WithdrawalStates,
    run: async (operator, input, io, style) => {
      const state = WithdrawalStates.find((candidate) => candidate === input.state);
      const result = await operator.withdrawals(state)();
      if (E.isLeft(result)) return failedWith(io, style, 'listing withdrawals failed', result.left);
      io.stdout(`${formatWithdrawals(result.right, state ?? 'pending')}\n`);
      return ExitCode.ok;
    },
  },
  {
    words: 'withdrawal complete',
    usage: 'withdrawal complete <id> --reference <tx>',
    summary: 'Mark pending withdrawal <id> as sent with the chain transaction or bank reference',
    argument: 'id',
    options: ['reference'],
    requires: ['reference'],
    run: async (operator, { id = 0, reference = '' }, io, style) => {
      const result = await operator.completeWithdrawal(id, reference)();
      if (E.isLeft(result)) return failedWith(io, style, `completing withdrawal #${id} failed`, result.left);
      io.stdout(`${style.green(`✓ withdrawal #${id} completed (${reference})`)}\n`);
      return ExitCode.ok;
    },
  },
  {
    words: 'withdrawal reject',
    usage: 'withdrawal reject <id> --reason "..."',
    summary: 'Refuse pending withdrawal <id>; its amount is unfrozen and its owner reads the reason',
    argument: 'id',
    options: ['reason'],
    requires: ['reason'],
    run: async (operator, { id = 0, reason = '' }, io, style) => {
      const result = await operator.rejectWithdrawal(id, reason)();
      if (E.isLeft(result)) return failedWith(io, style, `rejecting withdrawal #${id} failed`, result.left);
      io.stdout(`${style.green(`✓ withdrawal #${id} rejected: ${JSON.stringify(reason)}`)}\n`);
      return ExitCode.ok;
    },
  },
  {
    words: 'balances',
    usage: 'balances <user>',
    summary: 'Every balance row of <user>: account, currency, available and frozen',
    argument: 'user',
    options: [],
    run: async (operator, { user = '' }, io, style) => {
      const result = await operator.balances(user)();
      if (E.isLeft(result))
        return failedWith(io, style, `reading the balances of ${user} failed`, result.left);
      io.stdout(`${formatBalances(user, result.right)}\n`);
      return ExitCode.ok;
    },
  },
  {
    words: 'audit',
    usage: 'audit',
    summary: 'Check the whole ledger; exit status 1 when anything is wrong',
    options: [],
    run: async (operator, _input, io, style) => {
      const result = await operator.audit()();
      if (E.isLeft(result)) return failedWith(io, style, 'the audit failed to run', result.left);
      const { ok, violations, journals, entries, accounts } = result.right;
      const counted = `${journals} journals, ${entries} entries, ${accounts} accounts`;
      if (ok) {
        io.stdout(`${style.green(`✓ the ledger balances: ${counted}`)}\n`);
        return ExitCode.ok;
      }
      io.stderr(
        `${style.red(`✗ ${violations.length} violation${violations.length === 1 ? '' : 's'} (${counted}):`)}\n${violations
          .map((violation) => `  ${violation.rule}: ${violation.detail}`)
          .join('\n')}\n`,
      );
      return ExitCode.failed;
    },
  },
];
