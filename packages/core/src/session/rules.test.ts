import { describe, expect, it } from 'vitest';
import * as E from '#fp-ts/Either.js';
import {
  validateCode,
  validateNickname,
  validatePassword,
  validateRegistration,
  validateSignature,
} from './rules.js';

const form = {
  kind: 'email' as const,
  userString: ' ada@example.com ',
  areaCode: '',
  code: '123456',
  password: 'secret-1',
  rePassword: 'secret-1',
  inviteCode: 'TESSERA',
};

describe('session rules (spec §5)', () => {
  it('wants a password longer than six characters', () => {
    expect(E.isLeft(validatePassword('123456'))).toBe(true);
    expect(E.isRight(validatePassword('1234567'))).toBe(true);
  });

  it('wants a code of exactly six digits', () => {
    expect(E.isRight(validateCode('012345'))).toBe(true);
    for (const bad of ['12345', '1234567', '12a456', ' 123456'])
      expect(E.isLeft(validateCode(bad))).toBe(true);
  });

  it('takes nicknames of 2–10 Chinese, English or digit characters', () => {
    expect(E.isRight(validateNickname('小明ada7'))).toBe(true);
    expect(E.isLeft(validateNickname('a'))).toBe(true);
    expect(E.isLeft(validateNickname('ada lovelace'))).toBe(true);
  });

  it('takes signatures of 2–30 characters without markup', () => {
    expect(E.isRight(validateSignature('Hello, world'))).toBe(true);
    expect(E.isLeft(validateSignature('<b>hi</b>'))).toBe(true);
    expect(E.isLeft(validateSignature('x'.repeat(31)))).toBe(true);
  });

  it('builds a trimmed registration request from a valid form', () => {
    expect(validateRegistration(form)).toEqual(
      E.right({
        kind: 'email',
        userString: 'ada@example.com',
        code: '123456',
        password: 'secret-1',
        rePassword: 'secret-1',
        inviteCode: 'TESSERA',
      }),
    );
  });

  it('reports each bad field where it belongs', () => {
    const result = validateRegistration({
      ...form,
      kind: 'mobile',
      userString: 'abc',
      rePassword: 'other-1',
    });
    expect(E.isLeft(result) && Object.keys(result.left).sort()).toEqual([
      'areaCode',
      'rePassword',
      'userString',
    ]);
    expect(E.isLeft(result) && result.left.rePassword?.messageKey).toBe('validation.passwordsInconsistent');
  });

  it('needs no code for a username registration', () => {
    const result = validateRegistration({ ...form, kind: 'username', userString: 'ada_l', code: '' });
    expect(E.isRight(result) && result.right.code).toBeUndefined();
  });
});
