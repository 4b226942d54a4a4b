import { describe, expect, it } from 'vitest';
import * as E from '#fp-ts/Either.js';
import { SystemMessageTopics } from './model.js';
import { CHAT_TEXT_MAX, messagePath, validateChatMessage } from './rules.js';

describe('messagePath', () => {
  it('leads every topic to an app page', () => {
    for (const topic of SystemMessageTopics)
      expect(messagePath({ topic })).toMatch(/^\/pages\/[a-z_]+\/[A-Za-z_]+$/);
    expect(messagePath({ topic: 'auction_won' })).toBe('/pages/nft/myNft');
  });
});

describe('validateChatMessage', () => {
  const image = `upload:${'ab'.repeat(16)}`;

  it('trims the text and sends an image alone, or both', () => {
    expect(validateChatMessage({ text: '  Where is my deposit? ', image: null })).toEqual(
      E.right({ text: 'Where is my deposit?', image: null }),
    );
    expect(validateChatMessage({ text: ' ', image })).toEqual(E.right({ text: null, image }));
    expect(validateChatMessage({ text: 'this one', image })).toEqual(E.right({ text: 'this one', image }));
  });

  it('refuses nothing, too much text and anything but a chat upload reference', () => {
    expect(validateChatMessage({ text: ' \n ', image: null })).toEqual(
      E.left(expect.objectContaining({ code: 'MESSAGES.CHAT_EMPTY' })),
    );
    // Characters, not UTF-16 units: 1000 emoji are allowed, 1001 are not.
    expect(E.isRight(validateChatMessage({ text: '😀'.repeat(CHAT_TEXT_MAX), image: null }))).toBe(true);
    expect(validateChatMessage({ text: '😀'.repeat(CHAT_TEXT_MAX + 1), image: null })).toEqual(
      E.left(expect.objectContaining({ code: 'MESSAGES.CHAT_TOO_LONG', params: { max: CHAT_TEXT_MAX } })),
    );
    for (const wrong of ['https://evil.example/x.png', 'upload:../../etc', `upload:${'AB'.repeat(16)}`])
      expect(validateChatMessage({ text: '', image: wrong })).toEqual(
        E.left(expect.objectContaining({ code: 'MESSAGES.CHAT_IMAGE' })),
      );
  });
});
