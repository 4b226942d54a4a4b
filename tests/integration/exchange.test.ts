/**
 * The promise face of the SDK (`createExchange`), as a Node script or a Vue app would use it,
 * against a real server: calls by context, thrown typed errors, the token kept, pushes as callbacks.
 */
import type { Quote } from '@tessera/core';
import { createExchange, NotLoggedIn, Rejected, TesseraError } from '@tessera/http-adapter';
import { startServer } from '@tessera/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const OPERATOR_KEY = 'exchange-test-operator-key-0123456789';
const PASSWORD = 'exchange-password-9';

describe('createExchange', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    server = await startServer({ port: 0, dataDir: 'memory://', tickMs: 200, operatorKey: OPERATOR_KEY });
  });
  afterAll(async () => {
    await server.close();
  });

  const newUser = async () => {
    const name = `ex${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
    const ex = createExchange({ baseUrl: server.url, language: 'en' });
    await ex.session.register({
      type: 'username',
      user_string: name,
      password: PASSWORD,
      re_password: PASSWORD,
      extension_code: 'TESSERA',
    });
    return { ex, name };
  };

  it('signs in, keeps the token for the next calls, and forgets it on sign-out', async () => {
    const { ex, name } = await newUser();
    await expect(ex.wallet.walletOverview({})).rejects.toBeInstanceOf(NotLoggedIn);
    const token = await ex.session.login({ user_string: name, password: PASSWORD });
    expect(typeof token === 'string' && token.length).toBeGreaterThan(20);
    const me = await ex.session.userInfo({});
    expect(me.username).toBe(name);
    await ex.session.logout({});
    await expect(ex.session.userInfo({})).rejects.toBeInstanceOf(NotLoggedIn);
  });

  it('throws a refused call as Rejected with its code, in the asked language', async () => {
    const { ex, name } = await newUser();
    const wrong = await ex.session
      .login({ user_string: name, password: 'not-the-password-1' })
      .catch((e) => e);
    expect(wrong).toBeInstanceOf(Rejected);
    expect(wrong).toBeInstanceOf(TesseraError);
    expect((wrong as Rejected).code).toMatch(/^[A-Z_]+\.[A-Z_]+$/);
    const inChinese = createExchange({ baseUrl: server.url, language: 'zh' });
    const same = await inChinese.session
      .login({ user_string: name, password: 'not-the-password-1' })
      .catch((e) => e);
    expect((same as Rejected).code).toBe((wrong as Rejected).code);
    expect((same as Rejected).message).not.toBe((wrong as Rejected).message);
  });

  it('trades: a deposit (operator), a limit order placed and cancelled, an unaffordable one refused', async () => {
    const { ex, name } = await newUser();
    const operator = createExchange({ baseUrl: server.url, operatorKey: OPERATOR_KEY });
    await operator.wallet.operatorConfirmDeposit({
      user: name,
      currency: 'USDT',
      amount: '1000',
      reference: `exchange-${name}`,
    });
    await ex.session.login({ user_string: name, password: PASSWORD });
    const markets = await ex.spot.spotMarkets({});
    const btc = markets.find((market) => market.symbol === 'BTC/USDT');
    expect(btc).toBeDefined();
    const order = await ex.spot.placeOrder({
      currency_id: btc?.currency_id ?? 0,
      legal_id: btc?.legal_id ?? 0,
      type: 1,
      amount: '0.01',
      target_price: '1000',
    });
    expect(order.status).toBe('open');
    const cancelled = await ex.spot.cancelOrder({ id: order.id });
    expect(cancelled.status).toBe('cancelled');
    const tooMuch = await ex.spot
      .placeOrder({
        currency_id: btc?.currency_id ?? 0,
        legal_id: btc?.legal_id ?? 0,
        type: 1,
        amount: '1',
        target_price: '100000',
      })
      .catch((e) => e);
    expect(tooMuch).toBeInstanceOf(Rejected);
    ex.close();
    operator.close();
  });

  it('pushes tickers to a callback until it is unsubscribed', async () => {
    const ex = createExchange({ baseUrl: server.url });
    const batches: (readonly Quote[])[] = [];
    const stop = ex.market.watchTickers((quotes) => batches.push(quotes));
    await expect.poll(() => batches.length, { timeout: 15_000 }).toBeGreaterThan(0);
    expect(batches[0]?.[0]?.symbol).toMatch(/\//);
    stop();
    ex.close();
  });
});
