import { OptionOutcomes } from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { describeFailure } from '../runtime/failure.js';
import { oneOf } from '../steps/codecs.js';
import { defineExpectation, holds, mismatch, titleOf } from './expectation.js';

const Expected = t.partial({
  /** How many options orders are running. */
  open: t.number,
  /** How many are settled. */
  settled: t.number,
  /** The newest order's outcome once settled, or `open` while it runs. */
  latest: t.union([oneOf(OptionOutcomes), t.literal('open'), t.literal('settled')]),
});

export const options = defineExpectation({
  name: 'options',
  summary:
    "The signed-in user's seconds options: how many are `open` and `settled`, and the `latest` one's outcome (`win`, `draw`, `loss`; `settled` for any of them; `open` while it runs).",
  codec: Expected,
  title: titleOf('options'),
  check: async (expected, ctx) => {
    const list = (state: 'open' | 'settled') =>
      ctx.tessera.api.options.orders(state, { page: 1, limit: 1 })();
    const [open, settled] = await Promise.all([list('open'), list('settled')]);
    if (E.isLeft(open)) return mismatch('the open options', `loading failed: ${describeFailure(open.left)}`);
    if (E.isLeft(settled))
      return mismatch('the settled options', `loading failed: ${describeFailure(settled.left)}`);
    const newest = [...open.right.items, ...settled.right.items].sort((a, b) => b.id - a.id)[0];
    const latest = newest?.settlement?.outcome ?? (newest === undefined ? 'none' : 'open');
    const wrong: string[] = [];
    if (expected.open !== undefined && open.right.total !== expected.open)
      wrong.push(`${open.right.total} open (expected ${expected.open})`);
    if (expected.settled !== undefined && settled.right.total !== expected.settled)
      wrong.push(`${settled.right.total} settled (expected ${expected.settled})`);
    const latestMatches =
      expected.latest === 'settled'
        ? newest?.settlement !== null && newest !== undefined
        : latest === expected.latest;
    if (expected.latest !== undefined && !latestMatches)
      wrong.push(`latest ${latest} (expected ${expected.latest})`);
    return wrong.length === 0 ? holds() : mismatch('those options', wrong.join(', '));
  },
});
