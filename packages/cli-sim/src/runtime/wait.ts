import { type AnyActorRef, type SnapshotFrom, waitFor } from 'xstate';
import type { SimContext } from './context.js';

/** Waits for an actor's predicate, turning XState's timeout error into a sentence about `what`. */
export const waitUntil = async <A extends AnyActorRef>(
  actor: A,
  predicate: (snapshot: SnapshotFrom<A>) => boolean,
  ctx: SimContext,
  what: string,
): Promise<SnapshotFrom<A>> => {
  try {
    return await waitFor(actor, predicate, { timeout: ctx.timeoutMs });
  } catch (error) {
    throw new Error(`timed out after ${ctx.timeoutMs} ms waiting for ${what}`, { cause: error });
  }
};
