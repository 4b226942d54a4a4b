import { useMemo } from 'react';
import type { AnyActorRef, Observer, Subscription } from 'xstate';

/** What a component reads an actor through: its snapshot and subscriptions, and `send`. */
export type FrameView<A extends AnyActorRef> = Pick<A, 'subscribe' | 'getSnapshot' | 'send'>;

/** When the next frame is drawn; the browser's by default, a test's own in tests. */
export interface FrameClock {
  request(callback: () => void): number;
  cancel(handle: number): void;
}

const animationFrames: FrameClock = {
  request: (callback) => requestAnimationFrame(callback),
  cancel: (handle) => cancelAnimationFrame(handle),
};

/**
 * A view of `actor` whose snapshot moves at most once per animation frame. A live market list gets
 * a tick per symbol per push (100 symbols at 10 Hz is 1,000 snapshots a second); React re-renders
 * on every one it is told about, so the view tells it once per frame, with the latest snapshot.
 * Between frames `getSnapshot` keeps answering the snapshot last told, so every component reading
 * the view renders the same moment. Use it for lists that tick; forms and one-off answers read the
 * actor itself. Core knows nothing of frames: this is the UI's pacing of core's actor.
 */
export const frameView = <A extends AnyActorRef>(
  actor: A,
  clock: FrameClock = animationFrames,
): FrameView<A> => {
  const observers = new Set<Partial<Observer<unknown>>>();
  let told: unknown = actor.getSnapshot();
  let frame: number | null = null;
  let source: Subscription | null = null;

  const tell = () => {
    frame = null;
    told = actor.getSnapshot();
    for (const observer of [...observers]) observer.next?.(told);
  };
  const changed = () => {
    if (frame === null) frame = clock.request(tell);
  };

  const subscribe = (observerOrNext: Partial<Observer<unknown>> | ((snapshot: unknown) => void)) => {
    const observer = typeof observerOrNext === 'function' ? { next: observerOrNext } : observerOrNext;
    observers.add(observer);
    if (source === null) {
      told = actor.getSnapshot();
      source = actor.subscribe({ next: changed, error: changed });
    }
    return {
      unsubscribe: () => {
        observers.delete(observer);
        if (observers.size > 0 || source === null) return;
        source.unsubscribe();
        source = null;
        if (frame !== null) clock.cancel(frame);
        frame = null;
      },
    };
  };

  const view = {
    // Unwatched, the view is the actor: a first render reads the snapshot of now.
    getSnapshot: () => (source === null ? actor.getSnapshot() : told),
    subscribe,
    send: (event: Parameters<A['send']>[0]) => actor.send(event),
  };
  // The view answers the actor's own reading API with the actor's own values, only later.
  return view as unknown as FrameView<A>;
};

/** `frameView` of an actor for the life of the component's actor (none while it has none). */
export const useFrameView = <A extends AnyActorRef>(actor: A | undefined): FrameView<A> | undefined =>
  useMemo(() => (actor === undefined ? undefined : frameView(actor)), [actor]);

const NO_SUBSCRIPTION: Subscription = { unsubscribe: () => {} };

/**
 * `view` held still while `held`: its snapshot is the one of the moment it was held and nobody
 * is told of changes, so a row scrolled out of sight costs no render per tick; released, it reads
 * the newest again. Each change of `held` makes a new view, which is what tells React to read it.
 */
export const heldView = <A extends AnyActorRef>(view: FrameView<A>, held: boolean): FrameView<A> => {
  if (!held) return view;
  const still = view.getSnapshot();
  const heldStill = {
    getSnapshot: () => still,
    subscribe: () => NO_SUBSCRIPTION,
    send: view.send,
  };
  // Same reading API as the view, answering the one snapshot it was held at.
  return heldStill as unknown as FrameView<A>;
};

/** `heldView` for the life of a component: held while `held`, e.g. while out of sight. */
export const useHeldView = <A extends AnyActorRef>(view: FrameView<A>, held: boolean): FrameView<A> =>
  useMemo(() => heldView(view, held), [view, held]);
