import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import * as TE from '#fp-ts/TaskEither.js';
import { fromCall } from '../shared/call.js';
import { type Failure, Failures } from '../shared/failure.js';
import { settle } from '../testing/settle.js';
import { codeSenderMachine } from './code-sender.js';
import type { CodeRequest } from './model.js';

const request = { channel: 'email', to: 'ada@example.com', scene: 'register' } as const;

const start = (send: (request: CodeRequest) => TE.TaskEither<Failure, void>) => {
  const clock = new SimulatedClock();
  const actor = createActor(codeSenderMachine.provide({ actors: { sendCode: fromCall(send) } }), {
    clock,
  }).start();
  return { actor, clock };
};

describe('code sender', () => {
  it('counts down from 60 s after a send and allows another send at 0', async () => {
    const send = vi.fn((_: CodeRequest) => TE.right<Failure, void>(undefined));
    const { actor, clock } = start(send);
    actor.send({ type: 'code.send', request });
    await settle();
    expect(send).toHaveBeenCalledWith(request);
    expect(actor.getSnapshot().value).toBe('coolingDown');
    expect(actor.getSnapshot().context.secondsLeft).toBe(60);
    clock.increment(999);
    expect(actor.getSnapshot().context.secondsLeft).toBe(60);
    clock.increment(1);
    expect(actor.getSnapshot().context.secondsLeft).toBe(59);
    actor.send({ type: 'code.send', request });
    expect(actor.getSnapshot().value).toBe('coolingDown');
    // The simulated clock fires one tick per step, as a real second would.
    for (let second = 2; second < 60; second += 1) clock.increment(1000);
    expect(actor.getSnapshot().value).toBe('coolingDown');
    expect(actor.getSnapshot().context.secondsLeft).toBe(1);
    clock.increment(1000);
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.secondsLeft).toBe(0);
    expect(send).toHaveBeenCalledTimes(1);
    actor.send({ type: 'code.send', request });
    await settle();
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('keeps the failure and stays ready when sending fails, and forgets it after a send succeeds', async () => {
    let refuse = true;
    const { actor } = start(() =>
      refuse ? TE.left(Failures.rateLimited('Too many')) : TE.right<Failure, void>(undefined),
    );
    actor.send({ type: 'code.send', request });
    await settle();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.failure).toEqual(Failures.rateLimited('Too many'));
    refuse = false;
    actor.send({ type: 'code.send', request });
    await settle();
    expect(actor.getSnapshot().value).toBe('coolingDown');
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('starts ready with nothing to count down, and names an unwired sender', async () => {
    const actor = createActor(codeSenderMachine).start();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context).toEqual({ secondsLeft: 0, failure: null });
    actor.send({ type: 'code.send', request });
    await settle();
    expect(actor.getSnapshot().context.failure).toEqual(Failures.network('actor sendCode was not provided'));
  });
});
