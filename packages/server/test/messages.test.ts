import { expect, it } from 'vitest';
import { describeOnEachDatabase } from './support/harness.js';
import { COINS, newVerifiedUser, newWithdrawer, PAY_PASSWORD, walletOf } from './support/wallet.js';

interface WireMessage {
  id: number;
  topic: string;
  facts: Record<string, string>;
  read: boolean;
}

describeOnEachDatabase('message centre', (h) => {
  const messages = async (token: string, params: Record<string, string> = {}) =>
    (await h.api.get('/mailMessage/getList', { limit: '50', ...params }, { token })).body.message
      .data as WireMessage[];
  const unread = async (token: string) =>
    (await h.api.get('/mailMessage/unread', {}, { token })).body.message;

  it('tells a user of their verification and deposits, counts the unread and marks them read', async () => {
    const { email, token } = await newVerifiedUser(h.api);
    await walletOf(h.api).deposit(email, 'USDT', '250.5');
    expect(await messages(token)).toMatchObject([
      { topic: 'deposit_credited', facts: { amount: '250.5', asset: 'USDT' }, read: false },
      { topic: 'verification_approved', facts: { level: '1' }, read: false },
    ]);
    expect(await unread(token)).toEqual({ system: 2, service: 0 });
    const [newest] = await messages(token);
    expect(
      (await h.api.post('/mailMessage/read', { id: String(newest?.id) }, { token })).body.message,
    ).toEqual({
      system: 1,
      service: 0,
    });
    expect((await messages(token, { unread: 'true' })).map((m) => m.topic)).toEqual([
      'verification_approved',
    ]);
    expect((await h.api.post('/mailMessage/read', {}, { token })).body.message).toEqual({
      system: 0,
      service: 0,
    });
    // Another user's message cannot be marked read from here, nor seen.
    const other = await newVerifiedUser(h.api);
    await h.api.post('/mailMessage/read', { id: String(newest?.id) }, { token: other.token });
    expect((await messages(other.token)).map((m) => m.id)).not.toContain(newest?.id);
  });

  it('tells a user a withdrawal was completed, or refused with the reason', async () => {
    const refused = await h.api.login(await h.api.registerByUsername());
    expect(await messages(refused)).toEqual([]);

    const user = await newWithdrawer(h.api, h.clock);
    await walletOf(h.api).deposit(user.email, 'USDT', '200');
    const withdraw = async () =>
      (
        await h.api.post(
          '/wallet/out',
          {
            coin_id: COINS.USDT_ERC20,
            number: '50',
            payment_password: PAY_PASSWORD,
            address_id: user.addressId,
          },
          { token: user.token },
        )
      ).body.message.id as number;
    const sent = await withdraw();
    await h.api.operator('POST', '/operator/withdrawals/complete', { id: String(sent), reference: '0xsent' });
    const held = await withdraw();
    await h.api.operator('POST', '/operator/withdrawals/reject', {
      id: String(held),
      reason: 'Sanctioned address',
    });
    const [rejected, completed] = await messages(user.token);
    expect(rejected).toMatchObject({
      topic: 'withdrawal_rejected',
      facts: { amount: '50', asset: 'USDT', reason: 'Sanctioned address' },
    });
    expect(completed).toMatchObject({
      topic: 'withdrawal_completed',
      facts: { amount: '50', fee: '5', reference: '0xsent' },
    });
  });

  it('asks for a session', async () => {
    expect((await h.api.get('/mailMessage/getList')).body.type).toBe(999);
    expect((await h.api.get('/mailMessage/unread')).body.type).toBe(999);
  });
});
