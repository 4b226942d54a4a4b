/**
 * Spot trading through the SDK, as another front end would do it: core's rules and order form
 * machine over the http-adapter's port, against a real server.
 */
import { Decimal, StorageKeys, validateOrder } from '@tessera/core';
import { createHttpTessera, memoryStorage } from '@tessera/http-adapter';
import { startServer } from '@tessera/server';
import * as E from 'fp-ts/lib/Either.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const OPERATOR_KEY = 'spot-sdk-test-operator-key';

describe('spot through the SDK', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    // No ticks: the market maker stays out, so the book holds only this test's orders.
    server = await startServer({
      port: 0,
      dataDir: 'memory://',
      tickMs: 3_600_000,
      operatorKey: OPERATOR_KEY,
    });
  });
  afterAll(async () => {
    await server.close();
  });

  /** A signed-in SDK of a new user holding `usdt` USDT. */
  const trader = async (usdt: string) => {
    const storage = memoryStorage();
    const sdk = createHttpTessera({
      baseUrl: server.url,
      storage,
      navigator: { go: () => {} },
      notifier: { notify: () => {} },
    });
    const name = `sdk${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
    const password = 'spot-sdk-password-9';
    const post = (path: string, body: object, headers: Record<string, string> = {}) =>
      fetch(`${server.url}/api${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      }).then((response) => response.json() as Promise<{ type: string; message: unknown }>);
    await post('/user/register', {
      type: 'username',
      user_string: name,
      password,
      re_password: password,
      extension_code: 'TESSERA',
    });
    await post(
      '/operator/deposits/confirm',
      { user: name, currency: 'USDT', amount: usdt, reference: `sdk-${name}` },
      { 'operator-key': OPERATOR_KEY },
    );
    storage.set(
      StorageKeys.token,
      String((await post('/user/login', { user_string: name, password })).message),
    );
    return sdk;
  };

  it('checks an order with core’s rules, places it through the order form, lists and cancels it', async () => {
    const sdk = await trader('1000');
    const markets = await sdk.tessera.api.spot.markets()();
    if (E.isLeft(markets)) throw new Error(JSON.stringify(markets.left));
    const btc = markets.right.find((market) => market.symbol === 'BTC/USDT');
    if (btc === undefined) throw new Error('no BTC/USDT market');

    const form = { side: 'buy', kind: 'limit', amount: '0.01', price: '50000' } as const;
    const tooMuch = validateOrder({ ...form, amount: '0.1' }, btc, {
      referencePrice: new Decimal('64000'),
      available: new Decimal('1000'),
    });
    expect(E.isLeft(tooMuch) && tooMuch.left.amount?.code).toBe('WALLET.INSUFFICIENT_BALANCE');
    const checked = validateOrder(form, btc, {
      referencePrice: new Decimal('64000'),
      available: new Decimal('1000'),
    });
    if (E.isLeft(checked)) throw new Error(JSON.stringify(checked.left));

    const orderForm = sdk.tessera.createOrderForm();
    orderForm.send({ type: 'order.change', draft: checked.right, market: btc });
    orderForm.send({ type: 'order.review' });
    orderForm.send({ type: 'order.confirm', requestId: `sdk-order-${Date.now()}` });
    await expect.poll(() => orderForm.getSnapshot().value, { timeout: 10_000 }).toBe('placed');
    const placed = orderForm.getSnapshot().context.placed;
    expect(placed).toMatchObject({ symbol: 'BTC/USDT', side: 'buy', kind: 'limit', status: 'open' });
    expect(placed?.amount.toFixed()).toBe('0.01');
    orderForm.stop();

    const open = await sdk.tessera.api.spot.orders('open', { page: 1, limit: 10 })();
    expect(E.isRight(open) && open.right.items.map((order) => order.id)).toEqual([placed?.id]);
    const depth = await sdk.tessera.api.spot.depth('BTC/USDT')();
    expect(E.isRight(depth) && depth.right.bids[0]?.price.toFixed()).toBe('50000');
    const cancelled = await sdk.tessera.api.spot.cancel(placed?.id ?? 0)();
    expect(E.isRight(cancelled) && cancelled.right.status).toBe('cancelled');
    const trades = await sdk.tessera.api.spot.trades('BTC/USDT')();
    expect(E.isRight(trades) && trades.right).toEqual([]);
    sdk.close();
  });
});
