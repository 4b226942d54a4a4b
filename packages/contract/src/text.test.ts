import * as t from 'io-ts';
import { describe, expect, it } from 'vitest';
import * as E from '#fp-ts/Either.js';
import { Text } from './codecs.js';
import { contract } from './contract.js';

/** The string codecs a params codec is made of, with the path that leads to each. */
const stringLeaves = (codec: t.Mixed, path: string): { path: string; codec: t.Mixed }[] => {
  if (codec instanceof t.InterfaceType || codec instanceof t.PartialType) {
    return Object.entries(codec.props as Record<string, t.Mixed>).flatMap(([key, prop]) =>
      stringLeaves(prop, `${path}.${key}`),
    );
  }
  if (codec instanceof t.IntersectionType || codec instanceof t.UnionType) {
    return (codec.types as t.Mixed[]).flatMap((member) => stringLeaves(member, path));
  }
  return codec.name === 'string' || codec === Text ? [{ path, codec }] : [];
};

describe('Text', () => {
  it.each([
    ['NUL', 'a\u0000b'],
    ['a line feed', 'a\nb'],
    ['a tab', 'a\tb'],
    ['DEL', 'a\u007fb'],
    ['a C1 control', 'a\u0085b'],
    ['a right-to-left override', 'admin\u202Egnp.exe'],
    ['a left-to-right isolate', 'a\u2066b'],
    ['a lone high surrogate', 'a\ud83db'],
    ['a lone low surrogate', 'a\ude00b'],
  ])('refuses %s', (_name, text) => {
    expect(E.isLeft(Text.decode(text))).toBe(true);
  });

  it.each([
    ['plain text', 'Ada Lovelace'],
    ['an emoji (a surrogate pair)', 'moon 🌕'],
    ['Chinese', '中本聪'],
    ['Thai with combining marks', 'สวัสดี'],
    ['Arabic, right to left by itself', 'مرحبا'],
    ['the empty string', ''],
  ])('accepts %s', (_name, text) => {
    expect(Text.decode(text)).toEqual(E.right(text));
  });

  it('refuses what is not a string', () => {
    for (const value of [1, null, undefined, {}, ['a']]) expect(E.isLeft(Text.decode(value))).toBe(true);
  });

  it('is the only string codec any endpoint takes as a parameter', () => {
    const bare = Object.entries(contract).flatMap(([name, entry]) =>
      stringLeaves(entry.params, name)
        .filter((leaf) => leaf.codec !== Text)
        .map((leaf) => leaf.path),
    );
    expect(bare).toEqual([]);
    // The walk does find the texts, so an empty list above is not an accident of the walk.
    expect(stringLeaves(contract.login.params, 'login').map((leaf) => leaf.path)).toEqual([
      'login.user_string',
      'login.password',
    ]);
  });
});
