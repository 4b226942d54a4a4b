import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import * as TE from '#fp-ts/TaskEither.js';
import { settle } from '../testing/settle.js';
import { type Failure, Failures } from './failure.js';
import { submitMachine, submitMachineFor } from './submit.js';

describe('submit machine', () => {
  it('sends once and ignores a second tap while sending', async () => {
    const send = vi.fn((name: string) => TE.right<Failure, string>(`saved ${name}`));
    const actor = createActor(submitMachineFor(send)).start();
    actor.send({ type: 'form.submit', input: 'card' });
    actor.send({ type: 'form.submit', input: 'card' });
    await settle();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith('card');
    expect(actor.getSnapshot().value).toBe('succeeded');
  });

  it('records a refusal and allows another try', async () => {
    const actor = createActor(
      submitMachineFor((_: string) => TE.left<Failure, void>(Failures.rejected('X', 'No'))),
    ).start();
    actor.send({ type: 'form.submit', input: 'a' });
    await settle();
    expect(actor.getSnapshot().context.failure).toEqual(Failures.rejected('X', 'No'));
    actor.send({ type: 'form.reset' });
    expect(actor.getSnapshot().value).toBe('idle');
  });
});

describe('submit machine after an answer', () => {
  it('sends again from succeeded or failed, with the new input, clearing the last failure', async () => {
    let refuse = true;
    const send = vi.fn((_: string) =>
      refuse ? TE.left<Failure, void>(Failures.rejected('X', 'No')) : TE.right<Failure, void>(undefined),
    );
    const actor = createActor(submitMachineFor(send)).start();
    actor.send({ type: 'form.submit', input: 'first' });
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    refuse = false;
    actor.send({ type: 'form.submit', input: 'second' });
    expect(actor.getSnapshot().context.failure).toBeNull();
    await settle();
    expect(send).toHaveBeenLastCalledWith('second');
    expect(actor.getSnapshot().value).toBe('succeeded');
    actor.send({ type: 'form.submit', input: 'third' });
    await settle();
    expect(send).toHaveBeenLastCalledWith('third');
    expect(send).toHaveBeenCalledTimes(3);
    actor.send({ type: 'form.reset' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('starts idle without a failure, and names an unwired submit', async () => {
    const actor = createActor(submitMachine).start();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toEqual({ failure: null });
    actor.send({ type: 'form.submit', input: 'x' });
    await settle();
    expect(actor.getSnapshot().context.failure).toEqual(Failures.network('actor submit was not provided'));
  });

  it('forgets a failure kept through a reset as soon as the form is sent again', async () => {
    const failed = createActor(
      submitMachineFor((_: string) => TE.left<Failure, void>(Failures.rejected('X', 'No'))),
    ).start();
    failed.send({ type: 'form.submit', input: 'a' });
    await settle();
    failed.send({ type: 'form.reset' });
    expect(failed.getSnapshot().context.failure).toEqual(Failures.rejected('X', 'No'));
    failed.send({ type: 'form.submit', input: 'a' });
    expect(failed.getSnapshot().context.failure).toBeNull();
  });
});
