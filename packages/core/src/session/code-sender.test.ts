import * as TE from 'fp-ts/lib/TaskEither.js';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { fromCall } from '../shared/call.js';
import { type Failure, Failures } from '../shared/failure.js';
import { settle } from '../testing/settle.js';
import { CODE_RESEND_SECONDS, codeSenderMachine } from './code-sender.js';

const request = { channel: 'email', to: 'ada@example.com', scene: 'register' } as const;

describe('code sender', () => {
  it('counts down from 60 s after a send and allows another send at 0', async () => {
    const clock = new SimulatedClock();
    const actor = createActor(
      codeSenderMachine.provide({ actors: { sendCode: fromCall(() => TE.right<Failure, void>(undefined)) } }),
      { clock },
    ).start();
    actor.send({ type: 'code.send', request });
    await settle();
    expect(actor.getSnapshot().value).toBe('coolingDown');
    expect(actor.getSnapshot().context.secondsLeft).toBe(CODE_RESEND_SECONDS);
    clock.increment(1000);
    expect(actor.getSnapshot().context.secondsLeft).toBe(CODE_RESEND_SECONDS - 1);
    actor.send({ type: 'code.send', request });
    expect(actor.getSnapshot().value).toBe('coolingDown');
    for (let i = 1; i < CODE_RESEND_SECONDS; i += 1) clock.increment(1000);
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.secondsLeft).toBe(0);
  });

  it('keeps the failure and stays ready when sending fails', async () => {
    const actor = createActor(
      codeSenderMachine.provide({
        actors: { sendCode: fromCall(() => TE.left<Failure, void>(Failures.rateLimited('Too many'))) },
      }),
    ).start();
    actor.send({ type: 'code.send', request });
    await settle();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.failure).toEqual(Failures.rateLimited('Too many'));
  });
});
