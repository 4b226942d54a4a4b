import { expect, it } from 'vitest';
import { describeOnEachDatabase } from './support/harness.js';
import { BTC, USDT, walletOf } from './support/wallet.js';

describeOnEachDatabase('conversions', (h) => {
  const wallet = () => walletOf(h.api);
  const funded = async (amount = '1000') => {
    const name = await h.api.registerByUsername();
    const token = await h.api.login(name);
    await wallet().deposit(name, 'USDT', amount);
    return { name, token };
  };
  const convert = (token: string, number: string, extra: Record<string, string> = {}) =>
    h.api.post(
      '/user/Transfer',
      { from_currency_id: USDT, to_currency_id: BTC, number, ...extra },
      { token },
    );

  it('lists the convertible assets at the feed’s prices with the fee rate', async () => {
    const { token } = await funded();
    const list = (await h.api.post('/user/getTransferList', {}, { token })).body.message;
    expect(list.fee_rate).toBe('0.002');
    expect(list.currencies[0]).toEqual({ id: 3, currency: 'USDT', precision: 6, price_usdt: '1' });
    expect(list.currencies.map((c: { currency: string }) => c.currency)).toContain('BTC');
  });

  it('quotes first, then converts at the feed’s price less the fee', async () => {
    const { name, token } = await funded();
    const quote = (
      await h.api.post(
        '/user/getTransferFee',
        { from_currency_id: USDT, to_currency_id: BTC, number: '500' },
        { token },
      )
    ).body.message;
    expect(quote).toMatchObject({
      from_currency: 'USDT',
      to_currency: 'BTC',
      number: '500',
      fee: '1',
      fee_rate: '0.002',
    });
    const expected = (499 / Number(quote.to_price)).toFixed(8);
    expect(Number(quote.receive)).toBeCloseTo(Number(expected), 7);
    const done = (await convert(token, '500')).body.message;
    expect(done.id).toBeGreaterThan(0);
    const rows = await wallet().balances(name);
    expect(rows).toEqual([
      { account: 'balance', currency: 'USDT', available: '500', frozen: '0' },
      { account: 'balance', currency: 'BTC', available: done.receive, frozen: '0' },
    ]);
    const [record] = (await h.api.post('/wallet/legal_log', { type: 'conversion' }, { token })).body.message
      .data;
    expect(record).toMatchObject({ reason: 'conversion' });
    expect((await wallet().audit()).ok).toBe(true);
  });

  it('refuses when the price moved below what the user accepted', async () => {
    const { token } = await funded();
    expect((await convert(token, '100', { min_receive: '1' })).body.code).toBe('WALLET.PRICE_MOVED');
    expect(await wallet().available(token, USDT)).toBe('1000');
  });

  it('refuses the same currency, an unknown one, dust and more than the balance', async () => {
    const { token } = await funded('10');
    expect(
      (
        await h.api.post(
          '/user/Transfer',
          { from_currency_id: USDT, to_currency_id: USDT, number: '1' },
          { token },
        )
      ).body.code,
    ).toBe('WALLET.SAME_CURRENCY');
    expect(
      (
        await h.api.post(
          '/user/Transfer',
          { from_currency_id: '99', to_currency_id: USDT, number: '1' },
          { token },
        )
      ).body.code,
    ).toBe('WALLET.UNKNOWN_ASSET');
    expect((await convert(token, '0.000001')).body.code).toBe('WALLET.AMOUNT_TOO_SMALL');
    expect((await convert(token, '10.000001')).body.code).toBe('WALLET.INSUFFICIENT_BALANCE');
    expect(await wallet().available(token, USDT)).toBe('10');
  });

  it('lets exactly the affordable ones of 200 parallel conversions through, and the ledger balances', async () => {
    const { name, token } = await funded('100');
    const answers = await Promise.all(Array.from({ length: 200 }, () => convert(token, '1')));
    expect(answers.filter((a) => a.body.type === 'ok')).toHaveLength(100);
    expect(answers.filter((a) => a.body.code === 'WALLET.INSUFFICIENT_BALANCE')).toHaveLength(100);
    const usdt = (await wallet().balances(name)).find((r) => r.currency === 'USDT');
    expect(usdt?.available).toBe('0');
    expect((await wallet().audit()).ok).toBe(true);
  });
});
