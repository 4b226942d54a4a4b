import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mergeChat, newestChatId, newestUnreadReply, withRepliesRead } from './calculators.js';
import type { ChatMessage } from './model.js';

const message = (id: number, from: ChatMessage['from'] = 'user', read = false): ChatMessage => ({
  id,
  from,
  text: `#${id}`,
  image: null,
  read,
  at: '2026-11-27T10:00:00.000Z',
});

describe('mergeChat', () => {
  it('keeps one copy of each message, oldest first, the newer copy winning', () => {
    const merged = mergeChat([message(1), message(2, 'support')], [message(2, 'support', true), message(3)]);
    expect(merged.map((m) => m.id)).toEqual([1, 2, 3]);
    expect(merged[1]?.read).toBe(true);
  });

  it('shows every message once however often and in whatever order it is heard', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.integer({ min: 1, max: 40 }), { maxLength: 15 }), { maxLength: 8 }),
        (deliveries) => {
          const shown = deliveries.reduce<readonly ChatMessage[]>(
            (known, ids) =>
              mergeChat(
                known,
                ids.map((id) => message(id)),
              ),
            [],
          );
          const ids = shown.map((m) => m.id);
          expect(ids).toEqual([...new Set(deliveries.flat())].sort((a, b) => a - b));
        },
      ),
    );
  });
});

describe('reading', () => {
  const conversation = [message(1), message(2, 'support'), message(3), message(4, 'support'), message(5)];

  it('catches up from the newest message, 0 when there is none', () => {
    expect(newestChatId(conversation)).toBe(5);
    expect(newestChatId([])).toBe(0);
  });

  it('marks support’s messages read up to one, never the user’s own', () => {
    expect(newestUnreadReply(conversation)).toBe(4);
    const read = withRepliesRead(conversation, 2);
    expect(read.map((m) => m.read)).toEqual([false, true, false, false, false]);
    expect(newestUnreadReply(read)).toBe(4);
    expect(newestUnreadReply(withRepliesRead(read, 4))).toBeUndefined();
  });
});
