import { BankCardCodec, InternationalBankCardCodec } from '@tessera/contract';
import * as E from 'fp-ts/lib/Either.js';
import type * as t from 'io-ts';
import { describe, expect, it } from 'vitest';
import { describeOnEachDatabase } from './support/harness.js';

const DOMESTIC = {
  real_name: 'Ada Lovelace',
  bank_name: 'Bank of Tessera',
  branch: 'Main Street',
  bank_account: '6222 0000 1111 2222',
};
const INTERNATIONAL = {
  real_name: 'Ada Lovelace',
  bank_account: 'GB82WEST12345698765432',
  bank_name: 'Westminster Bank',
  bank_address: '1 Bank Street, London',
  swift_code: 'WESTGB2L',
  aba_number: '021000021',
  phone: '+447700900123',
  cardholder_address: '12 Analytical Road, London',
};

describeOnEachDatabase('bank cards', (h) => {
  const signedIn = async () => h.api.login(await h.api.registerByEmail());

  describe.each([
    ['domestic', '/user/cash_save', '/user/cash_info', DOMESTIC, BankCardCodec],
    [
      'international',
      '/user/cash_save_international',
      '/user/cash_info_international',
      INTERNATIONAL,
      InternationalBankCardCodec,
    ],
  ] as const)('%s', (_kind, save, read, card, codec) => {
    it('is null until saved, then answers the card; saving again replaces it', async () => {
      const token = await signedIn();
      expect((await h.api.post(read, {}, { token })).body).toEqual({ type: 'ok', message: null });

      const saved = await h.api.post(save, { ...card, real_name: `  ${card.real_name}  ` }, { token });
      expect(saved.body).toEqual({ type: 'ok', message: 'Your bank card has been saved' });
      const first = (await h.api.post(read, {}, { token })).body.message;
      expect(E.isRight((codec as t.Any).decode(first))).toBe(true);
      expect(first).toEqual(card);

      expect(
        (await h.api.post(save, { ...card, bank_name: 'Another Bank' }, { token, form: true })).body.type,
      ).toBe('ok');
      expect((await h.api.post(read, {}, { token })).body.message).toEqual({
        ...card,
        bank_name: 'Another Bank',
      });
    });

    it('refuses a missing or blank field and changes nothing', async () => {
      const token = await signedIn();
      await h.api.post(save, card, { token });
      const { bank_name: _omitted, ...missing } = card;
      expect((await h.api.post(save, missing, { token })).body.code).toBe('SHARED.INVALID_PARAMS');
      expect((await h.api.post(save, { ...card, bank_name: '   ' }, { token })).body.code).toBe(
        'SHARED.REQUIRED',
      );
      expect((await h.api.post(save, { ...card, bank_account: '12' }, { token })).body.code).toBe(
        'ACCOUNT.BANK_ACCOUNT_FORMAT',
      );
      expect((await h.api.post(read, {}, { token })).body.message).toEqual(card);
    });

    it('needs a session', async () => {
      expect((await h.api.post(read, {})).body.type).toBe(999);
      expect((await h.api.post(save, card)).body.type).toBe(999);
    });
  });

  it('checks SWIFT, ABA and phone on international cards', async () => {
    const token = await signedIn();
    const save = (extra: Record<string, string>) =>
      h.api.post('/user/cash_save_international', { ...INTERNATIONAL, ...extra }, { token });
    expect((await save({ swift_code: 'west' })).body.code).toBe('ACCOUNT.SWIFT_FORMAT');
    expect((await save({ aba_number: '1234' })).body.code).toBe('ACCOUNT.ABA_FORMAT');
    expect((await save({ phone: 'call me' })).body.code).toBe('ACCOUNT.PHONE_FORMAT');
    expect((await h.api.post('/user/cash_info_international', {}, { token })).body.message).toBeNull();
  });

  it('asks for an ABA routing number only for a US bank', async () => {
    const token = await signedIn();
    const save = (extra: Record<string, string>, lang = 'en') =>
      h.api.post('/user/cash_save_international', { ...INTERNATIONAL, ...extra }, { token, lang });
    const read = async () => (await h.api.post('/user/cash_info_international', {}, { token })).body.message;

    const iban = { bank_account: 'DE89 3704 0044 0532 0130 00', swift_code: 'COBADEFFXXX', aba_number: '' };
    expect((await save(iban)).body.type).toBe('ok');
    expect(await read()).toEqual({ ...INTERNATIONAL, ...iban });

    expect((await save({ swift_code: 'CHASUS33', aba_number: '' })).body).toMatchObject({
      code: 'ACCOUNT.ABA_REQUIRED',
      message: 'A US bank account needs its 9-digit ABA routing number',
    });
    expect((await save({ swift_code: 'CHASUS33', aba_number: '' }, 'fra')).body.message).toBe(
      'Un compte bancaire aux États-Unis nécessite son numéro de routage ABA à 9 chiffres',
    );
    expect(await read()).toEqual({ ...INTERNATIONAL, ...iban });
    expect((await save({ swift_code: 'CHASUS33', aba_number: '021000021' })).body.type).toBe('ok');
  });

  it('keeps a SWIFT code typed in lower case, in capitals', async () => {
    const token = await signedIn();
    const saved = await h.api.post(
      '/user/cash_save_international',
      { ...INTERNATIONAL, swift_code: ' westgb2l ' },
      { token },
    );
    expect(saved.body.type).toBe('ok');
    expect((await h.api.post('/user/cash_info_international', {}, { token })).body.message).toEqual(
      INTERNATIONAL,
    );
  });
});
