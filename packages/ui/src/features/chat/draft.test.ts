import { CHAT_TEXT_MAX } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { checkDraft, draftLength, sendsOnEnter, showsCounter } from './draft';

const IMAGE = `upload:${'a'.repeat(32)}`;

describe('a chat draft', () => {
  it('counts characters as core does: trimmed, an emoji or a CJK character as one', () => {
    expect(draftLength('  hello \n')).toBe(5);
    expect(draftLength('👋🏽')).toBe(2);
    expect(draftLength('您好')).toBe(2);
  });

  it('shows the counter from a hundred characters before the limit', () => {
    expect(showsCounter(CHAT_TEXT_MAX - 101)).toBe(false);
    expect(showsCounter(CHAT_TEXT_MAX - 100)).toBe(true);
    expect(showsCounter(CHAT_TEXT_MAX + 5)).toBe(true);
  });

  it('sends text, a photo or both, and says nothing about an empty box', () => {
    expect(checkDraft(' Hi ', null)).toEqual({ message: { text: 'Hi', image: null }, problem: undefined });
    expect(checkDraft('', IMAGE)).toEqual({ message: { text: null, image: IMAGE }, problem: undefined });
    expect(checkDraft('  ', null)).toEqual({ message: undefined, problem: undefined });
  });

  it('words a message over the limit with core’s key and its limit', () => {
    const { message, problem } = checkDraft('x'.repeat(CHAT_TEXT_MAX + 1), null);
    expect(message).toBeUndefined();
    expect(problem).toMatchObject({ messageKey: 'messages.chatTooLong', params: { max: CHAT_TEXT_MAX } });
  });

  it('sends on Enter alone with a keyboard, never on Shift+Enter, a touch screen or a composition', () => {
    const press = { key: 'Enter', shiftKey: false, isComposing: false };
    expect(sendsOnEnter(press, false)).toBe(true);
    expect(sendsOnEnter({ ...press, shiftKey: true }, false)).toBe(false);
    expect(sendsOnEnter(press, true)).toBe(false);
    expect(sendsOnEnter({ ...press, isComposing: true }, false)).toBe(false);
    expect(sendsOnEnter({ ...press, key: 'a' }, false)).toBe(false);
  });
});
