import { expect, it } from 'vitest';
import { JPEG } from './support/api.js';
import { describeOnEachDatabase, type Harness } from './support/harness.js';
import { newVerifiedUser, walletOf } from './support/wallet.js';

interface WireOrder {
  id: number;
  reference: string;
  amount: string;
  usdt: string;
  state: 'to_be_paid' | 'paid' | 'cancelled';
  payer: { first_name: string; tax_id: string };
  payee: { iban: string };
  proof_url: string | null;
  pay_by: string;
  cancel_reason: string | null;
}

const ORDER = {
  country: 'TH',
  currency: 'USD',
  method: 'bank_transfer',
  amount: '250',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  phone: '+66 81 234 5678',
  tax_id: 'TH-1234567',
};

const quickBuyCalls = (h: Harness) => {
  const place = (token: string, changes: Record<string, string> = {}) =>
    h.api.post('/buy/order', { ...ORDER, ...changes }, { token });
  const prove = async (token: string, id: number) =>
    h.api.post(
      '/buy/order/proof',
      { id: String(id), proof: (await h.api.uploaded(token, 'payment_proof', JPEG)).path },
      { token },
    );
  const usdt = async (user: string) =>
    (await walletOf(h.api).balances(user)).find((b) => b.account === 'balance' && b.currency === 'USDT') ?? {
      available: '0',
      frozen: '0',
    };
  return { place, prove, usdt };
};

