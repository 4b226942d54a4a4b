import { QuickBuyOrderStates } from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import type { ListedQuickBuy } from '../runtime/context.js';
import { ExitCode } from './command.js';
import { failedWith, type OperatorAction, table } from './operator-action.js';

/** What an operator waits on by default: orders whose payment has not been confirmed. */
const DEFAULT_STATE = 'to_be_paid';

/** Where an order stands: its proof for one to be paid, when it was paid, or why it was cancelled. */
const standing = (row: ListedQuickBuy): string =>
  row.state === 'to_be_paid'
    ? row.proof_at === null
      ? `no proof (by ${row.pay_by})`
      : `proof ${row.proof_at}`
    : row.state === 'paid'
      ? `paid ${row.paid_at ?? ''}`
      : `cancelled: ${row.cancel_reason ?? ''}`;

export const formatQuickBuys = (rows: readonly ListedQuickBuy[], state: string): string =>
  rows.length === 0
    ? `No quick-buy orders in state "${state}".`
    : `${rows.length} quick-buy order${rows.length === 1 ? '' : 's'} in state "${state}":\n${table(
        ['id', 'reference', 'user', 'pays', 'buys', 'by', 'placed', 'standing'],
        rows.map((row) => [
          `#${row.id}`,
          row.reference,
          row.user,
          `${row.amount} ${row.currency}`,
          `${row.usdt} USDT`,
          `${row.method} from ${row.country}`,
          row.created_at,
          standing(row),
        ]),
      )}`;

/** Quick buy's operator actions: the orders, and the decision on a transfer whose proof came in. */
export const buyActions: readonly OperatorAction[] = [
  {
    words: 'buy list',
    usage: `buy list [--state ${QuickBuyOrderStates.join('|')}]`,
    summary: `List quick-buy orders (default: ${DEFAULT_STATE}), oldest first, with their users and proofs`,
    options: ['state'],
    states: QuickBuyOrderStates,
    run: async (operator, input, io, style) => {
      const state = QuickBuyOrderStates.find((candidate) => candidate === input.state) ?? DEFAULT_STATE;
      const result = await operator.quickBuys(state)();
      if (E.isLeft(result)) return failedWith(io, style, 'listing quick-buy orders failed', result.left);
      io.stdout(`${formatQuickBuys(result.right, state)}\n`);
      return ExitCode.ok;
    },
  },
  {
    words: 'buy confirm',
    usage: 'buy confirm <id>',
    summary:
      'The transfer of quick-buy order <id> (with its proof) arrived: it is paid and its USDT credited, once',
    argument: 'id',
    options: [],
    run: async (operator, { id = 0 }, io, style) => {
      const result = await operator.confirmQuickBuy(id)();
      if (E.isLeft(result))
        return failedWith(io, style, `confirming quick-buy order #${id} failed`, result.left);
      io.stdout(
        `${style.green(`✓ quick-buy order #${id} (${result.right.reference}) paid: ${result.right.usdt} USDT credited`)}\n`,
      );
      return ExitCode.ok;
    },
  },
  {
    words: 'buy reject',
    usage: 'buy reject <id>',
    summary: 'No transfer arrived for quick-buy order <id> (with its proof): it is cancelled, nothing moves',
    argument: 'id',
    options: [],
    run: async (operator, { id = 0 }, io, style) => {
      const result = await operator.rejectQuickBuy(id)();
      if (E.isLeft(result))
        return failedWith(io, style, `rejecting quick-buy order #${id} failed`, result.left);
      io.stdout(
        `${style.green(`✓ quick-buy order #${id} (${result.right.reference}) cancelled: the payment was not received`)}\n`,
      );
      return ExitCode.ok;
    },
  },
];
