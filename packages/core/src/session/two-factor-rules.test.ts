import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as E from '#fp-ts/Either.js';
import {
  formatRecoveryCode,
  normalizeRecoveryCode,
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_LENGTH,
  validateSecondFactor,
  validateTotpCode,
  validateTwoFactorEnable,
} from './rules.js';

const recoveryCode = fc
  .array(fc.constantFrom(...RECOVERY_CODE_ALPHABET), {
    minLength: RECOVERY_CODE_LENGTH,
    maxLength: RECOVERY_CODE_LENGTH,
  })
  .map((chars) => chars.join(''));

describe('two-factor rules', () => {
  it.each(['123456', '000000', '123 456'])('takes %j as an authenticator code', (code) => {
    expect(validateTotpCode(code)).toEqual(E.right(code.replace(' ', '')));
  });

  it.each(['12345', '1234567', 'abcdef', '12345a', '', '１２３４５６'])(
    'refuses %j as an authenticator code',
    (code) => {
      expect(validateTotpCode(code)).toEqual(
        E.left({ code: 'SESSION.TOTP_FORMAT', messageKey: 'validation.totpFormat', params: { length: 6 } }),
      );
    },
  );

  it('reads back every recovery code as shown, in any case, with or without its dashes', () => {
    fc.assert(
      fc.property(recoveryCode, (code) => {
        const shown = formatRecoveryCode(code);
        expect(shown).toMatch(/^([A-Z2-9]{4}-){5}[A-Z2-9]{4}$/);
        expect(normalizeRecoveryCode(shown)).toBe(code);
        expect(validateSecondFactor(shown.toLowerCase())).toEqual(E.right({ kind: 'recovery', code }));
        expect(validateSecondFactor(code)).toEqual(E.right({ kind: 'recovery', code }));
      }),
    );
  });

  it('tells an authenticator code from a recovery code, and refuses anything else', () => {
    expect(validateSecondFactor('654321')).toEqual(E.right({ kind: 'totp', code: '654321' }));
    for (const wrong of ['65432', 'ABCD-EFGH', 'ABCD-EFGH-JKMN-PQRS-TUVW-XYZ0', '']) {
      expect(validateSecondFactor(wrong)).toEqual(
        E.left({
          code: 'SESSION.SECOND_FACTOR_FORMAT',
          messageKey: 'validation.secondFactorFormat',
          params: { length: 6 },
        }),
      );
    }
  });

  it('needs a well-formed code and the password to turn two-factor authentication on', () => {
    expect(validateTwoFactorEnable({ code: '123 456', password: 'secret-1' })).toEqual(
      E.right({ code: '123456', password: 'secret-1' }),
    );
    const refused = validateTwoFactorEnable({ code: '12', password: '' });
    expect(E.isLeft(refused) && Object.keys(refused.left).sort()).toEqual(['code', 'password']);
  });
});
