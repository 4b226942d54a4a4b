import { Failures } from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import * as TE from 'fp-ts/lib/TaskEither.js';
import { describe, expect, it } from 'vitest';
import { type Reporter, runScenario, type StepReport } from '../runner.js';
import type { SimContext } from '../runtime/context.js';
import { parseScenario } from '../scenario/scenario.js';
import { fakeContext } from '../test-support.js';

const load = (text: string) => parseScenario(text, { random: 'abc12345', randomDigits: '31415926', env: {} });

const play = async (steps: string, ctx: SimContext = fakeContext()) => {
  const scenario = load(`name: clock\nsteps:\n${steps}`);
  if (E.isLeft(scenario)) throw new Error(scenario.left.join('\n'));
  const reports: StepReport[] = [];
  const reporter: Reporter = { stepFinished: (report) => void reports.push(report) };
  const summary = await runScenario(scenario.right, ctx, reporter);
  ctx.tessera.stop();
  return { summary, reports };
};

describe('advance step', () => {
  it("moves the exchange's simulated clock and shows its time", async () => {
    const { summary, reports } = await play('  - advance: 24h\n  - advance: 90s\n  - advance: 7d\n');
    expect(summary.failed).toBeUndefined();
    expect(reports.map((report) => [report.step.title, report.detail])).toEqual([
      ['advance the clock 24h', 'now 2026-11-23T10:00:00.000Z'],
      ['advance the clock 90s', 'now 2026-11-23T10:01:30.000Z'],
      ['advance the clock 7d', 'now 2026-11-30T10:01:30.000Z'],
    ]);
  });

  it('refuses what is not a duration when the file is loaded', () => {
    expect(
      load('name: x\nsteps:\n  - advance: 1 day\n  - advance: 0s\n  - advance: 24\n  - advance\n'),
    ).toEqual(
      E.left([
        'steps[0].advance: expected a duration such as 90s, 30m, 24h or 7d, saw "1 day"',
        'steps[1].advance: expected a duration such as 90s, 30m, 24h or 7d, saw "0s"',
        'steps[2].advance: expected a duration such as 90s, 30m, 24h or 7d, saw 24',
        'steps[3].advance: expected a duration such as 90s, 30m, 24h or 7d, saw nothing',
      ]),
    );
  });

  it('needs an operator key', async () => {
    const ctx = fakeContext();
    const { summary } = await play('  - advance: 30m\n', {
      ...ctx,
      operator: { ...ctx.operator, canRead: false },
    });
    expect(summary.failed?.message).toBe(
      'advance needs an operator key (pass --operator-key or set OPERATOR_KEY)',
    );
  });

  it('says so when the server has no simulated clock, and lets the scenario check it', async () => {
    const ctx = fakeContext();
    const realClock = {
      ...ctx,
      operator: {
        ...ctx.operator,
        advanceClock: () => TE.left(Failures.rejected('SHARED.NOT_FOUND', 'Not found')),
      },
    };
    const { summary, reports } = await play(
      '  - advance: 24h\n  - expect: { failure: SHARED.NOT_FOUND }\n',
      realClock,
    );
    expect(summary.failed).toBeUndefined();
    expect(reports[0]).toMatchObject({
      status: 'tolerated',
      detail: expect.stringContaining('Rejected SHARED.NOT_FOUND'),
    });

    const alone = await play('  - advance: 24h\n', realClock);
    expect(alone.summary.failed?.message).toBe(
      'the server has no simulated clock to advance (start it with CLOCK=simulated)',
    );
  });
});
