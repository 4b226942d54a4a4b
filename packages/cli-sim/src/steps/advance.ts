import * as E from 'fp-ts/lib/Either.js';
import type { SimContext } from '../runtime/context.js';
import { describeFailure, type SimFailure } from '../runtime/failure.js';
import { DurationCodec } from './codecs.js';
import { defineStep, failed, passed, type StepOutcome } from './step.js';

/** A server without a simulated clock has no such route at all. */
const hasNoSimulatedClock = (failure: SimFailure): boolean =>
  failure.kind === 'Rejected' && failure.code === 'SHARED.NOT_FOUND';

/**
 * Moves the exchange's simulated clock forward `seconds` with the run's operator key: the server's
 * new time (ISO 8601 UTC), or the outcome of a step that could not (`who` names it in the message).
 */
export const moveClock = async (
  ctx: SimContext,
  seconds: number,
  who = 'advance',
): Promise<string | StepOutcome> => {
  if (!ctx.operator.canRead) {
    return failed(`${who} needs an operator key (pass --operator-key or set OPERATOR_KEY)`);
  }
  const moved = await ctx.operator.advanceClock(seconds)();
  if (E.isLeft(moved)) {
    return hasNoSimulatedClock(moved.left)
      ? failed('the server has no simulated clock to advance (start it with CLOCK=simulated)', moved.left)
      : failed(`advancing the clock refused: ${describeFailure(moved.left)}`, moved.left);
  }
  return moved.right.now;
};

export const advance = defineStep({
  name: 'advance',
  summary:
    "Move the exchange's simulated clock forward (`advance: 24h`; units s, m, h, d) with the run's operator key, to reach maturities and expiries; the server must run CLOCK=simulated (the embedded one does).",
  role: 'action',
  args: DurationCodec,
  title: (duration) => `advance the clock ${duration.text}`,
  run: async (duration, ctx) => {
    const now = await moveClock(ctx, duration.seconds);
    return typeof now === 'string' ? passed(`now ${now}`) : now;
  },
});
