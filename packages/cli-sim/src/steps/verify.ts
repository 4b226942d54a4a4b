import * as E from 'fp-ts/lib/Either.js';
import { describeFailure } from '../runtime/failure.js';
import { Chains, describeHeld, verifierOf } from '../runtime/proofs.js';
import { verifyReserves } from '../runtime/reserves.js';
import { oneOf } from './codecs.js';
import { sessionSnapshot } from './session.js';
import { defineStep, failed, passed } from './step.js';

/**
 * `verify: settlements` / `verify: ticks`: what `tessera-sim verify` does, through the run's SDK
 * (the public proofs calls, no account needed), over the whole chain. `verify: reserves`: the
 * newest proof-of-reserves snapshot, and when signed in, each of the user's balances included.
 */
export const verify = defineStep({
  name: 'verify',
  summary:
    "Walk an archive through the public proofs calls as anyone could (`verify: settlements` recomputes every settlement with core and finds the ticks it names; `verify: ticks` checks the tick chain), failing at the first bad record; `verify: reserves` recomputes the newest proof-of-reserves ratios and, signed in, checks each of the user's balances is included in the published total (core's verifyInclusion).",
  role: 'check',
  args: oneOf([...Chains, 'reserves']),
  title: (what) =>
    what === 'reserves'
      ? 'verify the proof of reserves'
      : `verify the ${what === 'settlements' ? 'settlement' : 'tick'} archive`,
  run: async (what, ctx) => {
    if (what === 'reserves') {
      const report = await verifyReserves(ctx.tessera.api.proofs, sessionSnapshot(ctx).matches('signedIn'));
      if (E.isLeft(report)) return failed(`verifying the reserves failed: ${describeFailure(report.left)}`);
      return report.right.ok ? passed(report.right.lines.join('; ')) : failed(report.right.lines.join('; '));
    }
    const chain = what;
    const verdict = await verifierOf(chain)(ctx.tessera.api.proofs);
    if (E.isLeft(verdict))
      return typeof verdict.left === 'string'
        ? failed(`verifying the ${chain} could not start: ${verdict.left}`)
        : failed(`verifying the ${chain} failed: ${describeFailure(verdict.left)}`);
    if (verdict.right.ok) return passed(describeHeld(chain, verdict.right));
    return failed(`${verdict.right.where} is wrong: ${verdict.right.problems.join('; ')}`);
  },
});