describeOnEachDatabase('quick buy', (h) => {
  const { place, prove, usdt } = quickBuyCalls(h);

  it('offers the served countries, USD, three methods and the single limit of the user’s level', async () => {
    const unverified = await h.api.login(await h.api.registerByUsername());
    const offer = (await h.api.get('/buy/config', {}, { token: unverified })).body.message;
    expect(offer).toMatchObject({
      countries: ['US', 'NG', 'TH', 'ID', 'BR', 'IN', 'VN', 'MX', 'PH'],
      currencies: ['USD'],
      methods: ['bank_transfer', 'card', 'wallet'],
      min_usd: '100',
      max_usd: '0',
      payment_window_hours: 24,
    });
    expect(offer.payees.bank_transfer).toMatchObject({ beneficiary_country: 'GB', bic: 'BUKBGB22' });
    const { token } = await newVerifiedUser(h.api);
    expect((await h.api.get('/buy/config', {}, { token })).body.message.max_usd).toBe('2000');
    expect((await place(unverified)).body.code).toBe('QUICKBUY.NOT_VERIFIED');
  });

  it('places an order to pay into the published account, takes the proof, and credits the USDT once when the operator confirms', async () => {
    const { email, token } = await newVerifiedUser(h.api);
    const order = (await place(token)).body.message as WireOrder;
    expect(order).toMatchObject({
      amount: '250',
      usdt: '250',
      state: 'to_be_paid',
      payer: { first_name: 'Ada', tax_id: 'TH-1234567' },
      payee: { iban: 'GB33BUKB20201555555555' },
      proof_url: null,
    });
    expect(order.reference).toBe(`QB-${String(order.id).padStart(6, '0')}`);
    // The payer's details are sealed at rest.
    const stored = await h.server.database
      .selectFrom('quick_buy_orders')
      .select('payer')
      .where('id', '=', String(order.id))
      .executeTakeFirstOrThrow();
    expect(stored.payer).not.toContain('Lovelace');
    // No proof yet: nothing to confirm.
    expect((await h.api.operator('POST', '/operator/buy/confirm', { id: String(order.id) })).body.code).toBe(
      'QUICKBUY.NOT_CONFIRMABLE',
    );
    const proved = (await prove(token, order.id)).body.message as WireOrder;
    expect(proved.proof_url).toMatch(/^\/api\/files\/[0-9a-f]{32}$/);
    expect(
      (await h.api.operator('GET', '/operator/buy/orders', { state: 'to_be_paid' })).body.message,
    ).toEqual(expect.arrayContaining([expect.objectContaining({ id: order.id, user: email })]));

    const confirmations = await Promise.all(
      Array.from({ length: 200 }, () =>
        h.api.operator('POST', '/operator/buy/confirm', { id: String(order.id) }),
      ),
    );
    expect(confirmations.filter((answer) => answer.body.type === 'ok')).toHaveLength(1);
    expect(await usdt(email)).toMatchObject({ available: '250', frozen: '0' });
    const paid = (await h.api.get('/buy/order/detail', { id: String(order.id) }, { token })).body.message;
    expect(paid).toMatchObject({ state: 'paid' });
    expect((await walletOf(h.api).audit()).ok).toBe(true);
  });

  it('cancels an order that got no proof within its window, and one the user or the operator cancels; nothing moves', async () => {
    const { email, token } = await newVerifiedUser(h.api);
    const late = (await place(token)).body.message as WireOrder;
    const mine = (await place(token)).body.message as WireOrder;
    const unpaid = (await place(token)).body.message as WireOrder;
    expect(
      (await h.api.post('/buy/order/cancel', { id: String(mine.id) }, { token })).body.message,
    ).toMatchObject({
      state: 'cancelled',
      cancel_reason: 'user',
    });
    await prove(token, unpaid.id);
    expect(
      (await h.api.operator('POST', '/operator/buy/reject', { id: String(unpaid.id) })).body.message,
    ).toMatchObject({ state: 'cancelled', cancel_reason: 'not_received' });
    h.clock.advance(Date.parse(late.pay_by) - h.clock.now().getTime() + 5_000);
    const fresh = await h.api.login(email);
    let expired: WireOrder | undefined;
    for (let waited = 0; expired?.state !== 'cancelled' && waited < 20_000; waited += 100) {
      expired = (await h.api.get('/buy/order/detail', { id: String(late.id) }, { token: fresh })).body
        .message;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(expired).toMatchObject({ state: 'cancelled', cancel_reason: 'expired' });
    expect((await prove(fresh, late.id)).body.code).toBe('QUICKBUY.NOT_TO_BE_PAID');
    expect((await h.api.operator('POST', '/operator/buy/confirm', { id: String(late.id) })).body.code).toBe(
      'QUICKBUY.NOT_CONFIRMABLE',
    );
    expect(await usdt(email)).toMatchObject({ available: '0' });
  });

  it('keeps at most three orders waiting for payment, however many are placed at once', async () => {
    const { token } = await newVerifiedUser(h.api);
    const answers = await Promise.all(Array.from({ length: 200 }, () => place(token)));
    const codes = answers.map((answer) => answer.body.code ?? answer.body.type);
    expect(codes.filter((code) => code === 'ok')).toHaveLength(3);
    expect(codes.filter((code) => code === 'QUICKBUY.TOO_MANY_WAITING')).toHaveLength(197);
    const { data } = (await h.api.get('/buy/orders', {}, { token })).body.message;
    expect(data).toHaveLength(3);
    await h.api.post('/buy/order/cancel', { id: String(data[0].id) }, { token });
    expect((await place(token)).body.type).toBe('ok');
  });

  it('refuses what cannot be ordered with a clear error, and stores nothing', async () => {
    const { token } = await newVerifiedUser(h.api);
    const refused = async (changes: Record<string, string>) => (await place(token, changes)).body.code;
    expect(await refused({ country: 'FR' })).toBe('QUICKBUY.REGION_NOT_SUPPORTED');
    expect(await refused({ amount: '99' })).toBe('QUICKBUY.BELOW_MINIMUM');
    expect(await refused({ amount: '250.5' })).toBe('QUICKBUY.WHOLE_UNITS');
    expect(await refused({ amount: '2001' })).toBe('QUICKBUY.ABOVE_LIMIT');
    expect(await refused({ method: 'cash' })).toBe('SHARED.REQUIRED');
    expect(await refused({ email: 'ada' })).toBe('SESSION.EMAIL_FORMAT');
    expect(await refused({ tax_id: '<b>' })).toBe('QUICKBUY.TAX_ID_FORMAT');
    expect((await h.api.get('/buy/orders', {}, { token })).body.message.data).toEqual([]);
    const other = await newVerifiedUser(h.api);
    const theirs = (await place(other.token)).body.message as WireOrder;
    expect((await h.api.post('/buy/order/cancel', { id: String(theirs.id) }, { token })).body.code).toBe(
      'QUICKBUY.UNKNOWN_ORDER',
    );
    const stranger = await h.api.uploaded(token, 'payment_proof', JPEG);
    expect(
      (
        await h.api.post(
          '/buy/order/proof',
          { id: String(theirs.id), proof: stranger.path },
          { token: other.token },
        )
      ).body.code,
    ).toBe('WALLET.PROOF_REQUIRED');
  });
});
