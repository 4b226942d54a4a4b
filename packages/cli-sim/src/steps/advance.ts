import * as E from 'fp-ts/lib/Either.js';
import { describeFailure, type SimFailure } from '../runtime/failure.js';
import { DurationCodec } from './codecs.js';
import { defineStep, failed, passed } from './step.js';

/** A server without a simulated clock has no such route at all. */
const hasNoSimulatedClock = (failure: SimFailure): boolean =>
  failure.kind === 'Rejected' && failure.code === 'SHARED.NOT_FOUND';

export const advance = defineStep({
  name: 'advance',
  summary:
    "Move the exchange's simulated clock forward (`advance: 24h`; units s, m, h, d) with the run's operator key, to reach maturities and expiries; the server must run CLOCK=simulated (the embedded one does).",
  role: 'action',
  args: DurationCodec,
  title: (duration) => `advance the clock ${duration.text}`,
  run: async (duration, ctx) => {
    if (!ctx.operator.canRead) {
      return failed('advance needs an operator key (pass --operator-key or set OPERATOR_KEY)');
    }
    const moved = await ctx.operator.advanceClock(duration.seconds)();
    if (E.isLeft(moved)) {
      return hasNoSimulatedClock(moved.left)
        ? failed('the server has no simulated clock to advance (start it with CLOCK=simulated)', moved.left)
        : failed(`advancing the clock refused: ${describeFailure(moved.left)}`, moved.left);
    }
    return passed(`now ${moved.right.now}`);
  },
});
