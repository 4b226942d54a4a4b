import type { ChatMessage } from './model.js';

/**
 * The conversation with `arrived` taken in: one copy of each message (the newer copy wins: it may
 * have been read since), oldest first. A message heard of twice — by a push and by the catch-up
 * after a reconnection, or as the answer to a re-sent message — is shown once.
 *
 * @example mergeChat([m1, m2], [m2read, m3]) // [m1, m2read, m3]
 */
export const mergeChat = (
  known: readonly ChatMessage[],
  arrived: readonly ChatMessage[],
): readonly ChatMessage[] => {
  if (arrived.length === 0) return known;
  const byId = new Map(known.map((message) => [message.id, message]));
  for (const message of arrived) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
};

/** The newest message's id, 0 for an empty conversation: where catching up starts. */
export const newestChatId = (messages: readonly ChatMessage[]): number => messages.at(-1)?.id ?? 0;

/** The newest of support's messages the user has not read, or undefined: what reading marks up to. */
export const newestUnreadReply = (messages: readonly ChatMessage[]): number | undefined =>
  messages.findLast((message) => message.from === 'support' && !message.read)?.id;

/** `messages` with support's messages up to `upTo` read. */
export const withRepliesRead = (messages: readonly ChatMessage[], upTo: number): readonly ChatMessage[] =>
  messages.map((message) =>
    message.from === 'support' && !message.read && message.id <= upTo ? { ...message, read: true } : message,
  );
