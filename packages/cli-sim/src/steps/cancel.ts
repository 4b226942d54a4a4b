import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { describeFailure } from '../runtime/failure.js';
import { sessionSnapshot } from './session.js';
import { defineStep, failed, passed } from './step.js';

/** Open orders are listed newest first; a page holds the most any scenario leaves open. */
const OPEN_PAGE = { page: 1, limit: 50 } as const;

export const cancel = defineStep({
  name: 'cancel',
  summary: "Cancel the signed-in user's open spot orders: `latest` (the newest) or `all`.",
  role: 'action',
  args: t.keyof({ latest: null, all: null }, 'latest | all'),
  title: (which) => `cancel ${which === 'all' ? 'every open order' : 'the latest open order'}`,
  run: async (which, ctx) => {
    if (!sessionSnapshot(ctx).matches('signedIn')) return failed('cancelling needs a signed-in session');
    const open = await ctx.tessera.api.spot.orders('open', OPEN_PAGE)();
    if (E.isLeft(open)) return failed(`the open orders could not be listed: ${describeFailure(open.left)}`);
    const targets = which === 'all' ? open.right.items : open.right.items.slice(0, 1);
    if (targets.length === 0) return failed('there is no open order to cancel');
    for (const target of targets) {
      const cancelled = await ctx.tessera.api.spot.cancel(target.id)();
      if (E.isLeft(cancelled))
        return failed(
          `cancelling order #${target.id} was refused: ${describeFailure(cancelled.left)}`,
          cancelled.left,
        );
    }
    return passed(`cancelled ${targets.map((target) => `#${target.id}`).join(', ')}`);
  },
});
