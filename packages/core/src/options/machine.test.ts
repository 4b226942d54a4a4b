import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import * as TE from '#fp-ts/TaskEither.js';
import { fromCall } from '../shared/call.js';
import { type Failure, Failures } from '../shared/failure.js';
import {
  optionDraft as draft,
  runningOption as running,
  settledOption as settled,
} from '../testing/option-orders.js';
import { settle } from '../testing/settle.js';
import { OPTION_RESULT_RETRY_MS, optionSheetMachine, type SubmitOptionInput } from './machine.js';
import type { OptionOrder } from './model.js';

const OPENED_AT = Date.parse(running.openedAt);

/**
 * A sheet on a simulated clock that is also the exchange's, whose submissions answer `submits` and
 * whose result reads answer `results` in turn (the last of each repeats).
 */
const started = ({
  riskAccepted = true,
  submits = ['ok'],
  results = [settled],
}: {
  riskAccepted?: boolean;
  submits?: (Failure | 'ok')[];
  results?: (Failure | OptionOrder)[];
} = {}) => {
  const clock = new SimulatedClock();
  const submitted: SubmitOptionInput[] = [];
  const reads: number[] = [];
  let persisted = false;
  const actor = createActor(
    optionSheetMachine.provide({
      actors: {
        submit: fromCall((input: SubmitOptionInput) => {
          submitted.push(input);
          const answer = submits[Math.min(submitted.length - 1, submits.length - 1)] ?? 'ok';
          return answer === 'ok' ? TE.right(running) : TE.left(answer);
        }),
        result: fromCall((orderId: number) => {
          reads.push(orderId);
          const answer = results[Math.min(reads.length - 1, results.length - 1)] ?? settled;
          return 'kind' in answer ? TE.left(answer) : TE.right(answer);
        }),
      },
      actions: {
        persistRiskAccepted: () => {
          persisted = true;
        },
      },
    }),
    { clock, input: { riskAccepted, now: () => OPENED_AT + clock.now() } },
  ).start();
  return { actor, clock, submitted, reads, persisted: () => persisted };
};

/** Fills the sheet, reviews and confirms under `requestId`. */
const place = async (actor: ReturnType<typeof started>['actor'], requestId = 'req-1') => {
  actor.send({ type: 'order.change', draft });
  actor.send({ type: 'order.review' });
  actor.send({ type: 'order.confirm', requestId });
  await settle();
};

describe('option sheet machine', () => {
  it('asks for confirmation only with a valid order, and submits it once under the confirmation’s id', async () => {
    const { actor, submitted } = started();
    actor.send({ type: 'order.review' });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'order.change', draft });
    actor.send({ type: 'order.review' });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'order.confirm', requestId: 'req-1' });
    actor.send({ type: 'order.confirm', requestId: 'req-2' });
    await settle();
    expect(submitted).toEqual([{ draft, requestId: 'req-1' }]);
    expect(actor.getSnapshot().value).toBe('running');
    expect(actor.getSnapshot().context.order?.id).toBe(7);
  });

  it('shows the risk warning before the first order, and remembers its acceptance', () => {
    const { actor, persisted } = started({ riskAccepted: false });
    actor.send({ type: 'order.change', draft });
    actor.send({ type: 'order.review' });
    expect(actor.getSnapshot().value).toBe('warning');
    actor.send({ type: 'order.cancel' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(persisted()).toBe(false);
    actor.send({ type: 'order.review' });
    actor.send({ type: 'order.acceptRisk' });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(persisted()).toBe(true);
    actor.send({ type: 'order.cancel' });
    actor.send({ type: 'order.review' });
    expect(actor.getSnapshot().value).toBe('confirming');
  });

  it('goes back to the confirmation with the exchange’s words when the submission fails', async () => {
    const refusal = Failures.rejected('WALLET.INSUFFICIENT_BALANCE', 'Insufficient balance');
    const { actor, submitted } = started({ submits: [refusal, 'ok'] });
    await place(actor);
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(actor.getSnapshot().context.failure).toEqual(refusal);
    actor.send({ type: 'order.confirm', requestId: 'req-1' });
    await settle();
    expect(actor.getSnapshot().value).toBe('running');
    expect(actor.getSnapshot().context.failure).toBeNull();
    expect(submitted).toHaveLength(2);
  });

  it('counts down to the close by the exchange’s clock, then reads the settled order', async () => {
    const { actor, clock, reads } = started();
    await place(actor);
    expect(actor.getSnapshot().context.secondsLeft).toBe(30);
    clock.increment(1000);
    expect(actor.getSnapshot().context.secondsLeft).toBe(29);
    for (let second = 2; second < 30; second += 1) clock.increment(1000);
    expect(actor.getSnapshot().context.secondsLeft).toBe(1);
    expect(reads).toEqual([]);
    clock.increment(1000);
    await settle();
    expect(reads).toEqual([7]);
    expect(actor.getSnapshot().value).toBe('settled');
    expect(actor.getSnapshot().context.order?.settlement?.outcome).toBe('win');
  });

  it('asks again until the settlement is recorded, and after a failed read', async () => {
    const { actor, clock, reads } = started({ results: [running, Failures.timeout(), settled] });
    await place(actor);
    clock.increment(30_000);
    await settle();
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(actor.getSnapshot().context.failure).toBeNull();
    clock.increment(OPTION_RESULT_RETRY_MS);
    await settle();
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(actor.getSnapshot().context.failure).toEqual(Failures.timeout());
    actor.send({ type: 'order.retry' });
    await settle();
    expect(reads).toEqual([7, 7, 7]);
    expect(actor.getSnapshot().value).toBe('settled');
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('reads the order on a balances push, which a settlement sends before the countdown ends under a simulated clock', async () => {
    const { actor, reads } = started({ results: [running, settled] });
    await place(actor);
    // The push of the stake being frozen: the order still runs.
    actor.send({ type: 'order.balancesChanged' });
    await settle();
    expect(actor.getSnapshot().value).toBe('running');
    actor.send({ type: 'order.balancesChanged' });
    await settle();
    expect(reads).toEqual([7, 7]);
    expect(actor.getSnapshot().value).toBe('settled');
  });

  it('frees the sheet for the next order, the running one going on in the open list', async () => {
    const { actor } = started();
    await place(actor);
    actor.send({ type: 'order.reset' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.order).toBeNull();
    expect(actor.getSnapshot().context.draft).toEqual(draft);
  });
});
