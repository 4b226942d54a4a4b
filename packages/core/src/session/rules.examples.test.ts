import { describe, expect, it } from 'vitest';
import * as E from '#fp-ts/Either.js';
import type { ValidationError } from '../shared/validation.js';
import {
  validateAreaCode,
  validateCode,
  validateCodeRequest,
  validateEmail,
  validateInviteCode,
  validateLogin,
  validateMobile,
  validateNickname,
  validatePassword,
  validatePasswordReset,
  validateRegistration,
  validateSignature,
  validateUsername,
} from './rules.js';

type Rule = (value: string) => E.Either<ValidationError, string>;

/** Each example's verdict, so a failure names the example. */
const verdicts = (rule: Rule, examples: readonly string[]) =>
  examples.map((example) => [example, E.isRight(rule(example))]);
const accepts = (rule: Rule, examples: readonly string[]) =>
  expect(verdicts(rule, examples)).toEqual(examples.map((example) => [example, true]));
const refuses = (rule: Rule, examples: readonly string[]) =>
  expect(verdicts(rule, examples)).toEqual(examples.map((example) => [example, false]));
const errorOf = (result: E.Either<ValidationError, unknown>) => (E.isLeft(result) ? result.left : null);

const x = (n: number) => 'x'.repeat(n);

describe('session rules, example by example (spec §5)', () => {
  it('passwords: 7 to 64 characters', () => {
    accepts(validatePassword, ['k7#pQ2x', `k7#pQ2x${x(57)}`]);
    refuses(validatePassword, ['', 'k7#pQ2', `k7#pQ2x${x(58)}`]);
    expect(errorOf(validatePassword('k7#'))).toEqual({
      code: 'SESSION.PASSWORD_LENGTH',
      messageKey: 'validation.passwordLength',
      params: { min: 7, max: 64 },
    });
  });

  it('emails: one @, a dotted domain, no spaces, at most 254 characters', () => {
    accepts(validateEmail, ['a@b.co', 'first.last+tag@mail.example.com', `${x(248)}@b.com`]);
    refuses(validateEmail, [
      `${x(249)}@b.com`,
      'a@b',
      'a@b.',
      'a@.co',
      'a@b..co',
      '@b.co',
      'a@@b.co',
      'a@b@c.co',
      'a b@c.co',
      'a@b c.co',
      ' a@b.co',
      'a@b.co ',
      'a@b.c o',
      '',
    ]);
    expect(errorOf(validateEmail('a@b'))).toEqual({
      code: 'SESSION.EMAIL_FORMAT',
      messageKey: 'validation.emailFormat',
    });
  });

  it('mobile numbers: 5 to 15 digits without the dialing code', () => {
    accepts(validateMobile, ['12345', '123456789012345']);
    refuses(validateMobile, ['1234', '1234567890123456', '+12345', '12 345', '1234a', 'a12345', '12345a']);
    expect(errorOf(validateMobile('1'))?.code).toBe('SESSION.MOBILE_FORMAT');
  });

  it('dialing codes: 1 to 4 digits without +', () => {
    accepts(validateAreaCode, ['1', '44', '1264']);
    refuses(validateAreaCode, ['', '12345', '+44', '4a', 'a4']);
    expect(errorOf(validateAreaCode(''))?.code).toBe('SESSION.AREA_CODE_FORMAT');
  });

  it('usernames: a letter, then 3 to 19 letters, digits or underscores', () => {
    accepts(validateUsername, ['ada_', 'Ada9', `a${x(19)}`, 'Z_9_']);
    refuses(validateUsername, [
      'ada',
      `a${x(20)}`,
      '1ada',
      '_ada',
      'ad-a',
      'adá1',
      'ada l',
      ' ada1',
      'ada1 ',
    ]);
    expect(errorOf(validateUsername('ada'))).toEqual({
      code: 'SESSION.USERNAME_FORMAT',
      messageKey: 'validation.usernameFormat',
      params: { min: 4, max: 20 },
    });
  });

  it('invitation codes: 4 to 16 letters or digits', () => {
    accepts(validateInviteCode, ['AB12', 'ab12', `A${x(15)}`]);
    refuses(validateInviteCode, ['AB1', `A${x(16)}`, 'AB_12', 'AB 12', 'AB-12']);
    expect(errorOf(validateInviteCode('A'))?.code).toBe('SESSION.INVITE_CODE_FORMAT');
  });

  it('nicknames: 2 to 10 Chinese characters, English letters or digits', () => {
    accepts(validateNickname, ['小明', 'ad', '7z', 'Ada小明2026', `a${x(9)}`]);
    refuses(validateNickname, ['a', '小', `a${x(10)}`, 'ad a', 'ada!', 'José', 'あい', '민수', 'ada_l']);
    expect(errorOf(validateNickname('a'))).toEqual({
      code: 'SESSION.NICKNAME_FORMAT',
      messageKey: 'validation.nicknameFormat',
      params: { min: 2, max: 10 },
    });
  });

  it('signatures: 2 to 30 characters (emoji count once), no markup or control characters', () => {
    accepts(validateSignature, ['hi', x(30), '😀😀', '😀'.repeat(30), 'Hello, world (2026) & more!']);
    refuses(validateSignature, [
      'h',
      '😀',
      x(31),
      '😀'.repeat(31),
      'a<b',
      'a>b',
      'a{b',
      'a}b',
      'a\\b',
      'a\u0007b',
      'a\nb',
    ]);
    expect(errorOf(validateSignature('h'))).toEqual({
      code: 'SESSION.SIGNATURE_FORMAT',
      messageKey: 'validation.signatureFormat',
      params: { min: 2, max: 30 },
    });
  });
});

