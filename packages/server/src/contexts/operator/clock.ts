import type { SimulatedClock } from '../../shared/simulated-clock.js';
import { type Handlers, ok } from '../handler.js';

/**
 * `POST /operator/clock/advance`, registered only under a simulated clock. The contract has already
 * refused a move that is not a whole number of seconds from 1 to 366 days.
 */
export const createClockHandlers = (clock: SimulatedClock): Required<Pick<Handlers, 'clockAdvance'>> => ({
  clockAdvance: async ({ seconds }) => {
    const { offsetSeconds, now } = await clock.advance(seconds);
    return ok({ now: now.toISOString(), offset_seconds: offsetSeconds });
  },
});
