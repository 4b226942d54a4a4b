import { OrderStatuses } from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { describeFailure } from '../runtime/failure.js';
import { oneOf } from '../steps/codecs.js';
import { defineExpectation, holds, mismatch, titleOf } from './expectation.js';

const Expected = t.partial({
  /** How many orders are in the books. */
  open: t.number,
  /** How many are filled or cancelled. */
  done: t.number,
  /** The status of the newest order, open or done. */
  latest: oneOf(OrderStatuses),
});

export const orders = defineExpectation({
  name: 'orders',
  summary:
    "The signed-in user's spot orders: how many are `open` and `done`, and the `latest` one's status (`{ open: 1, latest: open }`).",
  codec: Expected,
  title: titleOf('orders'),
  check: async (expected, ctx) => {
    const list = (state: 'open' | 'done') => ctx.tessera.api.spot.orders(state, { page: 1, limit: 1 })();
    const [open, done] = await Promise.all([list('open'), list('done')]);
    if (E.isLeft(open)) return mismatch('the open orders', `loading failed: ${describeFailure(open.left)}`);
    if (E.isLeft(done)) return mismatch('the done orders', `loading failed: ${describeFailure(done.left)}`);
    const newest = [...open.right.items, ...done.right.items].sort((a, b) => b.id - a.id)[0];
    const wrong: string[] = [];
    if (expected.open !== undefined && open.right.total !== expected.open)
      wrong.push(`${open.right.total} open (expected ${expected.open})`);
    if (expected.done !== undefined && done.right.total !== expected.done)
      wrong.push(`${done.right.total} done (expected ${expected.done})`);
    if (expected.latest !== undefined && newest?.status !== expected.latest)
      wrong.push(`latest ${newest?.status ?? 'none'} (expected ${expected.latest})`);
    return wrong.length === 0 ? holds() : mismatch('those orders', wrong.join(', '));
  },
});
