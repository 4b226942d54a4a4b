import type { ChatAuthor, ChatMessage, PendingChatMessage } from '@tessera/core';

/** One row of the conversation as the chat page draws it, top to bottom. */
export type TimelineItem =
  /** A day's first row: `at` is a moment of that day, for its label. */
  | { readonly kind: 'day'; readonly key: string; readonly at: string }
  | {
      readonly kind: 'message';
      readonly key: string;
      readonly message: ChatMessage;
      /** A user's message support has read: marked so, or answered after it. */
      readonly seen: boolean;
      /** The first of a run by one author: where support's label and avatar go. */
      readonly startsRun: boolean;
    }
  | {
      readonly kind: 'pending';
      readonly key: string;
      readonly pending: PendingChatMessage;
      readonly startsRun: boolean;
    };

/** The calendar day of a moment on this device (`YYYY-MM-DD`), what day separators group by. */
export const localDay = (iso: string): string => {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

/**
 * The conversation's rows: the stored messages oldest first with a separator before each new day,
 * then what the user wrote that is not stored yet (under today's separator). A catch-up only
 * brings newer messages, so the `read` of a user's older message may be stale; support answering
 * after it says it was read (the exchange marks it so too), which is what `seen` shows.
 *
 * @example chatTimeline({ messages: [hello], outbox: [], now, dayOf }) // [day, message(hello)]
 */
export const chatTimeline = ({
  messages,
  outbox,
  now,
  dayOf = localDay,
}: {
  readonly messages: readonly ChatMessage[];
  readonly outbox: readonly PendingChatMessage[];
  /** The current moment (ISO): the day the unsent messages are written on. */
  readonly now: string;
  readonly dayOf?: (iso: string) => string;
}): readonly TimelineItem[] => {
  const items: TimelineItem[] = [];
  let lastDay: string | undefined;
  let lastAuthor: ChatAuthor | undefined;
  const startDay = (at: string) => {
    const day = dayOf(at);
    if (day === lastDay) return false;
    items.push({ kind: 'day', key: `day-${day}`, at });
    lastDay = day;
    return true;
  };
  const lastAnswer = messages.findLastIndex((message) => message.from === 'support');
  messages.forEach((message, index) => {
    const newDay = startDay(message.at);
    items.push({
      kind: 'message',
      key: `m-${message.id}`,
      message,
      seen: message.from === 'user' && (message.read || index < lastAnswer),
      startsRun: newDay || lastAuthor !== message.from,
    });
    lastAuthor = message.from;
  });
  for (const pending of outbox) {
    const newDay = startDay(now);
    items.push({
      kind: 'pending',
      key: `p-${pending.requestId}`,
      pending,
      startsRun: newDay || lastAuthor !== 'user',
    });
    lastAuthor = 'user';
  }
  return items;
};

/** The newest of support's messages, or undefined: what a screen reader is told on arrival. */
export const newestAnswer = (messages: readonly ChatMessage[]): ChatMessage | undefined =>
  messages.findLast((message) => message.from === 'support');
