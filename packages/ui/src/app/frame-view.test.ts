import { describe, expect, it } from 'vitest';
import { assign, createActor, setup } from 'xstate';
import { type FrameClock, frameView, heldView } from './frame-view';

/** A counter standing in for a quotes actor: each `tick` is one pushed quote. */
const counter = setup({
  types: { context: {} as { ticks: number }, events: {} as { type: 'tick' } },
  actions: { count: assign({ ticks: ({ context }) => context.ticks + 1 }) },
}).createMachine({ context: { ticks: 0 }, on: { tick: { actions: 'count' } } });

/** Frames drawn when the test says so. */
const manualFrames = () => {
  const pending = new Map<number, () => void>();
  let next = 1;
  const clock: FrameClock = {
    request: (callback) => {
      pending.set(next, callback);
      return next++;
    },
    cancel: (handle) => {
      pending.delete(handle);
    },
  };
  const draw = () => {
    const callbacks = [...pending.values()];
    pending.clear();
    for (const callback of callbacks) callback();
  };
  return { clock, draw, pending };
};

describe('frameView', () => {
  it('tells its watchers once per frame, with the latest snapshot, however many ticks came', () => {
    const actor = createActor(counter).start();
    const frames = manualFrames();
    const view = frameView(actor, frames.clock);
    const told: number[] = [];
    view.subscribe({ next: (snapshot) => told.push(snapshot.context.ticks) });

    for (let i = 0; i < 100; i += 1) actor.send({ type: 'tick' });
    expect(told).toEqual([]);
    expect(frames.pending.size).toBe(1);
    // Between frames, readers see the moment last told, not the actor's newest.
    expect(view.getSnapshot().context.ticks).toBe(0);

    frames.draw();
    expect(told).toEqual([100]);
    expect(view.getSnapshot().context.ticks).toBe(100);

    frames.draw();
    expect(told).toEqual([100]);
  });

  it('reads the actor itself while unwatched, and stops listening when the last watcher leaves', () => {
    const actor = createActor(counter).start();
    const frames = manualFrames();
    const view = frameView(actor, frames.clock);
    actor.send({ type: 'tick' });
    expect(view.getSnapshot().context.ticks).toBe(1);

    const first = view.subscribe(() => {});
    const second = view.subscribe(() => {});
    actor.send({ type: 'tick' });
    first.unsubscribe();
    expect(frames.pending.size).toBe(1);
    second.unsubscribe();
    expect(frames.pending.size).toBe(0);
    actor.send({ type: 'tick' });
    expect(frames.pending.size).toBe(0);
    expect(view.getSnapshot().context.ticks).toBe(3);
  });

  it('sends to the actor', () => {
    const actor = createActor(counter).start();
    frameView(actor, manualFrames().clock).send({ type: 'tick' });
    expect(actor.getSnapshot().context.ticks).toBe(1);
  });
});

describe('heldView', () => {
  it('answers the snapshot it was held at and tells nobody, until it is released', () => {
    const actor = createActor(counter).start();
    const frames = manualFrames();
    const view = frameView(actor, frames.clock);
    actor.send({ type: 'tick' });
    const held = heldView(view, true);
    const told: number[] = [];
    held.subscribe({ next: (snapshot) => told.push(snapshot.context.ticks) });

    actor.send({ type: 'tick' });
    frames.draw();
    expect(held.getSnapshot().context.ticks).toBe(1);
    expect(told).toEqual([]);
    expect(frames.pending.size).toBe(0);
    expect(heldView(view, false)).toBe(view);
    expect(heldView(view, false).getSnapshot().context.ticks).toBe(2);
  });
});
