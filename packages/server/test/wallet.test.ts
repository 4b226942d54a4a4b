import { WalletAccounts } from '@tessera/core';
import { io } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import type { Api } from './support/api.js';
import { describeOnEachDatabase } from './support/harness.js';
import { BTC, nextReference, USDT, walletOf } from './support/wallet.js';

/** A fresh signed-in user: its login name and token. */
const newUser = async (api: Api) => {
  const name = await api.registerByUsername();
  return { name, token: await api.login(name) };
};

const operator = (api: Api) => ({ headers: { 'operator-key': api.operatorKey } });

describeOnEachDatabase('wallet', (h) => {
  const deposit = (user: string, currency: string, amount: string, reference?: string) =>
    walletOf(h.api).deposit(user, currency, amount, reference);
  const balances = (user: string) => walletOf(h.api).balances(user);
  const available = (token: string, currencyId: string, type?: string) =>
    walletOf(h.api).available(token, currencyId, type);
  const audit = () => walletOf(h.api).audit();

  describe('balances', () => {
    it('shows a new user every account with every asset at zero, valued in the chosen fiat', async () => {
      const { token } = await newUser(h.api);
      const answer = await h.api.post('/wallet/list', {}, { token });
      expect(answer.body.type).toBe('ok');
      const overview = answer.body.message;
      expect(overview.fiat).toEqual({ currency_code: 'USD', rate: '1' });
      expect(overview.accounts.map((a: { account: string }) => a.account)).toEqual([...WalletAccounts]);
      for (const account of overview.accounts) {
        expect(account.balances.map((b: { currency: string }) => b.currency)).toEqual([
          'USDT',
          'BTC',
          'ETH',
          'LTC',
          'XRP',
          'DOGE',
          'TRX',
          'NOVA',
          'ORBT',
          'USDC',
        ]);
        expect(account.balances.every((b: { available: string }) => b.available === '0')).toBe(true);
      }
      expect([overview.total_usdt, overview.total]).toEqual(['0', '0']);
    });

    it('values a deposit at the feed’s price in USDT and in the fiat asked for', async () => {
      const { name, token } = await newUser(h.api);
      expect((await deposit(name, 'USDT', '150.5')).body.message).toMatchObject({ credited: true });
      const overview = (await h.api.post('/wallet/list', { fiat: 'EUR' }, { token })).body.message;
      const rate = overview.fiat.rate;
      expect(overview.fiat.currency_code).toBe('EUR');
      const spot = overview.accounts.find((a: { account: string }) => a.account === 'balance');
      expect(spot.balances[0]).toMatchObject({
        currency: 'USDT',
        currency_id: 3,
        available: '150.5',
        frozen: '0',
        value_usdt: '150.5',
      });
      expect(Number(spot.balances[0].value)).toBeCloseTo(150.5 * Number(rate), 1);
      expect(overview.total_usdt).toBe('150.5');
    });

    it('answers one asset in one account, and refuses an unknown asset or account', async () => {
      const { name, token } = await newUser(h.api);
      await deposit(name, 'BTC', '0.25');
      expect(await available(token, BTC)).toBe('0.25');
      expect(await available(token, BTC, 'futures')).toBe('0');
      expect((await h.api.post('/wallet/detail', { currency_id: '999' }, { token })).body.code).toBe(
        'WALLET.UNKNOWN_ASSET',
      );
      expect(
        (await h.api.post('/wallet/detail', { currency_id: BTC, type: 'legal' }, { token })).body.code,
      ).toBe('SHARED.INVALID_PARAMS');
    });

    it('lists the assets with their precision and networks', async () => {
      const { token } = await newUser(h.api);
      const assets = (await h.api.get('/currency/user_currency_list', {}, { token })).body.message;
      const usdt = assets.find((a: { currency: string }) => a.currency === 'USDT');
      expect(usdt).toEqual({
        id: 3,
        currency: 'USDT',
        precision: 6,
        networks: [
          { coin_id: 3, network: 'ERC20', enabled: true, withdraw_min: '10', withdraw_fee: '5' },
          { coin_id: 4, network: 'TRC20', enabled: false, withdraw_min: '10', withdraw_fee: '1' },
        ],
      });
    });

    it('needs a session', async () => {
      expect((await h.api.post('/wallet/list')).body.type).toBe(999);
      expect((await h.api.post('/wallet/change', {})).body.type).toBe(999);
    });
  });

  describe('deposits confirmed by an operator', () => {
    it('credits one reference once, and refuses it for another deposit', async () => {
      const { name, token } = await newUser(h.api);
      const reference = nextReference();
      const first = (await deposit(name, 'USDT', '20', reference)).body.message;
      const again = (await deposit(name, 'USDT', '20', reference)).body.message;
      expect(again).toEqual({ id: first.id, credited: false });
      expect(await available(token, USDT)).toBe('20');
      expect((await deposit(name, 'USDT', '21', reference)).body.code).toBe('WALLET.REFERENCE_USED');
      const other = await newUser(h.api);
      expect((await deposit(other.name, 'USDT', '20', reference)).body.code).toBe('WALLET.REFERENCE_USED');
      expect(await available(token, USDT)).toBe('20');
    });

    it('credits a reference once even when it is confirmed 50 times at once', async () => {
      const { name, token } = await newUser(h.api);
      const reference = nextReference();
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => deposit(name, 'ETH', '1.5', reference)),
      );
      expect(answers.filter((a) => a.body.message.credited === true)).toHaveLength(1);
      expect(answers.every((a) => a.body.type === 'ok')).toBe(true);
      expect(await available(token, '2')).toBe('1.5');
    });

    it.each([
      ['1e3', 'WALLET.AMOUNT_FORMAT'],
      ['-5', 'WALLET.AMOUNT_FORMAT'],
      ['0x10', 'WALLET.AMOUNT_FORMAT'],
      ['NaN', 'WALLET.AMOUNT_FORMAT'],
      ['Infinity', 'WALLET.AMOUNT_FORMAT'],
      ['', 'SHARED.REQUIRED'],
      ['0', 'WALLET.AMOUNT_NOT_POSITIVE'],
      ['1.0000001', 'WALLET.AMOUNT_PRECISION'],
    ])('refuses the amount %j with %s and credits nothing', async (amount, code) => {
      const { name, token } = await newUser(h.api);
      expect((await deposit(name, 'USDT', amount)).body.code).toBe(code);
      expect(await available(token, USDT)).toBe('0');
    });

    it('says what is wrong in the request’s language', async () => {
      const { name } = await newUser(h.api);
      const answer = await h.api.post(
        '/operator/deposits/confirm',
        { user: name, currency: 'USDT', amount: '1.1234567', reference: nextReference() },
        { ...operator(h.api), lang: 'zh' },
      );
      expect(answer.body.message).toBe('最多 6 位小数');
    });

    it('refuses an unknown user, asset or empty reference, and strangers', async () => {
      const { name } = await newUser(h.api);
      expect((await deposit('nobody-here', 'USDT', '1')).body.code).toBe('OPERATOR.USER_NOT_FOUND');
      expect((await deposit(name, 'FOO', '1')).body.code).toBe('WALLET.UNKNOWN_ASSET');
      expect((await deposit(name, 'USDT', '1', '  ')).body.code).toBe('SHARED.INVALID_PARAMS');
      const stranger = await h.api.post('/operator/deposits/confirm', {
        user: name,
        currency: 'USDT',
        amount: '1',
        reference: nextReference(),
      });
      expect(stranger.status).toBe(401);
      expect(await balances(name)).toEqual([]);
    });

    it('takes the asset in any case and shows the balance rows', async () => {
      const { name } = await newUser(h.api);
      await deposit(name, 'btc', '0.5');
      expect(await balances(name)).toEqual([
        { account: 'balance', currency: 'BTC', available: '0.5', frozen: '0' },
      ]);
    });
  });

  describe('transfers between accounts', () => {
    const transfer = (token: string, number: string, from = 'balance', to = 'futures', headers = {}) =>
      h.api.post(
        '/wallet/change',
        { currency_id: USDT, number, from_field: from, to_field: to },
        { token, headers },
      );

    it('moves the amount and records it, newest first', async () => {
      const { name, token } = await newUser(h.api);
      await deposit(name, 'USDT', '100');
      expect((await transfer(token, '30')).body.type).toBe('ok');
      expect((await transfer(token, '5', 'futures', 'mining')).body.type).toBe('ok');
      expect(await balances(name)).toEqual([
        { account: 'balance', currency: 'USDT', available: '70', frozen: '0' },
        { account: 'futures', currency: 'USDT', available: '25', frozen: '0' },
        { account: 'mining', currency: 'USDT', available: '5', frozen: '0' },
      ]);
      const history = (await h.api.get('/wallet/hzhistory', { limit: '1' }, { token })).body.message;
      expect(history).toMatchObject({ current_page: 1, last_page: 2, per_page: 1, total: 2 });
      expect(history.data[0]).toMatchObject({
        currency: 'USDT',
        number: '5',
        from_field: 'futures',
        to_field: 'mining',
      });
      expect(history.data[0].created_at).toMatch(/Z$/);
    });

    it('takes the spec’s numbered account types (2 change, 3 lever, 4 micro) as well as names', async () => {
      const { name, token } = await newUser(h.api);
      await deposit(name, 'USDT', '10');
      expect((await transfer(token, '3', '2', '3')).body.type).toBe('ok');
      expect((await transfer(token, '1', '3', '4')).body.type).toBe('ok');
      expect((await transfer(token, '1', '5', '4')).body.code).toBe('SHARED.INVALID_PARAMS');
      expect(await balances(name)).toEqual([
        { account: 'balance', currency: 'USDT', available: '7', frozen: '0' },
        { account: 'futures', currency: 'USDT', available: '2', frozen: '0' },
        { account: 'options', currency: 'USDT', available: '1', frozen: '0' },
      ]);
    });

    it('refuses more than the account holds, the same account twice, and bad amounts, moving nothing', async () => {
      const { name, token } = await newUser(h.api);
      await deposit(name, 'USDT', '10');
      expect((await transfer(token, '10.000001')).body.code).toBe('WALLET.INSUFFICIENT_BALANCE');
      expect((await transfer(token, '1', 'balance', 'balance')).body.code).toBe('WALLET.SAME_ACCOUNT');
      expect((await transfer(token, '1e1')).body.code).toBe('WALLET.AMOUNT_FORMAT');
      expect((await transfer(token, '1', 'balance', 'legal')).body.code).toBe('SHARED.INVALID_PARAMS');
      expect(
        (
          await h.api.post(
            '/wallet/change',
            { currency_id: '77', number: '1', from_field: 'balance', to_field: 'futures' },
            { token },
          )
        ).body.code,
      ).toBe('WALLET.UNKNOWN_ASSET');
      expect(await balances(name)).toEqual([
        { account: 'balance', currency: 'USDT', available: '10', frozen: '0' },
      ]);
      expect((await h.api.get('/wallet/hzhistory', {}, { token })).body.message.total).toBe(0);
    });

    it('lets exactly the affordable ones of 250 parallel transfers through', async () => {
      const { name, token } = await newUser(h.api);
      await deposit(name, 'USDT', '100');
      const answers = await Promise.all(
        Array.from({ length: 250 }, (_, i) =>
          transfer(token, '1', 'balance', i % 2 === 0 ? 'futures' : 'options'),
        ),
      );
      const codes = answers.map((a) => a.body.code ?? a.body.type);
      expect(codes.filter((c) => c === 'ok')).toHaveLength(100);
      expect(codes.filter((c) => c === 'WALLET.INSUFFICIENT_BALANCE')).toHaveLength(150);
      expect(answers.every((a) => a.status === 200)).toBe(true);
      const rows = await balances(name);
      expect(rows.find((r) => r.account === 'balance')?.available).toBe('0');
      const moved = rows
        .filter((r) => r.account !== 'balance')
        .reduce((sum, r) => sum + Number(r.available), 0);
      expect(moved).toBe(100);
      expect(await audit()).toMatchObject({ ok: true, violations: [] });
    });

    it('moves money back and forth in parallel without deadlocks, losing nothing', async () => {
      const { name, token } = await newUser(h.api);
      await deposit(name, 'USDT', '50');
      await transfer(token, '50', 'balance', 'futures');
      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          i % 2 === 0
            ? transfer(token, '1', 'futures', 'balance')
            : transfer(token, '1', 'balance', 'futures'),
        ),
      );
      expect(answers.every((a) => a.status === 200)).toBe(true);
      const rows = await balances(name);
      expect(rows.reduce((sum, r) => sum + Number(r.available), 0)).toBe(50);
      expect((await audit()).ok).toBe(true);
    });

    describe('with an Idempotency-Key', () => {
      const key = () => `test-${Date.now()}-${Math.random().toString(36).slice(2)}`;

      it('answers a repeat with the first answer and moves once', async () => {
        const { name, token } = await newUser(h.api);
        await deposit(name, 'USDT', '10');
        const headers = { 'idempotency-key': key() };
        const first = await transfer(token, '4', 'balance', 'futures', headers);
        const again = await transfer(token, '4', 'balance', 'futures', headers);
        expect(again.body).toEqual(first.body);
        expect(await available(token, USDT)).toBe('6');
      });

      it('moves once when the same request is sent 100 times at once', async () => {
        const { name, token } = await newUser(h.api);
        await deposit(name, 'USDT', '10');
        const headers = { 'idempotency-key': key() };
        const answers = await Promise.all(
          Array.from({ length: 100 }, () => transfer(token, '1', 'balance', 'stock', headers)),
        );
        expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
        expect(await available(token, USDT)).toBe('9');
      });

      it('refuses the key with other parameters, and a malformed key', async () => {
        const { name, token } = await newUser(h.api);
        await deposit(name, 'USDT', '10');
        const headers = { 'idempotency-key': key() };
        await transfer(token, '1', 'balance', 'futures', headers);
        expect((await transfer(token, '2', 'balance', 'futures', headers)).body.code).toBe(
          'SHARED.IDEMPOTENCY_KEY_REUSED',
        );
        expect(
          (await transfer(token, '1', 'balance', 'futures', { 'idempotency-key': 'short' })).body.code,
        ).toBe('SHARED.INVALID_PARAMS');
        expect(await available(token, USDT)).toBe('9');
      });

      it('keeps no key for a refused request: it can be sent again once it is affordable', async () => {
        const { name, token } = await newUser(h.api);
        const headers = { 'idempotency-key': key() };
        expect((await transfer(token, '5', 'balance', 'futures', headers)).body.code).toBe(
          'WALLET.INSUFFICIENT_BALANCE',
        );
        await deposit(name, 'USDT', '5');
        expect((await transfer(token, '5', 'balance', 'futures', headers)).body.type).toBe('ok');
      });

      it('scopes keys to their user', async () => {
        const a = await newUser(h.api);
        const b = await newUser(h.api);
        await deposit(a.name, 'USDT', '3');
        await deposit(b.name, 'USDT', '3');
        const headers = { 'idempotency-key': key() };
        await transfer(a.token, '1', 'balance', 'futures', headers);
        expect((await transfer(b.token, '2', 'balance', 'futures', headers)).body.type).toBe('ok');
        expect(await available(b.token, USDT)).toBe('1');
      });
    });
  });

  describe('the private balances push', () => {
    it('reaches the devices that authenticated as the user, after the money moved, and no one else', async () => {
      const { name, token } = await newUser(h.api);
      const other = await newUser(h.api);
      const connect = async (as: string | null) => {
        const socket = io(h.server.url, { transports: ['websocket'], reconnection: false });
        const seen: unknown[] = [];
        socket.on('balances', (payload: unknown) => seen.push(payload));
        await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
        const joined = await socket.emitWithAck('auth', as ?? 'not-a-token');
        // Nobody can join a user's room by name.
        socket.emit('sub', `user:${1}`);
        return { socket, seen, joined };
      };
      const mine = await connect(token);
      const theirs = await connect(other.token);
      const stranger = await connect(null);
      expect([mine.joined, theirs.joined, stranger.joined]).toEqual([true, true, false]);
      await deposit(name, 'USDT', '5');
      await expect.poll(() => mine.seen.length).toBe(1);
      expect(mine.seen[0]).toEqual({ at: expect.stringMatching(/Z$/) });
      await h.api.post(
        '/wallet/change',
        { currency_id: USDT, number: '1', from_field: 'balance', to_field: 'futures' },
        { token },
      );
      await expect.poll(() => mine.seen.length).toBe(2);
      expect(theirs.seen).toEqual([]);
      expect(stranger.seen).toEqual([]);
      for (const client of [mine, theirs, stranger]) client.socket.close();
    });
  });

  describe('the audit', () => {
    it('passes, and counts what it checked', async () => {
      const report = await audit();
      expect(report.ok).toBe(true);
      expect(report.journals).toBeGreaterThan(0);
      expect(report.entries).toBeGreaterThanOrEqual(report.journals * 2);
      expect(report.accounts).toBeGreaterThan(0);
    });

    it('needs the operator key', async () => {
      expect((await h.api.get('/operator/audit')).status).toBe(401);
      expect((await h.api.get('/operator/balances', { user: '1' })).status).toBe(401);
    });
  });
});
