import { DepositCodec } from '@tessera/contract';
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { JPEG } from './support/api.js';
import { describeOnEachDatabase } from './support/harness.js';
import { COINS, USDT, walletOf } from './support/wallet.js';

describeOnEachDatabase('deposits', (h) => {
  const wallet = () => walletOf(h.api);
  const signedIn = async () => {
    const name = await h.api.registerByUsername();
    return { name, token: await h.api.login(name) };
  };
  const request = async (
    token: string,
    params: Record<string, string> = {},
    headers: Record<string, string> = {},
  ) => {
    const proof = params.proof ?? (await h.api.uploaded(token, 'payment_proof', JPEG)).path;
    return h.api.post(
      '/wallet/charge_req',
      { coin_id: COINS.USDT_ERC20, amount: '250', proof, ...params },
      { token, headers },
    );
  };

  describe('/wallet/get_in_address', () => {
    it('gives each user one address per coin, shaped like the network’s', async () => {
      const a = await signedIn();
      const b = await signedIn();
      const address = async (token: string, coin: string) =>
        (await h.api.post('/wallet/get_in_address', { coin_id: coin }, { token })).body.message;
      const first = await address(a.token, COINS.USDT_ERC20);
      expect(first).toMatchObject({ coin_id: 3, currency: 'USDT', network: 'ERC20' });
      expect(first.address).toMatch(/^0x[0-9a-f]{40}$/);
      expect(await address(a.token, COINS.USDT_ERC20)).toEqual(first);
      expect((await address(b.token, COINS.USDT_ERC20)).address).not.toBe(first.address);
      expect((await address(a.token, COINS.BTC)).address).toMatch(/^bc1q/);
      expect(
        (await h.api.post('/wallet/get_in_address', { coin_id: COINS.USDT_TRC20 }, { token: a.token })).body
          .code,
      ).toBe('WALLET.COIN_DISABLED');
    });
  });

  describe('/wallet/charge_req', () => {
    it('waits for an operator, who credits it once', async () => {
      const { name, token } = await signedIn();
      const asked = await request(token);
      expect(E.isRight(DepositCodec.decode(asked.body.message))).toBe(true);
      expect(asked.body.message).toMatchObject({
        source: 'request',
        state: 'pending',
        number: '250',
        network: 'ERC20',
      });
      expect(await wallet().balances(name)).toEqual([]);

      const queue = (await h.api.operator('GET', '/operator/deposits')).body.message;
      const mine = queue.find((d: { id: number }) => d.id === asked.body.message.id);
      expect(mine).toMatchObject({ user: name, state: 'pending' });
      // The proof opens for operators (and its owner), not for strangers.
      expect((await h.api.file(mine.proof, { 'operator-key': h.api.operatorKey })).status).toBe(200);
      expect((await h.api.file(mine.proof)).status).toBe(404);

      const decisions = await Promise.all(
        Array.from({ length: 30 }, () =>
          h.api.operator('POST', '/operator/deposits/approve', { id: String(asked.body.message.id) }),
        ),
      );
      expect(decisions.filter((d) => d.body.type === 'ok')).toHaveLength(1);
      expect(decisions.filter((d) => d.body.code === 'WALLET.DEPOSIT_NOT_PENDING')).toHaveLength(29);
      expect(await wallet().available(token, USDT)).toBe('250');
      const log = (await h.api.get('/recharge/log', {}, { token })).body.message;
      expect(log.data[0]).toMatchObject({ state: 'credited', source: 'request' });
      expect((await wallet().audit()).ok).toBe(true);
    });

    it('is rejected with a reason its owner reads, crediting nothing', async () => {
      const { name, token } = await signedIn();
      const { id } = (await request(token)).body.message;
      expect(
        (await h.api.operator('POST', '/operator/deposits/reject', { id: String(id), reason: ' ' })).body
          .code,
      ).toBe('WALLET.REASON_REQUIRED');
      const rejected = await h.api.operator('POST', '/operator/deposits/reject', {
        id: String(id),
        reason: 'No transfer arrived',
      });
      expect(rejected.body.message).toMatchObject({ state: 'rejected', reason: 'No transfer arrived' });
      expect((await h.api.operator('POST', '/operator/deposits/approve', { id: String(id) })).body.code).toBe(
        'WALLET.DEPOSIT_NOT_PENDING',
      );
      expect(await wallet().balances(name)).toEqual([]);
    });

    it('needs the user’s own payment proof and a valid amount', async () => {
      const a = await signedIn();
      const b = await signedIn();
      const others = (await h.api.uploaded(b.token, 'payment_proof', JPEG)).path;
      expect((await request(a.token, { proof: others })).body.code).toBe('WALLET.PROOF_REQUIRED');
      const avatar = (await h.api.uploaded(a.token, 'avatar', JPEG)).path;
      expect((await request(a.token, { proof: avatar })).body.code).toBe('WALLET.PROOF_REQUIRED');
      expect((await request(a.token, { amount: '1.1234567' })).body.code).toBe('WALLET.AMOUNT_PRECISION');
      expect((await request(a.token, { coin_id: '42' })).body.code).toBe('WALLET.UNKNOWN_ASSET');
      expect((await h.api.get('/recharge/log', {}, { token: a.token })).body.message.total).toBe(0);
    });

    it('asks once for a retried request', async () => {
      const { token } = await signedIn();
      const proof = (await h.api.uploaded(token, 'payment_proof', JPEG)).path;
      const headers = { 'idempotency-key': `deposit-${Date.now()}-${Math.random()}`.replace('0.', '') };
      const answers = await Promise.all(Array.from({ length: 10 }, () => request(token, { proof }, headers)));
      expect(new Set(answers.map((a) => a.body.message.id)).size).toBe(1);
      expect((await h.api.get('/recharge/log', {}, { token })).body.message.total).toBe(1);
    });
  });

  describe('records', () => {
    it('lists every balance change, filtered by reason, asset and account, and hides freezes', async () => {
      const { name, token } = await signedIn();
      await wallet().deposit(name, 'USDT', '100');
      await wallet().deposit(name, 'BTC', '1');
      await h.api.post(
        '/wallet/change',
        { currency_id: USDT, number: '40', from_field: 'balance', to_field: 'futures' },
        { token },
      );
      const all = (await h.api.post('/wallet/legal_log', {}, { token })).body.message;
      expect(all.total).toBe(4);
      expect(
        all.data.map((r: { reason: string; account: string; amount: string; currency: string }) => [
          r.reason,
          r.account,
          r.amount,
          r.currency,
        ]),
      ).toEqual([
        ['transfer', 'futures', '40', 'USDT'],
        ['transfer', 'balance', '-40', 'USDT'],
        ['deposit', 'balance', '1', 'BTC'],
        ['deposit', 'balance', '100', 'USDT'],
      ]);
      const deposits = (
        await h.api.post('/wallet/legal_log', { type: 'deposit', currency_id: '1' }, { token })
      ).body.message;
      expect(deposits.data).toHaveLength(1);
      const futures = (await h.api.post('/wallet/legal_log', { account: 'futures' }, { token })).body.message;
      expect(futures.total).toBe(1);
      expect((await h.api.post('/wallet/legal_log', { type: 'bonus' }, { token })).body.code).toBe(
        'SHARED.INVALID_PARAMS',
      );
    });
  });
});
