import { assign, fromCallback, setup } from 'xstate';
import { asFailure, errorOf, notProvided } from '../shared/call.js';
import type { Failure } from '../shared/failure.js';
import { mergeChat, newestChatId, newestUnreadReply, withRepliesRead } from './calculators.js';
import type { ChatHistory, ChatMessage, ChatOutgoing } from './model.js';
import type { ChatQuery } from './port.js';

/** A message the user wrote that the exchange has not confirmed yet. */
export interface PendingChatMessage {
  readonly requestId: string;
  readonly message: ChatOutgoing;
  /** `queued` waits its turn, `sending` is on its way, `failed` waits for the user to resend it. */
  readonly state: 'queued' | 'sending' | 'failed';
  readonly failure: Failure | null;
}

export interface ChatContext {
  /** The conversation as far as loaded, oldest first, each message once. */
  readonly messages: readonly ChatMessage[];
  readonly hasOlder: boolean;
  /** What the user wrote and the exchange has not stored yet, in the order written. */
  readonly outbox: readonly PendingChatMessage[];
  /** A push or a reconnection said there is more than the conversation shows. */
  readonly behind: boolean;
  readonly failure: Failure | null;
}

export type ChatEvent =
  /** The user sends a checked message (`validateChatMessage`) under a request id of its own. */
  | { type: 'chat.send'; requestId: string; message: ChatOutgoing }
  | { type: 'chat.resend'; requestId: string }
  | { type: 'chat.discard'; requestId: string }
  /** The user scrolled to the top: the messages before the oldest shown. */
  | { type: 'chat.older' }
  /** The `chat` push, or the feed's reconnection: messages may have arrived meanwhile. */
  | { type: 'chat.arrived' }
  | { type: 'chat.retry' };

export const CHAT_RETRY_MS = 5000;

const sendingFirst = (outbox: readonly PendingChatMessage[]): readonly PendingChatMessage[] => {
  const next = outbox.findIndex((pending) => pending.state === 'queued');
  return outbox.map((pending, index) => (index === next ? { ...pending, state: 'sending' } : pending));
};

const inFlight = (context: ChatContext): PendingChatMessage | undefined =>
  context.outbox.find((pending) => pending.state === 'sending');

/**
 * The conversation with customer service (`kefu/index`, `kf/kf`) while its page is open. It loads
 * the newest messages, then catches up from the newest it has each time the `chat` push or a
 * reconnection says more may have come, so nothing sent while the device was away is missed and
 * nothing heard twice is shown twice. What the user writes goes out one message at a time in the
 * order written, each under its own request id: a message whose answer was lost is re-sent under
 * the same id and stored once. Support's messages are marked read as they are shown.
 */
