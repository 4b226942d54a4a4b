import { readFileSync } from 'node:fs';
import type { IeoSubscription, Page } from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import * as TE from 'fp-ts/lib/TaskEither.js';
import { describe, expect, it } from 'vitest';
import { type Reporter, runScenario, type StepReport } from '../runner.js';
import type { SimContext } from '../runtime/context.js';
import { parseScenario } from '../scenario/scenario.js';
import { fakeContext, PASSWORD } from '../test-support.js';

const load = (text: string) => parseScenario(text, { random: 'abc12345', randomDigits: '31415926', env: {} });

const play = async (steps: string, ctx: SimContext = fakeContext()) => {
  const scenario = load(`name: ieo
steps:
  - register: { kind: username, user: ada_lovelace, password: ${PASSWORD} }
${steps}`);
  if (E.isLeft(scenario)) throw new Error(scenario.left.join('\n'));
  const reports: StepReport[] = [];
  const reporter: Reporter = { stepFinished: (report) => void reports.push(report) };
  const summary = await runScenario(scenario.right, ctx, reporter);
  ctx.tessera.stop();
  return { summary, reports: reports.slice(1) };
};

describe('subscribe and expect ieo, as written', () => {
  it('decode with their titles; amounts may be numbers', () => {
    const result = load(`name: x
steps:
  - subscribe: { token: nova, amount: 1500 }
  - subscribe: { token: NOVA, amount: "0.5", warmup: advance }
  - subscribe: { token: ORBT, amount: 50, warmup: fail }
  - expect: { ieo: { applied: 1, locked: 0, refunded: 0, released: 2, recomputed: true } }
`);
    if (E.isLeft(result)) throw new Error(result.left.join('\n'));
    expect(result.right.steps.map((step) => [step.title, step.role])).toEqual([
      ['subscribe for 1500 NOVA', 'action'],
      ['subscribe for 0.5 NOVA, advancing past any warm-up', 'action'],
      ['subscribe for 50 ORBT', 'action'],
      ['expect ieo applied 1, locked 0, refunded 0, released 2, recomputed true', 'check'],
    ]);
  });

  it('refuse what they do not know when the file is loaded, with paths', () => {
    expect(
      load(`name: x
steps:
  - subscribe: { token: NOVA }
  - subscribe: { token: NOVA, amount: 1500, warmup: wait, project: 1 }
  - subscribe: NOVA
  - expect: { ieo: { locked: two, recomputed: false, passed: 1 } }
`),
    ).toEqual(
      E.left([
        'steps[0].subscribe.amount: expected text, saw nothing',
        'steps[1].subscribe.project: unknown field "project" (known: token, amount, warmup)',
        'steps[1].subscribe.warmup: expected "fail" | "advance", saw "wait"',
        'steps[2].subscribe: expected subscribe arguments, saw "NOVA"',
        'steps[3].expect.ieo.locked: expected number, saw "two"',
        'steps[3].expect.ieo.recomputed: expected true, saw false',
      ]),
    );
  });

  it('decode the shipped scenario', () => {
    const text = readFileSync(new URL('../../scenarios/ieo.yaml', import.meta.url), 'utf8');
    const result = parseScenario(text, { random: 'abc12345', randomDigits: '31415926', env: {} });
    if (E.isLeft(result)) throw new Error(result.left.join('\n'));
    expect(result.right.steps.filter((step) => step.kind === 'subscribe').map((step) => step.title)).toEqual([
      "an application below the round's minimum is refused before it is sent (and the clock stays)",
      'subscribe for 1000000 NOVA, advancing past any warm-up',
      'subscribe for 500000 NOVA',
    ]);
  });
});

