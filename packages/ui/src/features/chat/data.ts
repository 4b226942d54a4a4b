import type { Tessera } from '@tessera/core';
import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import { useOwnedActor, useTessera } from '../../app/services';

export type ChatActor = ReturnType<Tessera['createChat']>;
type ChatSnapshot = ReturnType<ChatActor['getSnapshot']>;

/** Where the conversation itself stands (sending goes on whatever it is). */
export type ConversationPhase = 'loading' | 'failed' | 'ready';

const phaseOf = (snapshot: ChatSnapshot): ConversationPhase =>
  snapshot.matches({ conversation: 'ready' })
    ? 'ready'
    : snapshot.matches({ conversation: 'failed' })
      ? 'failed'
      : 'loading';

const selectPhase = (snapshot: ChatSnapshot | undefined): ConversationPhase =>
  snapshot === undefined ? 'loading' : phaseOf(snapshot);
const selectLoadingOlder = (snapshot: ChatSnapshot | undefined): boolean =>
  snapshot?.matches({ conversation: { ready: 'loadingOlder' } }) ?? false;
const selectContext = (snapshot: ChatSnapshot | undefined) => snapshot?.context;

/**
 * The conversation with customer service for as long as the chat page is open: core's chat actor
 * (started on mount, stopped on unmount) and what the page draws from it.
 */
export const useChat = () => {
  const tessera = useTessera();
  const create = useCallback(() => tessera.createChat(), [tessera]);
  const actor = useOwnedActor(create);
  return {
    actor,
    phase: useSelector(actor, selectPhase),
    loadingOlder: useSelector(actor, selectLoadingOlder),
    context: useSelector(actor, selectContext),
  };
};

export type ChatView = ReturnType<typeof useChat>;
