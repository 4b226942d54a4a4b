import type { ChatMessage } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { parseOperatorArgs } from './operator.js';
import { formatConversations, formatTranscript } from './operator-chat.js';

const env = { TESSERA_SERVER: 'http://127.0.0.1:8080', OPERATOR_KEY: 'key' };
const message = (
  id: number,
  from: ChatMessage['from'],
  text: string | null,
  image: string | null = null,
): ChatMessage => ({
  id,
  from,
  text,
  image,
  read: from === 'user',
  at: `2026-11-27T10:0${id}:00.000Z`,
});

describe('parseOperatorArgs for chat', () => {
  it('reads the list filter, the user shown and the answer', () => {
    expect(parseOperatorArgs(['chat', 'list', '--waiting'], env)).toMatchObject({
      ok: true,
      input: { waiting: true },
    });
    expect(parseOperatorArgs(['chat', 'show', 'alice'], env)).toMatchObject({
      ok: true,
      input: { user: 'alice' },
    });
    expect(parseOperatorArgs(['chat', 'reply', 'alice', '--text', ' Done. '], env)).toMatchObject({
      ok: true,
      input: { user: 'alice', message: 'Done.' },
    });
  });

  it('refuses an answer without text, to nobody, and options of other actions', () => {
    expect(parseOperatorArgs(['chat', 'reply', 'alice'], env)).toEqual({
      ok: false,
      error: 'chat reply needs --text',
    });
    expect(parseOperatorArgs(['chat', 'reply', '--text', 'hi'], env)).toEqual({
      ok: false,
      error: 'chat reply takes one <user>, got 0',
    });
    expect(parseOperatorArgs(['chat', 'show', 'alice', '--waiting'], env)).toEqual({
      ok: false,
      error: 'chat show does not take --waiting',
    });
  });
});

describe('chat tables', () => {
  it('lists conversations with their last message in one line', () => {
    const long = 'x'.repeat(80);
    expect(
      formatConversations(
        [
          {
            user_id: 7,
            user: 'alice',
            unread: 2,
            last: message(2, 'user', `Hello\nthere ${long}`, '/api/files/ab'),
          },
          { user_id: 9, user: 'bob', unread: 0, last: message(3, 'support', 'Done.') },
        ],
        false,
      ),
    ).toBe(
      [
        '2 conversations, most recent first:',
        'user id  user   unread  last from  at                        last message',
        `#7       alice  2       user       2026-11-27T10:02:00.000Z  Hello there ${'x'.repeat(47)}… [image]`,
        '#9       bob    0       support    2026-11-27T10:03:00.000Z  Done.',
      ].join('\n'),
    );
    expect(formatConversations([], true)).toBe('No conversation waits for an answer.');
  });

  it('prints a transcript, support’s messages marked and images by their address', () => {
    expect(
      formatTranscript(
        'alice',
        [message(1, 'user', 'line one\nline two'), message(2, 'support', null, '/api/files/ab')],
        true,
      ),
    ).toBe(
      [
        '(older messages not shown)',
        '#1 2026-11-27T10:01:00.000Z alice (read)',
        '  line one',
        '  line two',
        '#2 2026-11-27T10:02:00.000Z support (unread)',
        '  [image] /api/files/ab',
      ].join('\n'),
    );
    expect(formatTranscript('alice', [], false)).toBe('alice has not written to customer service.');
  });
});
