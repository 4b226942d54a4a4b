import { describe, expect, it } from 'vitest';
import * as E from '#fp-ts/Either.js';
import type { Network } from './model.js';
import {
  securityChannel,
  validateBankCard,
  validateContactBinding,
  validateImageFile,
  validateInternationalBankCard,
  validateLoginPasswordChange,
  validateNetworkAddress,
  validatePayPassword,
  validatePayPasswordChange,
  validateProfile,
  validateWalletAddress,
} from './rules.js';

const codes = (result: E.Either<Partial<Record<string, { code: string }>>, unknown>) =>
  E.isLeft(result)
    ? Object.fromEntries(Object.entries(result.left).map(([field, error]) => [field, error?.code]))
    : {};

const card = { realName: 'Ada Lovelace', bankName: 'Bank', branch: 'London', bankAccount: 'DE89 3704 0044' };

describe('account rules, example by example', () => {
  it('profile: trims both fields and takes a 2–10 character nickname', () => {
    expect(validateProfile({ nickname: ' Ada ', signature: ' Hello ' })).toEqual(
      E.right({ nickname: 'Ada', signature: 'Hello' }),
    );
    expect(validateProfile({ nickname: 'Ada', signature: '   ' })).toEqual(
      E.right({ nickname: 'Ada', signature: '' }),
    );
    expect(codes(validateProfile({ nickname: 'A', signature: '' }))).toEqual({
      nickname: 'SESSION.NICKNAME_FORMAT',
    });
  });

  it('payment passwords: exactly six ASCII digits', () => {
    expect(E.isRight(validatePayPassword('012345'))).toBe(true);
    for (const bad of ['12345', '1234567', '12345a', ' 12345', '１２３４５６'])
      expect([bad, E.isRight(validatePayPassword(bad))]).toEqual([bad, false]);
    expect(E.isLeft(validatePayPassword('1')) && validatePayPassword('1')).toEqual(
      E.left({ code: 'ACCOUNT.PAY_PASSWORD_FORMAT', messageKey: 'validation.payPasswordFormat' }),
    );
  });

  it('login password changes: the password rule, its confirmation and a code', () => {
    const change = { password: 'k7#pQ2xz', rePassword: 'k7#pQ2xz', code: '123456', endOtherSessions: true };
    expect(validateLoginPasswordChange(change)).toEqual(E.right(change));
    expect(
      codes(validateLoginPasswordChange({ ...change, password: 'short', rePassword: 'other', code: '1' })),
    ).toEqual({
      password: 'SESSION.PASSWORD_LENGTH',
      rePassword: 'SESSION.PASSWORDS_INCONSISTENT',
      code: 'SESSION.CODE_FORMAT',
    });
  });

  it('bank cards: free text up to its length without markup, account numbers of 8–34 letters, digits, spaces or dashes', () => {
    expect(validateBankCard(card)).toEqual(E.right(card));
    expect(E.isRight(validateBankCard({ ...card, realName: 'x'.repeat(60), bankName: 'x'.repeat(80) }))).toBe(
      true,
    );
    expect(
      codes(validateBankCard({ ...card, realName: 'x'.repeat(61), bankName: 'x'.repeat(81), branch: 'a<b' })),
    ).toEqual({
      realName: 'ACCOUNT.TEXT_FORMAT',
      bankName: 'ACCOUNT.TEXT_FORMAT',
      branch: 'ACCOUNT.TEXT_FORMAT',
    });
    for (const branch of ['a>b', 'a{b', 'a}b', 'a\\b', 'a\u0000b'])
      expect([branch, codes(validateBankCard({ ...card, branch }))]).toEqual([
        branch,
        { branch: 'ACCOUNT.TEXT_FORMAT' },
      ]);
    const tooLong = validateBankCard({ ...card, realName: 'x'.repeat(61) });
    expect(E.isLeft(tooLong) && tooLong.left.realName?.params).toEqual({ max: 60 });
    for (const bankAccount of ['12345678', 'x'.repeat(34), 'GB33-BUKB 2020', ' 12345678 '])
      expect([bankAccount, codes(validateBankCard({ ...card, bankAccount }))]).toEqual([bankAccount, {}]);
    for (const bankAccount of ['1234567', 'x'.repeat(35), '1234_5678', '1234.5678'])
      expect([bankAccount, codes(validateBankCard({ ...card, bankAccount }))]).toEqual([
        bankAccount,
        { bankAccount: 'ACCOUNT.BANK_ACCOUNT_FORMAT' },
      ]);
  });

  it('withdrawal addresses: the format of their network', () => {
    const valid: [Network, string][] = [
      ['BTC', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2'],
      ['BTC', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy'],
      ['BTC', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'],
      ['BTC', `1${'a'.repeat(25)}`],
      ['BTC', `3${'a'.repeat(34)}`],
      ['BTC', `bc1${'q'.repeat(11)}`],
      ['BTC', `bc1${'q'.repeat(71)}`],
      ['ERC20', `0x${'aF09'.repeat(10)}`],
      ['TRC20', 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8'],
      ['TRC20', ' TJRabPrwbZy45sbavfcjinPJC18kjpRTv8 '],
    ];
    const invalid: [Network, string][] = [
      ['BTC', `1${'a'.repeat(24)}`],
      ['BTC', `3${'a'.repeat(35)}`],
      ['BTC', `2${'a'.repeat(30)}`],
      ['BTC', `1${'a'.repeat(24)}l`],
      ['BTC', `bc1${'q'.repeat(10)}`],
      ['BTC', `bc1${'q'.repeat(72)}`],
      ['BTC', `bc1${'q'.repeat(20)}b`],
      ['BTC', `x1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2`],
      ['ERC20', `0x${'a'.repeat(39)}`],
      ['ERC20', `0x${'a'.repeat(41)}`],
      ['ERC20', `0x${'g'.repeat(40)}`],
      ['ERC20', `1x${'a'.repeat(40)}`],
      ['TRC20', `T${'a'.repeat(32)}`],
      ['TRC20', `T${'a'.repeat(34)}`],
      ['TRC20', `T${'a'.repeat(32)}0`],
      ['TRC20', `A${'a'.repeat(33)}`],
    ];
    for (const [network, address] of valid)
      expect([network, address, E.isRight(validateNetworkAddress(network, address))]).toEqual([
        network,
        address,
        true,
      ]);
    for (const [network, address] of invalid)
      expect([network, address, E.isRight(validateNetworkAddress(network, address))]).toEqual([
        network,
        address,
        false,
      ]);
    expect(validateNetworkAddress('ERC20', '0x1')).toEqual(
      E.left({
        code: 'ACCOUNT.ADDRESS_FORMAT',
        messageKey: 'validation.addressFormat',
        params: { network: 'ERC20' },
      }),
    );
  });

  it('a wallet address is saved trimmed, with its QR code', () => {
    const draft = {
      network: 'TRC20',
      name: ' Cold ',
      address: ' TJRabPrwbZy45sbavfcjinPJC18kjpRTv8 ',
      qrcode: 'upload:1',
    } as const;
    expect(validateWalletAddress(draft)).toEqual(
      E.right({ ...draft, name: 'Cold', address: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8' }),
    );
    expect(codes(validateWalletAddress({ ...draft, name: 'x'.repeat(31), qrcode: ' ' }))).toEqual({
      name: 'ACCOUNT.TEXT_FORMAT',
      qrcode: 'ACCOUNT.QRCODE_REQUIRED',
    });
  });

  it('images: JPEG, PNG or WebP of at most 5 MiB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp'])
      expect([type, E.isRight(validateImageFile({ type, size: 5 * 1024 * 1024 }))]).toEqual([type, true]);
    expect(validateImageFile({ type: 'image/svg+xml', size: 10 })).toEqual(
      E.left({ code: 'ACCOUNT.IMAGE_TYPE', messageKey: 'validation.imageType' }),
    );
    expect(validateImageFile({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toEqual(
      E.left({ code: 'ACCOUNT.IMAGE_TOO_LARGE', messageKey: 'validation.imageTooLarge', params: { mb: 5 } }),
    );
  });

  it('re-authentication codes: an empty contact counts as not bound', () => {
    expect(securityChannel({ email: '', mobile: '7700900123' })).toBe('mobile');
    expect(securityChannel({ email: 'a@b.co', mobile: '' }, 'mobile')).toBe('email');
    expect(securityChannel({ email: '', mobile: '' }, 'mobile')).toBeNull();
    expect(securityChannel({ email: null, mobile: null }, 'mobile')).toBeNull();
  });

  it('says which rule a field broke, in a key the UI translates', () => {
    expect(validateBankCard({ ...card, realName: ' ', branch: 'a<b', bankAccount: '1234' })).toEqual(
      E.left({
        realName: { code: 'SHARED.REQUIRED', messageKey: 'validation.required' },
        branch: { code: 'ACCOUNT.TEXT_FORMAT', messageKey: 'validation.textFormat', params: { max: 80 } },
        bankAccount: { code: 'ACCOUNT.BANK_ACCOUNT_FORMAT', messageKey: 'validation.bankAccountFormat' },
      }),
    );
    // Spaces around an account number do not count towards its eight characters.
    expect(codes(validateBankCard({ ...card, bankAccount: ' 1234567 ' }))).toEqual({
      bankAccount: 'ACCOUNT.BANK_ACCOUNT_FORMAT',
    });
    const draft = {
      network: 'BTC',
      name: 'Cold',
      address: '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2',
      qrcode: '',
    } as const;
    expect(validateWalletAddress(draft)).toEqual(
      E.left({ qrcode: { code: 'ACCOUNT.QRCODE_REQUIRED', messageKey: 'validation.qrcodeRequired' } }),
    );
  });

  it('payment password changes are sent as entered', () => {
    const change = { password: '135790', rePassword: '135790', code: '000111' };
    expect(validatePayPasswordChange(change)).toEqual(E.right(change));
  });

  it('international cards: a phone of 6–16 digits with an optional +, and errors the form can show', () => {
    const international = {
      realName: 'Ada Lovelace',
      bankAccount: 'GB33BUKB20201555555555',
      bankName: 'Bank',
      bankAddress: '1 Street, London',
      swiftCode: 'BUKBGB22',
      abaNumber: '',
      phone: '+447700900123',
      cardholderAddress: '2 Road, London',
    };
    const phoneOk = (phone: string) => codes(validateInternationalBankCard({ ...international, phone }));
    for (const phone of ['123456', '+123456', '1'.repeat(16), ' +447700900123 '])
      expect([phone, phoneOk(phone)]).toEqual([phone, {}]);
    for (const phone of [
      '12345',
      '1'.repeat(17),
      '++123456',
      '+44 7700 900123',
      'x+447700900123',
      '+447700900123x',
    ])
      expect([phone, phoneOk(phone)]).toEqual([phone, { phone: 'ACCOUNT.PHONE_FORMAT' }]);
    expect(validateInternationalBankCard({ ...international, phone: '1', swiftCode: 'BUKB' })).toEqual(
      E.left({
        swiftCode: { code: 'ACCOUNT.SWIFT_FORMAT', messageKey: 'validation.swiftFormat' },
        phone: { code: 'ACCOUNT.PHONE_FORMAT', messageKey: 'validation.mobileFormat' },
      }),
    );
    const us = { ...international, swiftCode: 'CHASUS33' };
    expect(validateInternationalBankCard(us)).toEqual(
      E.left({ abaNumber: { code: 'ACCOUNT.ABA_REQUIRED', messageKey: 'validation.abaRequired' } }),
    );
    for (const abaNumber of ['02100002', '0210000210', 'x021000021', '021000021x'])
      expect([abaNumber, validateInternationalBankCard({ ...us, abaNumber })]).toEqual([
        abaNumber,
        E.left({ abaNumber: { code: 'ACCOUNT.ABA_FORMAT', messageKey: 'validation.abaFormat' } }),
      ]);
    expect(E.isRight(validateInternationalBankCard({ ...us, abaNumber: ' 021000021 ' }))).toBe(true);
  });

  it('checks the trimmed signature, SWIFT codes and addresses from their first character to their last', () => {
    expect(codes(validateProfile({ nickname: 'Ada', signature: ' x ' }))).toEqual({
      signature: 'SESSION.SIGNATURE_FORMAT',
    });
    const international = {
      realName: 'Ada Lovelace',
      bankAccount: 'GB33BUKB20201555555555',
      bankName: 'Bank',
      bankAddress: '1 Street, London',
      swiftCode: 'BUKBGB22',
      abaNumber: '',
      phone: '+447700900123',
      cardholderAddress: '2 Road, London',
    };
    for (const swiftCode of ['1BUKBGB22', 'BUKBGB22X', 'BUKBGB22XXXX'])
      expect([swiftCode, codes(validateInternationalBankCard({ ...international, swiftCode }))]).toEqual([
        swiftCode,
        { swiftCode: 'ACCOUNT.SWIFT_FORMAT' },
      ]);
    expect(E.isLeft(validateNetworkAddress('ERC20', `a0x${'a'.repeat(40)}`))).toBe(true);
    expect(E.isLeft(validateNetworkAddress('TRC20', 'xTJRabPrwbZy45sbavfcjinPJC18kjpRTv8'))).toBe(true);
  });

  it('contact bindings: the new address by its channel, its code, the old contact’s code when there is one, the password', () => {
    const email = { channel: 'email', email: ' ada@example.com ', code: '123456', password: 'pw' } as const;
    const mobile = {
      channel: 'mobile',
      areaCode: '44',
      mobile: ' 7700900123 ',
      code: '123456',
      password: 'pw',
    } as const;
    expect(validateContactBinding(email, false)).toEqual(E.right(email));
    expect(validateContactBinding(mobile, false)).toEqual(E.right(mobile));
    expect(codes(validateContactBinding({ ...email, email: 'ada@' }, false))).toEqual({
      address: 'SESSION.EMAIL_FORMAT',
    });
    expect(codes(validateContactBinding({ ...mobile, mobile: '77' }, false))).toEqual({
      address: 'SESSION.MOBILE_FORMAT',
    });
    expect(codes(validateContactBinding({ ...mobile, areaCode: '+44' }, false))).toEqual({
      areaCode: 'SESSION.AREA_CODE_FORMAT',
    });
    expect(validateContactBinding({ ...email, code: '1' }, true)).toEqual(
      E.left({
        code: { code: 'SESSION.CODE_FORMAT', messageKey: 'validation.codeFormat', params: { length: 6 } },
        oldCode: { code: 'SESSION.CODE_FORMAT', messageKey: 'validation.codeFormat', params: { length: 6 } },
      }),
    );
    expect(E.isRight(validateContactBinding({ ...email, oldCode: '654321' }, true))).toBe(true);
    expect(validateContactBinding({ ...email, password: '' }, false)).toEqual(
      E.left({ password: { code: 'SHARED.REQUIRED', messageKey: 'validation.required' } }),
    );
  });
});
