import type { ChatMessage, PendingChatMessage } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { chatTimeline, newestAnswer } from './timeline';

/** Days in UTC, so the test reads the same in every time zone. */
const dayOf = (iso: string) => iso.slice(0, 10);
const NOW = '2026-11-28T09:00:00.000Z';

const message = (id: number, from: ChatMessage['from'], at: string, read = false): ChatMessage => ({
  id,
  from,
  text: `message ${id}`,
  image: null,
  read,
  at,
});

const pending = (requestId: string, state: PendingChatMessage['state'] = 'queued'): PendingChatMessage => ({
  requestId,
  message: { text: 'on its way', image: null },
  state,
  failure: null,
});

const shape = (items: ReturnType<typeof chatTimeline>) =>
  items.map((item) =>
    item.kind === 'day'
      ? `day ${dayOf(item.at)}`
      : item.kind === 'message'
        ? `${item.message.from} ${item.message.id}${item.startsRun ? ' first' : ''}`
        : `pending ${item.pending.requestId}${item.startsRun ? ' first' : ''}`,
  );

describe('the chat timeline', () => {
  it('puts a separator before each new day and marks where each author’s run starts', () => {
    const items = chatTimeline({
      messages: [
        message(1, 'user', '2026-11-27T10:00:00.000Z'),
        message(2, 'user', '2026-11-27T10:01:00.000Z'),
        message(3, 'support', '2026-11-27T10:05:00.000Z'),
        message(4, 'support', '2026-11-28T08:00:00.000Z'),
      ],
      outbox: [],
      now: NOW,
      dayOf,
    });
    expect(shape(items)).toEqual([
      'day 2026-11-27',
      'user 1 first',
      'user 2',
      'support 3 first',
      'day 2026-11-28',
      'support 4 first',
    ]);
  });

  it('shows the unsent messages last, under today, each once by its request id', () => {
    const items = chatTimeline({
      messages: [message(1, 'support', '2026-11-27T10:00:00.000Z')],
      outbox: [pending('a', 'failed'), pending('b', 'sending')],
      now: NOW,
      dayOf,
    });
    expect(shape(items)).toEqual([
      'day 2026-11-27',
      'support 1 first',
      'day 2026-11-28',
      'pending a first',
      'pending b',
    ]);
    expect(new Set(items.map((item) => item.key)).size).toBe(items.length);
  });

  it('counts a user’s message as seen when support marked it read or answered after it', () => {
    const items = chatTimeline({
      messages: [
        message(1, 'user', '2026-11-28T08:00:00.000Z', false),
        message(2, 'support', '2026-11-28T08:01:00.000Z'),
        message(3, 'user', '2026-11-28T08:02:00.000Z', true),
        message(4, 'user', '2026-11-28T08:03:00.000Z', false),
      ],
      outbox: [],
      now: NOW,
      dayOf,
    });
    const seen = items.flatMap((item) => (item.kind === 'message' ? [[item.message.id, item.seen]] : []));
    // Support's own messages are never "seen" by this measure: the ticks are the user's.
    expect(seen).toEqual([
      [1, true],
      [2, false],
      [3, true],
      [4, false],
    ]);
  });

  it('starts an empty conversation with nothing', () => {
    expect(chatTimeline({ messages: [], outbox: [], now: NOW, dayOf })).toEqual([]);
  });

  it('finds support’s newest message', () => {
    const messages = [message(1, 'support', NOW), message(2, 'support', NOW), message(3, 'user', NOW)];
    expect(newestAnswer(messages)?.id).toBe(2);
    expect(newestAnswer([message(1, 'user', NOW)])).toBeUndefined();
  });
});
