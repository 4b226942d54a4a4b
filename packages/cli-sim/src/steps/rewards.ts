import * as E from 'fp-ts/lib/Either.js';
import type * as t from 'io-ts';
import type { SimContext } from '../runtime/context.js';
import { describeFailure } from '../runtime/failure.js';
import { fields, oneOf } from './codecs.js';
import { failed, passed, type StepOutcome } from './step.js';

/** `{ rewards: run }`: the daily rewards job, run now. */
export const RewardsRunArgs = fields('operator arguments', { rewards: oneOf(['run'] as const) }, {});
export type RewardsRunArgs = t.TypeOf<typeof RewardsRunArgs>;

export const rewardsRunTitle = (): string => 'operator runs the daily rewards job';

/** Runs the job and says which days it paid, how many rebates and level changes. */
export const runRewardsJob = async (ctx: SimContext): Promise<StepOutcome> => {
  const result = await ctx.operator.runRewards()();
  if (E.isLeft(result)) return failed(`the rewards job failed: ${describeFailure(result.left)}`, result.left);
  const { days, rebates, levels_changed: levels } = result.right;
  return passed(
    days.length === 0
      ? 'no finished day left to pay'
      : `paid ${days.join(', ')}: ${rebates} rebates, ${levels} VIP levels changed`,
  );
};
