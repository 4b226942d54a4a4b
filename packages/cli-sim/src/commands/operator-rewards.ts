import * as E from 'fp-ts/lib/Either.js';
import { ExitCode } from './command.js';
import { failedWith, type OperatorAction } from './operator-action.js';

/** The daily rewards job, run from the terminal (the exchange runs it after each day's first tick). */
export const rewardsActions: readonly OperatorAction[] = [
  {
    words: 'rewards run',
    usage: 'rewards run',
    summary:
      'Run the daily rewards job now: pay the invitation rebates of every finished day not yet paid and review VIP levels',
    options: [],
    run: async (operator, _input, io, style) => {
      const result = await operator.runRewards()();
      if (E.isLeft(result)) return failedWith(io, style, 'running the rewards job failed', result.left);
      const { days, rebates, levels_changed: levels } = result.right;
      io.stdout(
        `${style.green(
          days.length === 0
            ? '✓ no finished day left to pay'
            : `✓ paid ${days.join(', ')}: ${rebates} rebate${rebates === 1 ? '' : 's'}, ${levels} VIP level${levels === 1 ? '' : 's'} changed`,
        )}\n`,
      );
      return ExitCode.ok;
    },
  },
];
