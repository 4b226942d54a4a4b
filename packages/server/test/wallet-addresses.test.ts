import { WalletAddressCodec } from '@tessera/contract';
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { describeOnEachDatabase } from './support/harness.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const random = (alphabet: string, length: number) =>
  Array.from({ length }, () => alphabet[Math.floor(Math.random() * alphabet.length)]).join('');
const erc20 = () => `0x${random('0123456789abcdef', 40)}`;
const trc20 = () => `T${random(BASE58, 33)}`;
const btc = () => `bc1q${random('023456789acdefghjklmnpqrstuvwxyz', 38)}`;

describeOnEachDatabase('wallet addresses', (h) => {
  const signedIn = async () => h.api.login(await h.api.registerByEmail());
  const save = async (token: string, fields: Record<string, string>) =>
    h.api.post(
      '/user/wallet/save',
      { currency: 'ERC20', name: 'Cold', address: erc20(), ...fields },
      { token },
    );

  describe('/user/wallet/save', () => {
    it('saves an address with its QR code, usable 24 hours after it was added', async () => {
      const token = await signedIn();
      const qrcode = (await h.api.uploaded(token, 'wallet_qrcode')).path;
      const address = trc20();
      const answer = await save(token, { currency: 'TRC20', name: 'Exchange', address, qrcode });
      expect(answer.body).toEqual({
        type: 'ok',
        message: 'Address saved. It can receive withdrawals 24 hours from now.',
      });

      const list = (await h.api.get('/user/wallet/list', {}, { token })).body.message;
      const [saved] = list.data;
      expect(E.isRight(WalletAddressCodec.decode(saved))).toBe(true);
      expect(saved).toMatchObject({ currency: 'TRC20', name: 'Exchange', address, qrcode });
      expect(new Date(saved.usable_from).getTime() - new Date(saved.created_at).getTime()).toBe(DAY_MS);
    });

    it.each([
      ['BTC', erc20()],
      ['ERC20', trc20()],
      ['TRC20', btc()],
      ['ERC20', `${erc20()}0`],
    ])('refuses an address that is not %s', async (currency, address) => {
      const token = await signedIn();
      const qrcode = (await h.api.uploaded(token, 'wallet_qrcode')).path;
      const answer = await save(token, { currency, address, qrcode });
      expect(answer.body).toEqual({
        type: 'error',
        code: 'ACCOUNT.ADDRESS_FORMAT',
        message: `This is not a valid ${currency} address`,
      });
      expect((await h.api.get('/user/wallet/list', {}, { token })).body.message.total).toBe(0);
    });

    it('accepts each network in its own format', async () => {
      const token = await signedIn();
      const qrcode = (await h.api.uploaded(token, 'wallet_qrcode')).path;
      for (const [currency, address] of [
        ['BTC', btc()],
        ['BTC', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2'],
        ['ERC20', erc20()],
        ['TRC20', trc20()],
      ] as const) {
        expect((await save(token, { currency, address, qrcode })).body.type).toBe('ok');
      }
    });

    it("needs the caller's own QR code upload", async () => {
      const token = await signedIn();
      const other = await signedIn();
      const avatar = (await h.api.uploaded(token, 'avatar')).path;
      const theirs = (await h.api.uploaded(other, 'wallet_qrcode')).path;
      expect((await save(token, { qrcode: '' })).body.code).toBe('ACCOUNT.QRCODE_REQUIRED');
      expect((await save(token, { qrcode: avatar })).body.code).toBe('ACCOUNT.UPLOAD_INVALID');
      expect((await save(token, { qrcode: theirs })).body.code).toBe('ACCOUNT.UPLOAD_INVALID');
      expect((await save(token, { currency: 'DOGE', qrcode: avatar })).body.code).toBe(
        'SHARED.INVALID_PARAMS',
      );
      expect((await h.api.get('/user/wallet/list', {}, { token })).body.message.total).toBe(0);
    });

    it('refuses the same address twice on one network', async () => {
      const token = await signedIn();
      const qrcode = (await h.api.uploaded(token, 'wallet_qrcode')).path;
      const address = erc20();
      expect((await save(token, { address, qrcode })).body.type).toBe('ok');
      expect((await save(token, { address, qrcode, name: 'Again' })).body.code).toBe(
        'ACCOUNT.ADDRESS_EXISTS',
      );
    });
  });

  describe('/user/wallet/list', () => {
    it('pages newest first: 10 by default, at most 50', async () => {
      const token = await signedIn();
      const other = await signedIn();
      const qrcode = (await h.api.uploaded(token, 'wallet_qrcode')).path;
      for (let i = 1; i <= 12; i++) {
        expect((await save(token, { name: `Address ${i}`, qrcode })).body.type).toBe('ok');
        h.clock.advance(1000);
      }
      const first = (await h.api.get('/user/wallet/list', {}, { token })).body.message;
      expect(first).toMatchObject({ current_page: 1, last_page: 2, per_page: 10, total: 12 });
      expect(first.data.map((a: { name: string }) => a.name).slice(0, 2)).toEqual([
        'Address 12',
        'Address 11',
      ]);
      const second = (await h.api.get('/user/wallet/list', { page: '2' }, { token })).body.message;
      expect(second.data.map((a: { name: string }) => a.name)).toEqual(['Address 2', 'Address 1']);
      const five = (await h.api.get('/user/wallet/list', { page: '3', limit: '5' }, { token })).body.message;
      expect(five).toMatchObject({ current_page: 3, last_page: 3, per_page: 5, total: 12 });
      expect(five.data).toHaveLength(2);
      expect((await h.api.get('/user/wallet/list', { limit: '500' }, { token })).body.message.per_page).toBe(
        50,
      );

      expect((await h.api.get('/user/wallet/list', { page: '0' }, { token })).body.code).toBe(
        'SHARED.INVALID_PARAMS',
      );
      expect((await h.api.get('/user/wallet/list', { limit: 'ten' }, { token })).body.code).toBe(
        'SHARED.INVALID_PARAMS',
      );
      // Nobody sees anyone else's addresses.
      expect((await h.api.get('/user/wallet/list', {}, { token: other })).body.message).toMatchObject({
        data: [],
        total: 0,
        last_page: 1,
      });
    });
  });
});
