import { CloseReasons } from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { describeFailure } from '../runtime/failure.js';
import { oneOf } from '../steps/codecs.js';
import { defineExpectation, holds, mismatch, titleOf } from './expectation.js';

const Expected = t.partial({
  /** How many positions are open (waiting limit orders included). */
  open: t.number,
  /** How many are closed or cancelled. */
  closed: t.number,
  /** What closed the newest closed one (`user`, `take_profit`, `stop_loss`, `liquidation`). */
  closedBy: oneOf(CloseReasons),
});

export const positions = defineExpectation({
  name: 'positions',
  summary:
    "The signed-in user's futures positions: how many are `open` (waiting orders too) and `closed` (or cancelled), and what closed the newest closed one (`closedBy`: `user`, `take_profit`, `stop_loss`, `liquidation`).",
  codec: Expected,
  title: titleOf('positions'),
  check: async (expected, ctx) => {
    const [live, history] = await Promise.all([
      ctx.tessera.api.futures.positions()(),
      ctx.tessera.api.futures.history({ page: 1, limit: 1 })(),
    ]);
    if (E.isLeft(live))
      return mismatch('the open positions', `loading failed: ${describeFailure(live.left)}`);
    if (E.isLeft(history))
      return mismatch('the closed positions', `loading failed: ${describeFailure(history.left)}`);
    const wrong: string[] = [];
    if (expected.open !== undefined && live.right.length !== expected.open)
      wrong.push(`${live.right.length} open (expected ${expected.open})`);
    if (expected.closed !== undefined && history.right.total !== expected.closed)
      wrong.push(`${history.right.total} closed (expected ${expected.closed})`);
    const closedBy = history.right.items[0]?.closeReason ?? 'none';
    if (expected.closedBy !== undefined && closedBy !== expected.closedBy)
      wrong.push(`the newest closed by ${closedBy} (expected ${expected.closedBy})`);
    return wrong.length === 0 ? holds() : mismatch('those positions', wrong.join(', '));
  },
});