export const chatMachine = /* @__PURE__ */ setup({
  types: { context: {} as ChatContext, events: {} as ChatEvent },
  actors: {
    loadChat: notProvided<ChatHistory, ChatQuery>('loadChat'),
    sendChat: notProvided<ChatMessage, { message: ChatOutgoing; requestId: string }>('sendChat'),
    /** Marks support's messages up to the given id read; answers that id. */
    readChat: notProvided<number, number>('readChat'),
    /** Sends `chat.arrived` on each `chat` push and on each reconnection of the feed. */
    chatFeed: fromCallback<ChatEvent>(() => () => {}),
  },
  guards: {
    canCatchUp: ({ context }) => context.behind,
    hasQueued: ({ context }) => context.outbox.some((pending) => pending.state === 'queued'),
    hasUnreadReplies: ({ context }) => newestUnreadReply(context.messages) !== undefined,
  },
  actions: {
    takeIn: assign(({ context }, history: ChatHistory) => ({
      messages: mergeChat(context.messages, history.messages),
      behind: context.behind || history.hasNewer,
      failure: null,
    })),
    takeInOlder: assign(({ context }, history: ChatHistory) => ({
      messages: mergeChat(context.messages, history.messages),
      hasOlder: history.hasOlder,
    })),
    keepHasOlder: assign((_, history: ChatHistory) => ({ hasOlder: history.hasOlder })),
    markBehind: assign({ behind: true }),
    startCatchUp: assign({ behind: false }),
    recordFailure: assign((_, error: unknown) => ({ failure: asFailure(error) })),
    enqueue: assign(({ context }, pending: { requestId: string; message: ChatOutgoing }) => ({
      outbox: context.outbox.some((known) => known.requestId === pending.requestId)
        ? context.outbox
        : [...context.outbox, { ...pending, state: 'queued' as const, failure: null }],
    })),
    requeue: assign(({ context }, requestId: string) => ({
      outbox: context.outbox.map((pending) =>
        pending.requestId === requestId && pending.state === 'failed'
          ? { ...pending, state: 'queued' as const, failure: null }
          : pending,
      ),
    })),
    discard: assign(({ context }, requestId: string) => ({
      outbox: context.outbox.filter(
        (pending) => pending.requestId !== requestId || pending.state !== 'failed',
      ),
    })),
    startSending: assign(({ context }) => ({ outbox: sendingFirst(context.outbox) })),
    confirmSent: assign(({ context }, stored: ChatMessage) => ({
      outbox: context.outbox.filter((pending) => pending.state !== 'sending'),
      messages: mergeChat(context.messages, [stored]),
    })),
    failSending: assign(({ context }, error: unknown) => ({
      outbox: context.outbox.map((pending) =>
        pending.state === 'sending'
          ? { ...pending, state: 'failed' as const, failure: asFailure(error) }
          : pending,
      ),
    })),
    markRepliesRead: assign(({ context }, upTo: number) => ({
      messages: withRepliesRead(context.messages, upTo),
    })),
  },
  delays: { retry: CHAT_RETRY_MS },
}).createMachine({
  id: 'chat',
  context: { messages: [], hasOlder: false, outbox: [], behind: false, failure: null },
  invoke: { src: 'chatFeed' },
  on: {
    'chat.arrived': { actions: 'markBehind' },
    'chat.send': {
      actions: {
        type: 'enqueue',
        params: ({ event }) => ({ requestId: event.requestId, message: event.message }),
      },
    },
    'chat.resend': { actions: { type: 'requeue', params: ({ event }) => event.requestId } },
    'chat.discard': { actions: { type: 'discard', params: ({ event }) => event.requestId } },
  },
  type: 'parallel',
  states: {
    conversation: {
      initial: 'loading',
      states: {
        loading: {
          // Whatever arrives while the newest messages load is in them or comes after them.
          entry: 'startCatchUp',
          invoke: {
            src: 'loadChat',
            input: {},
            onDone: {
              target: 'ready',
              actions: [
                { type: 'takeIn', params: ({ event }) => event.output },
                { type: 'keepHasOlder', params: ({ event }) => event.output },
              ],
            },
            onError: { target: 'failed', actions: { type: 'recordFailure', params: errorOf } },
          },
        },
        failed: { after: { retry: 'loading' }, on: { 'chat.retry': 'loading' } },
        ready: {
          initial: 'current',
          states: {
            current: {
              always: { guard: 'canCatchUp', target: 'catchingUp' },
              on: { 'chat.older': { guard: ({ context }) => context.hasOlder, target: 'loadingOlder' } },
            },
            catchingUp: {
              entry: 'startCatchUp',
              invoke: {
                src: 'loadChat',
                input: ({ context }) => ({ after: newestChatId(context.messages) }),
                onDone: {
                  target: 'current',
                  actions: { type: 'takeIn', params: ({ event }) => event.output },
                },
                // The next push or reconnection tries again; what is shown stays as it was.
                onError: { target: 'current', actions: { type: 'recordFailure', params: errorOf } },
              },
            },
            loadingOlder: {
              invoke: {
                src: 'loadChat',
                input: ({ context }) => ({ before: context.messages[0]?.id ?? 0 }),
                onDone: {
                  target: 'current',
                  actions: { type: 'takeInOlder', params: ({ event }) => event.output },
                },
                onError: { target: 'current', actions: { type: 'recordFailure', params: errorOf } },
              },
            },
          },
        },
      },
    },
    outbox: {
      initial: 'idle',
      states: {
        idle: { always: { guard: 'hasQueued', target: 'sending' } },
        sending: {
          entry: 'startSending',
          invoke: {
            src: 'sendChat',
            input: ({ context }) => {
              const pending = inFlight(context) as PendingChatMessage;
              return { message: pending.message, requestId: pending.requestId };
            },
            onDone: { target: 'idle', actions: { type: 'confirmSent', params: ({ event }) => event.output } },
            onError: { target: 'idle', actions: { type: 'failSending', params: errorOf } },
          },
        },
      },
    },
    reading: {
      initial: 'idle',
      states: {
        idle: { always: { guard: 'hasUnreadReplies', target: 'marking' } },
        marking: {
          invoke: {
            src: 'readChat',
            input: ({ context }) => newestUnreadReply(context.messages) as number,
            onDone: {
              target: 'idle',
              actions: { type: 'markRepliesRead', params: ({ event }) => event.output },
            },
            onError: 'stalled',
          },
        },
        // A failed mark waits for the next news rather than retrying at once in a loop.
        stalled: { on: { 'chat.arrived': 'idle' } },
      },
    },
  },
});
