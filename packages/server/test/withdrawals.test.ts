import { WithdrawalCodec } from '@tessera/contract';
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { describeOnEachDatabase } from './support/harness.js';
import { COINS, newWithdrawer, PAY_PASSWORD, USDT, walletOf } from './support/wallet.js';

describeOnEachDatabase('withdrawals', (h) => {
  const wallet = () => walletOf(h.api);
  const withdraw = (token: string, params: Record<string, string>, headers: Record<string, string> = {}) =>
    h.api.post(
      '/wallet/out',
      { coin_id: COINS.USDT_ERC20, number: '50', payment_password: PAY_PASSWORD, ...params },
      { token, headers },
    );
  const funded = async (amount = '100') => {
    const user = await newWithdrawer(h.api, h.clock);
    await wallet().deposit(user.email, 'USDT', amount);
    return user;
  };
  const complete = (id: number, reference = '0xsent') =>
    h.api.operator('POST', '/operator/withdrawals/complete', { id: String(id), reference });
  const rejectIt = (id: number, reason = 'Address belongs to a sanctioned service') =>
    h.api.operator('POST', '/operator/withdrawals/reject', { id: String(id), reason });

  it('freezes the amount, and once completed pays the network fee to the platform', async () => {
    const user = await funded();
    const answer = await withdraw(user.token, { address_id: user.addressId });
    expect(answer.body.type).toBe('ok');
    expect(E.isRight(WithdrawalCodec.decode(answer.body.message))).toBe(true);
    expect(answer.body.message).toMatchObject({
      currency: 'USDT',
      network: 'ERC20',
      number: '50',
      fee: '5',
      receive: '45',
      destination: 'address',
      address: user.address,
      state: 'pending',
    });
    expect(await wallet().balances(user.email)).toEqual([
      { account: 'balance', currency: 'USDT', available: '50', frozen: '50' },
    ]);

    const done = await complete(answer.body.message.id, '0xabc');
    expect(done.body.message).toMatchObject({ state: 'completed', reference: '0xabc' });
    expect(await wallet().balances(user.email)).toEqual([
      { account: 'balance', currency: 'USDT', available: '50', frozen: '0' },
    ]);
    const list = (await h.api.get('/user/withdraw/list', {}, { token: user.token })).body.message;
    expect(list.total).toBe(1);
    expect(list.data[0]).toMatchObject({ state: 'completed', reference: '0xabc', receive: '45' });
    expect((await wallet().audit()).ok).toBe(true);
  });

  it('unfreezes a rejected withdrawal and tells its owner why', async () => {
    const user = await funded();
    const { id } = (await withdraw(user.token, { address_id: user.addressId, number: '100' })).body.message;
    expect((await rejectIt(id)).body.message).toMatchObject({ state: 'rejected' });
    expect(await wallet().balances(user.email)).toEqual([
      { account: 'balance', currency: 'USDT', available: '100', frozen: '0' },
    ]);
    const [mine] = (await h.api.get('/user/withdraw/list', {}, { token: user.token })).body.message.data;
    expect(mine).toMatchObject({ state: 'rejected', reason: 'Address belongs to a sanctioned service' });
  });

  it('decides a withdrawal once, however many operators decide it at once', async () => {
    const user = await funded();
    const { id } = (await withdraw(user.token, { address_id: user.addressId })).body.message;
    const decisions = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? complete(id) : rejectIt(id))),
    );
    expect(decisions.filter((d) => d.body.type === 'ok')).toHaveLength(1);
    expect(decisions.filter((d) => d.body.code === 'WALLET.WITHDRAWAL_NOT_PENDING')).toHaveLength(39);
    const [row] = await wallet().balances(user.email);
    expect(row?.frozen).toBe('0');
    expect((await wallet().audit()).ok).toBe(true);
  });

  it('lets exactly the affordable ones of 200 parallel withdrawals and transfers through', async () => {
    const user = await funded('1000');
    // Each withdrawal checks the payment password in the bounded hashing pool: on a loaded machine
    // some are answered "busy" (503, nothing done) and, as a client would, sent again.
    const notBusy = async (send: () => ReturnType<typeof withdraw>) => {
      for (;;) {
        const answer = await send();
        if (answer.status !== 503 || answer.body.code !== 'SHARED.BUSY') return answer;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    };
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        i % 2 === 0
          ? notBusy(() => withdraw(user.token, { address_id: user.addressId, number: '10' }))
          : h.api.post(
              '/wallet/change',
              { currency_id: USDT, number: '10', from_field: 'balance', to_field: 'futures' },
              { token: user.token },
            ),
      ),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const succeeded = answers.filter((a) => a.body.type === 'ok').length;
    expect(succeeded).toBe(100);
    expect(answers.filter((a) => a.body.code === 'WALLET.INSUFFICIENT_BALANCE')).toHaveLength(100);
    const rows = await wallet().balances(user.email);
    const spot = rows.find((r) => r.account === 'balance');
    expect(spot?.available).toBe('0');
    const total = rows.reduce((sum, r) => sum + Number(r.available) + Number(r.frozen), 0);
    expect(total).toBe(1000);
    expect((await wallet().audit()).ok).toBe(true);
  });

  it('answers a retried withdrawal with its first answer and freezes once', async () => {
    const user = await funded();
    const headers = { 'idempotency-key': `withdraw-${Date.now()}` };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => withdraw(user.token, { address_id: user.addressId }, headers)),
    );
    expect(new Set(answers.map((a) => a.body.message.id)).size).toBe(1);
    expect((await wallet().balances(user.email))[0]).toMatchObject({ available: '50', frozen: '50' });
  });

  describe('refuses, moving nothing', () => {
    it('below the minimum, above the balance, with too many decimals or a bad amount', async () => {
      const user = await funded('20');
      const codes = [];
      for (const number of ['9.999999', '20.000001', '10.0000001', '1e2', '-10'])
        codes.push((await withdraw(user.token, { address_id: user.addressId, number })).body.code);
      expect(codes).toEqual([
        'WALLET.AMOUNT_BELOW_MINIMUM',
        'WALLET.INSUFFICIENT_BALANCE',
        'WALLET.AMOUNT_PRECISION',
        'WALLET.AMOUNT_FORMAT',
        'WALLET.AMOUNT_FORMAT',
      ]);
      expect((await wallet().balances(user.email))[0]).toMatchObject({ available: '20', frozen: '0' });
    });

    it('a wrong payment password, and after five of them even the right one for a while', async () => {
      const user = await funded();
      for (let i = 0; i < 5; i++) {
        expect(
          (await withdraw(user.token, { address_id: user.addressId, payment_password: '000000' })).body.code,
        ).toBe('ACCOUNT.PAY_PASSWORD_WRONG');
      }
      // Spent: neither a flood of guesses nor the right password is checked now (each waits a while
      // for checks in flight, finds none, and is refused).
      const flood = await Promise.all([
        ...Array.from({ length: 100 }, (_, i) =>
          withdraw(user.token, { address_id: user.addressId, payment_password: String(100000 + i) }),
        ),
        withdraw(user.token, { address_id: user.addressId }),
      ]);
      expect(flood.map((a) => a.status)).toEqual(Array.from({ length: 101 }, () => 429));
      h.clock.advance(16 * 60 * 1000);
      expect((await withdraw(user.token, { address_id: user.addressId })).body.type).toBe('ok');
    });

    it('with no destination or two, another network’s address, or someone else’s', async () => {
      const user = await funded();
      const other = await newWithdrawer(h.api, h.clock);
      expect((await withdraw(user.token, {})).body.code).toBe('WALLET.DESTINATION_REQUIRED');
      expect((await withdraw(user.token, { address_id: user.addressId, bank: 'domestic' })).body.code).toBe(
        'WALLET.DESTINATION_REQUIRED',
      );
      expect((await withdraw(user.token, { address_id: other.addressId })).body.code).toBe(
        'WALLET.ADDRESS_NOT_FOUND',
      );
      expect(
        (await withdraw(user.token, { address_id: user.addressId, coin_id: COINS.BTC, number: '0.01' })).body
          .code,
      ).toBe('WALLET.ADDRESS_NOT_FOUND');
      expect(
        (await withdraw(user.token, { address_id: user.addressId, coin_id: COINS.USDT_TRC20 })).body.code,
      ).toBe('WALLET.COIN_DISABLED');
      expect((await withdraw(user.token, { address_id: user.addressId, coin_id: '99' })).body.code).toBe(
        'WALLET.UNKNOWN_ASSET',
      );
    });

    it('to a bank card not saved, and of anything but USDT to a bank', async () => {
      const user = await funded();
      expect((await withdraw(user.token, { bank: 'domestic' })).body.code).toBe('WALLET.BANK_CARD_NOT_FOUND');
      expect(
        (await withdraw(user.token, { bank: 'international', coin_id: COINS.BTC, number: '0.01' })).body.code,
      ).toBe('WALLET.BANK_USDT_ONLY');
    });

    it('for 24 hours after a security change', async () => {
      const user = await funded();
      const forgotten = await h.api.post('/user/forget', {
        user_string: user.email,
        code: await h.api.emailCode(user.email, 'forget'),
        password: 'another-horse-battery',
        re_password: 'another-horse-battery',
      });
      expect(forgotten.body.type).toBe('ok');
      const token = await h.api.login(user.email, 'another-horse-battery');
      expect((await withdraw(token, { address_id: user.addressId })).body.code).toBe(
        'WALLET.WITHDRAWALS_HELD',
      );
      const info = (await h.api.post('/wallet/get_info', {}, { token })).body.message;
      expect(info.held_until).not.toBeNull();
      h.clock.advance(24 * 60 * 60 * 1000 + 1000);
      expect((await withdraw(token, { address_id: user.addressId })).body.type).toBe('ok');
    });

    it('past the level’s 24-hour limit in BTC, counted over every asset', async () => {
      const user = await funded('10000000');
      await wallet().deposit(user.email, 'BTC', '300');
      const info = (await h.api.post('/wallet/get_info', {}, { token: user.token })).body.message;
      expect(info).toMatchObject({
        limit_btc: '200',
        remaining_btc: '200',
        pay_password_set: true,
        held_until: null,
      });
      // 150 BTC is allowed, then 60 more is refused, naming what is left.
      const btcAddress = await (async () => {
        const qrcode = (await h.api.uploaded(user.token, 'wallet_qrcode')).path;
        await h.api.post(
          '/user/wallet/save',
          { currency: 'BTC', name: 'Vault', address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', qrcode },
          { token: user.token },
        );
        const list = (await h.api.get('/user/wallet/list', {}, { token: user.token })).body.message.data;
        return String(list.find((a: { currency: string }) => a.currency === 'BTC').id);
      })();
      h.clock.advance(24 * 60 * 60 * 1000 + 1000);
      expect(
        (await withdraw(user.token, { coin_id: COINS.BTC, number: '150', address_id: btcAddress })).body.type,
      ).toBe('ok');
      const refused = await withdraw(user.token, {
        coin_id: COINS.BTC,
        number: '60',
        address_id: btcAddress,
      });
      expect(refused.body.code).toBe('WALLET.WITHDRAWAL_LIMIT');
      expect(refused.body.message).toContain('50');
      const left = (await h.api.post('/wallet/get_info', {}, { token: user.token })).body.message;
      expect(left.remaining_btc).toBe('50');
      // A day later the window has moved on.
      h.clock.advance(24 * 60 * 60 * 1000 + 1000);
      expect(
        (await withdraw(user.token, { coin_id: COINS.BTC, number: '60', address_id: btcAddress })).body.type,
      ).toBe('ok');
    });

    it('an unverified user gets 998', async () => {
      const email = await h.api.registerByEmail();
      const token = await h.api.login(email);
      expect((await withdraw(token, { address_id: '1' })).body.type).toBe(998);
    });

    it('an address younger than 24 hours', async () => {
      const user = await funded();
      const qrcode = (await h.api.uploaded(user.token, 'wallet_qrcode')).path;
      await h.api.post(
        '/user/wallet/save',
        { currency: 'ERC20', name: 'New', address: `0x${'ab'.repeat(20)}`, qrcode },
        { token: user.token },
      );
      const list = (await h.api.get('/user/wallet/list', {}, { token: user.token })).body.message.data;
      const fresh = String(list.find((a: { name: string }) => a.name === 'New').id);
      expect((await withdraw(user.token, { address_id: fresh })).body.code).toBe(
        'WALLET.ADDRESS_NOT_YET_USABLE',
      );
    });
  });

  describe('operators', () => {
    it('list pending withdrawals with their users, and need a reason and a reference', async () => {
      const user = await funded();
      const { id } = (await withdraw(user.token, { address_id: user.addressId })).body.message;
      const pending = (await h.api.operator('GET', '/operator/withdrawals')).body.message;
      expect(pending.find((w: { id: number }) => w.id === id)).toMatchObject({
        user: user.email,
        state: 'pending',
      });
      expect((await rejectIt(id, ' ')).body.code).toBe('WALLET.REASON_REQUIRED');
      expect((await complete(id, '')).body.code).toBe('SHARED.INVALID_PARAMS');
      expect((await complete(999_999)).body.code).toBe('WALLET.WITHDRAWAL_NOT_PENDING');
      expect(
        (await h.api.post('/operator/withdrawals/complete', { id: String(id), reference: 'x' })).status,
      ).toBe(401);
    });
  });
});
