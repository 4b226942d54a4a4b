import * as E from 'fp-ts/lib/Either.js';
import { describeFailure } from '../runtime/failure.js';
import { Chains, describeHeld, verifierOf } from '../runtime/proofs.js';
import { oneOf } from './codecs.js';
import { defineStep, failed, passed } from './step.js';

/**
 * `verify: settlements` / `verify: ticks`: what `tessera-sim verify` does, through the run's SDK
 * (the public proofs calls, no account needed), over the whole chain.
 */
export const verify = defineStep({
  name: 'verify',
  summary:
    'Walk an archive through the public proofs calls as anyone could (`verify: settlements` recomputes every settlement with core and finds the ticks it names; `verify: ticks` checks the tick chain); fails naming the first bad record.',
  role: 'check',
  args: oneOf(Chains),
  title: (chain) => `verify the ${chain === 'settlements' ? 'settlement' : 'tick'} archive`,
  run: async (chain, ctx) => {
    const verdict = await verifierOf(chain)(ctx.tessera.api.proofs);
    if (E.isLeft(verdict))
      return typeof verdict.left === 'string'
        ? failed(`verifying the ${chain} could not start: ${verdict.left}`)
        : failed(`verifying the ${chain} failed: ${describeFailure(verdict.left)}`);
    if (verdict.right.ok) return passed(describeHeld(chain, verdict.right));
    return failed(`${verdict.right.where} is wrong: ${verdict.right.problems.join('; ')}`);
  },
});
