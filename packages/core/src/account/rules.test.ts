import { describe, expect, it } from 'vitest';
import * as E from '#fp-ts/Either.js';
import { holdEndsAt, isHeld } from './calculators.js';
import {
  securityChannel,
  validateAntiPhishingCode,
  validateAntiPhishingCodeChange,
  validateBankCard,
  validateContactBinding,
  validateImageFile,
  validateInternationalBankCard,
  validateNetworkAddress,
  validatePayPasswordChange,
  validateProfile,
  validateWalletAddress,
} from './rules.js';

const codes = <F extends string>(result: E.Either<Partial<Record<F, { code: string }>>, unknown>) =>
  E.isLeft(result)
    ? Object.fromEntries(Object.entries(result.left).map(([k, v]) => [k, (v as { code: string }).code]))
    : {};

describe('account rules', () => {
  it('takes a profile without a signature, but not a one-letter one', () => {
    expect(E.isRight(validateProfile({ nickname: 'Ada', signature: '' }))).toBe(true);
    expect(codes(validateProfile({ nickname: 'Ada', signature: 'x' }))).toEqual({
      signature: 'SESSION.SIGNATURE_FORMAT',
    });
  });

  it('checks withdrawal addresses by their network', () => {
    expect(E.isRight(validateNetworkAddress('ERC20', '0x52908400098527886E0F7030069857D2E4169EE7'))).toBe(
      true,
    );
    expect(E.isRight(validateNetworkAddress('TRC20', 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8'))).toBe(true);
    expect(E.isRight(validateNetworkAddress('BTC', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'))).toBe(true);
    expect(E.isRight(validateNetworkAddress('BTC', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2'))).toBe(true);
    // An ERC20 address is not a TRC20 one, and base58 has no 0, O, I or l.
    expect(E.isLeft(validateNetworkAddress('TRC20', '0x52908400098527886E0F7030069857D2E4169EE7'))).toBe(
      true,
    );
    expect(E.isLeft(validateNetworkAddress('BTC', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN0'))).toBe(true);
  });

  it('needs a name, a valid address and a QR code for a wallet address', () => {
    const result = validateWalletAddress({ network: 'ERC20', name: ' ', address: '0x12', qrcode: '' });
    expect(codes(result)).toEqual({
      name: 'SHARED.REQUIRED',
      address: 'ACCOUNT.ADDRESS_FORMAT',
      qrcode: 'ACCOUNT.QRCODE_REQUIRED',
    });
  });

  it('requires every bank card field', () => {
    expect(
      codes(validateBankCard({ realName: '', bankName: 'Bank', branch: '', bankAccount: '12' })),
    ).toEqual({
      realName: 'SHARED.REQUIRED',
      branch: 'SHARED.REQUIRED',
      bankAccount: 'ACCOUNT.BANK_ACCOUNT_FORMAT',
    });
    const international = {
      realName: 'Ada Lovelace',
      bankAccount: 'GB33BUKB20201555555555',
      bankName: 'Bank',
      bankAddress: '1 Street, London',
      swiftCode: 'BUKBGB22',
      abaNumber: '021000021',
      phone: '+447700900123',
      cardholderAddress: '2 Road, London',
    };
    expect(E.isRight(validateInternationalBankCard(international))).toBe(true);
    expect(
      codes(validateInternationalBankCard({ ...international, swiftCode: 'BUKB', abaNumber: '12' })),
    ).toEqual({
      swiftCode: 'ACCOUNT.SWIFT_FORMAT',
      abaNumber: 'ACCOUNT.ABA_FORMAT',
    });
  });

  describe('international bank card', () => {
    const iban = {
      realName: 'Ada Lovelace',
      bankAccount: 'DE89 3704 0044 0532 0130 00',
      bankName: 'Commerzbank',
      bankAddress: 'Kaiserplatz, Frankfurt',
      swiftCode: 'COBADEFFXXX',
      abaNumber: '',
      phone: '+4969136200',
      cardholderAddress: '2 Road, Berlin',
    };
    const us = { ...iban, swiftCode: 'CHASUS33', abaNumber: '021000021' };

    it('needs no ABA routing number for a bank outside the US', () => {
      expect(validateInternationalBankCard(iban)).toEqual(E.right(iban));
    });

    it('needs the ABA routing number of a US bank, nine digits', () => {
      expect(E.isRight(validateInternationalBankCard(us))).toBe(true);
      expect(codes(validateInternationalBankCard({ ...us, abaNumber: ' ' }))).toEqual({
        abaNumber: 'ACCOUNT.ABA_REQUIRED',
      });
      expect(codes(validateInternationalBankCard({ ...us, abaNumber: '02100002' }))).toEqual({
        abaNumber: 'ACCOUNT.ABA_FORMAT',
      });
    });

    it('still checks an ABA number given for a bank elsewhere', () => {
      expect(codes(validateInternationalBankCard({ ...iban, abaNumber: '1234' }))).toEqual({
        abaNumber: 'ACCOUNT.ABA_FORMAT',
      });
    });

    it('takes a SWIFT code typed in lower case or in groups, and answers it in capitals', () => {
      expect(validateInternationalBankCard({ ...iban, swiftCode: ' coba de ff xxx ' })).toEqual(
        E.right(iban),
      );
      expect(
        validateInternationalBankCard({ ...us, swiftCode: 'chasus33', abaNumber: ' 021000021 ' }),
      ).toEqual(E.right(us));
      // Lower case is not what makes a US bank optional: its ABA number is still asked for.
      expect(codes(validateInternationalBankCard({ ...us, swiftCode: 'chasus33', abaNumber: '' }))).toEqual({
        abaNumber: 'ACCOUNT.ABA_REQUIRED',
      });
    });
  });

  it('wants a 6-digit payment password, its confirmation and a code', () => {
    expect(
      E.isRight(validatePayPasswordChange({ password: '123456', rePassword: '123456', code: '000111' })),
    ).toBe(true);
    expect(codes(validatePayPasswordChange({ password: '12345a', rePassword: '1', code: '' }))).toEqual({
      password: 'ACCOUNT.PAY_PASSWORD_FORMAT',
      rePassword: 'SESSION.PASSWORDS_INCONSISTENT',
      code: 'SESSION.CODE_FORMAT',
    });
  });

  it('asks for the old address code only when an address is already bound', () => {
    const binding = {
      channel: 'mobile',
      areaCode: '44',
      mobile: '7700900123',
      code: '123456',
      password: 'correct-horse',
    } as const;
    expect(E.isRight(validateContactBinding(binding, false))).toBe(true);
    expect(codes(validateContactBinding(binding, true))).toEqual({ oldCode: 'SESSION.CODE_FORMAT' });
  });

  it('asks for the login password before binding an address', () => {
    const binding = { channel: 'email', email: 'ada@example.com', code: '123456', password: '' } as const;
    expect(codes(validateContactBinding(binding, false))).toEqual({ password: 'SHARED.REQUIRED' });
  });

  it('accepts JPEG, PNG and WebP up to 5 MiB', () => {
    expect(E.isRight(validateImageFile({ type: 'image/webp', size: 1000 }))).toBe(true);
    expect(E.isLeft(validateImageFile({ type: 'image/gif', size: 1000 }))).toBe(true);
    expect(E.isLeft(validateImageFile({ type: 'image/png', size: 5 * 1024 * 1024 + 1 }))).toBe(true);
  });
});

describe('securityChannel', () => {
  it('sends re-authentication codes to the email, else the mobile, else nowhere', () => {
    expect(securityChannel({ email: 'a@b.co', mobile: '+447700900123' })).toBe('email');
    expect(securityChannel({ email: 'a@b.co', mobile: '+447700900123' }, 'mobile')).toBe('mobile');
    expect(securityChannel({ email: 'a@b.co', mobile: null }, 'mobile')).toBe('email');
    expect(securityChannel({ email: null, mobile: '+447700900123' })).toBe('mobile');
    expect(securityChannel({ email: null, mobile: null })).toBeNull();
  });
});

describe('withdrawal holds', () => {
  it('last 24 hours from the change', () => {
    const changed = new Date('2026-01-01T10:00:00Z');
    const until = holdEndsAt(changed).toISOString();
    expect(until).toBe('2026-01-02T10:00:00.000Z');
    expect(isHeld({ until, now: new Date('2026-01-02T09:59:59Z') })).toBe(true);
    expect(isHeld({ until, now: new Date('2026-01-02T10:00:00Z') })).toBe(false);
    expect(isHeld({ until: null, now: changed })).toBe(false);
  });
});

describe('the anti-phishing code', () => {
  it.each(['Ab12', 'tessera', 'MyCode2026', 'A'.repeat(20)])('takes %s', (code) => {
    expect(E.isRight(validateAntiPhishingCode(code))).toBe(true);
  });

  it.each([
    ['too short', 'Ab1'],
    ['too long', 'A'.repeat(21)],
    ['digits only, like a verification code', '123456'],
    ['a space', 'my code'],
    ['a symbol', 'code!'],
    ['a non-Latin letter', 'códe'],
    ['markup', '<b>hi</b>'],
  ])('refuses %s', (_why, code) => {
    const result = validateAntiPhishingCode(code);
    expect(E.isLeft(result) && result.left).toEqual({
      code: 'ACCOUNT.ANTI_PHISHING_FORMAT',
      messageKey: 'validation.antiPhishingFormat',
      params: { min: 4, max: 20 },
    });
  });

  it('trims the code, and needs the six-digit re-authentication code with it', () => {
    expect(validateAntiPhishingCodeChange({ antiPhishingCode: ' Tessera7 ', code: '123456' })).toEqual(
      E.right({ antiPhishingCode: 'Tessera7', code: '123456' }),
    );
    expect(codes(validateAntiPhishingCodeChange({ antiPhishingCode: '12', code: '12' }))).toEqual({
      antiPhishingCode: 'ACCOUNT.ANTI_PHISHING_FORMAT',
      code: 'SESSION.CODE_FORMAT',
    });
  });
});