describe('subscribe against the fake exchange', () => {
  it('fails in warm-up, saying when the round opens, unless told to move the clock there', async () => {
    const { summary, reports } = await play(`  - subscribe: { token: NOVA, amount: 1500 }
  - expect: { failure: IEO.NOT_STARTED }
  - name: below the minimum is refused at the opening's time, before the clock moves
    subscribe: { token: NOVA, amount: 99, warmup: advance }
  - expect: { failure: IEO.BELOW_MIN_AMOUNT }
  - subscribe: { token: NOVA, amount: 1500, warmup: advance }
  - subscribe: { token: NOVA, amount: 100, warmup: advance }
  - expect: { ieo: { applied: 2, recomputed: true } }
`);
    expect(summary.failed).toBeUndefined();
    expect(reports.map((report) => [report.status, report.detail])).toEqual([
      ['tolerated', 'failed: Invalid IEO.NOT_STARTED'],
      ['passed', 'Invalid IEO.NOT_STARTED'],
      ['tolerated', 'failed: Invalid IEO.BELOW_MIN_AMOUNT'],
      ['passed', 'Invalid IEO.BELOW_MIN_AMOUNT'],
      [
        'passed',
        'clock moved 1d 14h to the opening, now 2026-11-24T00:00:00.000Z; subscription #1 to NOVA round #1: 1500 NOVA at 0.05, 75 USDT frozen until 2026-11-27T00:00:00.000Z; 1001500 applied of 1000000, so 1497.75 would pass if it closed now',
      ],
      [
        'passed',
        'subscription #2 to NOVA round #1: 100 NOVA at 0.05, 5 USDT frozen until 2026-11-27T00:00:00.000Z; 1001600 applied of 1000000, so 99.84 would pass if it closed now',
      ],
      [
        'passed',
        '#2: 100 NOVA applied for, 5 USDT frozen; #1: 1500 NOVA applied for, 75 USDT frozen; round #1: 1001600 applied of 1000000, not allocated yet',
      ],
    ]);

    const alone = await play('  - subscribe: { token: NOVA, amount: 1500 }\n');
    expect(alone.summary.failed?.message).toBe(
      "subscribing refused by core's rules: project IEO.NOT_STARTED; NOVA round #1 opens at 2026-11-24T00:00:00.000Z, 1d 14h from the exchange's time (`warmup: advance` moves the simulated clock there)",
    );
  });

  it('needs a signed-in session, a listed round and, to move the clock, an operator key', async () => {
    const signedOut = await play('  - logout\n  - subscribe: { token: NOVA, amount: 1500 }\n');
    expect(signedOut.summary.failed?.message).toBe('subscribing needs a signed-in session');

    const unknown = await play('  - subscribe: { token: ORBT, amount: 50 }\n');
    expect(unknown.summary.failed?.message).toBe(
      'no ORBT round in warm-up or taking subscriptions (listed: NOVA warmup; the exchange announces rounds on its ticks)',
    );

    const ctx = fakeContext();
    const keyless = await play('  - subscribe: { token: NOVA, amount: 1500, warmup: advance }\n', {
      ...ctx,
      operator: { ...ctx.operator, canRead: false },
    });
    expect(keyless.summary.failed?.message).toBe(
      'subscribe with `warmup: advance` needs an operator key (pass --operator-key or set OPERATOR_KEY)',
    );
  });
});

describe('expect ieo against the fake exchange', () => {
  const subscribed = `  - subscribe: { token: NOVA, amount: 1500, warmup: advance }
  - advance: 3d
`;

  it('recomputes the pro-rata share and the refund from the totals the round publishes', async () => {
    const { summary, reports } =
      await play(`${subscribed}  - expect: { ieo: { applied: 0, locked: 1, recomputed: true } }
  - advance: 7d
  - expect: { ieo: { locked: 0, released: 1, recomputed: true } }
`);
    expect(summary.failed).toBeUndefined();
    expect(reports.filter((report) => report.step.kind === 'expect').map((report) => report.detail)).toEqual([
      '#1: 1497.75 of 1500 NOVA passed, 0.1125 USDT back, locked; round #1 published 1001500 applied of 1000000, 999999.99 allocated by ieo/1',
      '#1: 1497.75 of 1500 NOVA passed, 0.1125 USDT back, released; round #1 published 1001500 applied of 1000000, 999999.99 allocated by ieo/1',
    ]);
  });

  it('says what differs from core, and how many are in each state', async () => {
    const ctx = fakeContext();
    const ieo = ctx.tessera.api.ieo;
    const misreported: SimContext = {
      ...ctx,
      tessera: {
        ...ctx.tessera,
        api: {
          ...ctx.tessera.api,
          ieo: {
            ...ieo,
            subscriptions: (query) =>
              TE.map((page: Page<IeoSubscription>) => ({
                ...page,
                items: page.items.map((subscription) => ({
                  ...subscription,
                  passed: subscription.passed?.plus('0.01') ?? null,
                })),
              }))(ieo.subscriptions(query)),
          },
        },
      },
    };
    const { summary } = await play(
      `${subscribed}  - expect: { ieo: { locked: 2, recomputed: true } }\n`,
      misreported,
    );
    expect(summary.failed?.message).toBe(
      'expected those IEO subscriptions, saw 1 locked (expected 2), #1 passed 1497.76 (core: 1497.75)',
    );
  });
});