describe('session forms', () => {
  it('login: needs something in both fields and trims only the identifier', () => {
    expect(validateLogin({ userString: ' ada ', password: ' pass ' })).toEqual(
      E.right({ userString: 'ada', password: ' pass ' }),
    );
    expect(validateLogin({ userString: '  ', password: ' ' })).toEqual(
      E.left({
        userString: { code: 'SHARED.REQUIRED', messageKey: 'validation.required' },
        password: { code: 'SHARED.REQUIRED', messageKey: 'validation.required' },
      }),
    );
  });

  const registration = {
    kind: 'mobile' as const,
    userString: ' 7700900123 ',
    areaCode: '44',
    code: '123456',
    password: 'k7#pQ2xz',
    rePassword: 'k7#pQ2xz',
    inviteCode: ' TESSERA ',
  };

  it('registration by mobile keeps the dialing code and the code; by email the code only', () => {
    expect(validateRegistration(registration)).toEqual(
      E.right({
        kind: 'mobile',
        userString: '7700900123',
        areaCode: '44',
        code: '123456',
        password: 'k7#pQ2xz',
        rePassword: 'k7#pQ2xz',
        inviteCode: 'TESSERA',
      }),
    );
    const byEmail = validateRegistration({
      ...registration,
      kind: 'email',
      userString: 'a@b.co',
      areaCode: 'x',
    });
    expect(E.isRight(byEmail) && byEmail.right).toStrictEqual({
      kind: 'email',
      userString: 'a@b.co',
      code: '123456',
      password: 'k7#pQ2xz',
      rePassword: 'k7#pQ2xz',
      inviteCode: 'TESSERA',
    });
  });

  it('registration checks the code for email and mobile, not for usernames, and each field by its rule', () => {
    const fields = (form: Parameters<typeof validateRegistration>[0]) => {
      const result = validateRegistration(form);
      return E.isLeft(result) ? Object.keys(result.left).sort() : [];
    };
    expect(fields({ ...registration, code: '12345' })).toEqual(['code']);
    expect(fields({ ...registration, kind: 'email', userString: 'a@b.co', code: '' })).toEqual(['code']);
    expect(
      fields({ ...registration, kind: 'username', userString: 'ada_l', code: '', areaCode: '' }),
    ).toEqual([]);
    expect(fields({ ...registration, kind: 'username', userString: '7700900123' })).toEqual(['userString']);
    expect(fields({ ...registration, areaCode: '' })).toEqual(['areaCode']);
    expect(fields({ ...registration, password: 'short', rePassword: 'short' })).toEqual(['password']);
    expect(fields({ ...registration, inviteCode: ' x ' })).toEqual(['inviteCode']);
  });

  it('password reset: an identifier, a six-digit code and a confirmed password', () => {
    const form = { userString: ' ada ', code: '123456', password: 'k7#pQ2xz', rePassword: 'k7#pQ2xz' };
    expect(validatePasswordReset(form)).toEqual(E.right({ ...form, userString: 'ada' }));
    const result = validatePasswordReset({
      userString: ' ',
      code: '1',
      password: 'short',
      rePassword: 'other',
    });
    expect(E.isLeft(result) && Object.keys(result.left).sort()).toEqual([
      'code',
      'password',
      'rePassword',
      'userString',
    ]);
  });

  it('a code goes to a valid email, or to a valid mobile with its dialing code', () => {
    expect(validateCodeRequest('email', ' a@b.co ', '', 'register')).toEqual(
      E.right({ channel: 'email', to: 'a@b.co', scene: 'register' }),
    );
    expect(validateCodeRequest('mobile', ' 7700900123 ', '44', 'forget')).toEqual(
      E.right({ channel: 'mobile', to: '7700900123', areaCode: '44', scene: 'forget' }),
    );
    expect(errorOf(validateCodeRequest('email', 'a@b', '', 'register'))?.code).toBe('SESSION.EMAIL_FORMAT');
    expect(errorOf(validateCodeRequest('mobile', '77', '44', 'bind'))?.code).toBe('SESSION.MOBILE_FORMAT');
    expect(errorOf(validateCodeRequest('mobile', '7700900123', '+44', 'bind'))?.code).toBe(
      'SESSION.AREA_CODE_FORMAT',
    );
  });

  it('names each broken rule with its message key', () => {
    expect(errorOf(validateCode('1'))).toEqual({
      code: 'SESSION.CODE_FORMAT',
      messageKey: 'validation.codeFormat',
      params: { length: 6 },
    });
    expect(errorOf(validateMobile('1'))).toEqual({
      code: 'SESSION.MOBILE_FORMAT',
      messageKey: 'validation.mobileFormat',
    });
    expect(errorOf(validateAreaCode(''))).toEqual({
      code: 'SESSION.AREA_CODE_FORMAT',
      messageKey: 'validation.areaCode',
    });
    expect(errorOf(validateInviteCode('A'))).toEqual({
      code: 'SESSION.INVITE_CODE_FORMAT',
      messageKey: 'validation.inviteCodeFormat',
    });
  });
});
