import { expect, it } from 'vitest';
import { describeOnEachDatabase } from './support/harness.js';
import { walletOf } from './support/wallet.js';

/** A seeded generator, so a failing run can be played again. */
const random = (seed: number) => () => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed / 2 ** 31;
};

const USERS = 50;
const ORDERS_PER_USER = 8;

describeOnEachDatabase(
  'spot under a load of mixed orders',
  (h) => {
    it('50 users trading at once against each other and the market maker: nothing created, lost or left frozen', async () => {
      const next = random(20261123);
      const traders = await Promise.all(
        Array.from({ length: USERS }, async () => {
          const name = await h.api.registerByUsername();
          await walletOf(h.api).deposit(name, 'USDT', '100000');
          await walletOf(h.api).deposit(name, 'BTC', '2');
          return { name, token: await h.api.login(name) };
        }),
      );
      // The market maker quotes once the ticker has run.
      await expect
        .poll(async () => (await h.api.get('/coin/depth', { symbol: 'BTC/USDT' })).body.message.asks.length, {
          timeout: 15_000,
        })
        .toBeGreaterThan(0);
      const last = Number((await h.api.get('/currency/quotation_new')).body.message[0].now_price);

      const answers = await Promise.all(
        traders.flatMap((trader) =>
          Array.from({ length: ORDERS_PER_USER }, async () => {
            const side = next() < 0.5 ? '1' : '2';
            const market = next() < 0.25;
            const price = (last * (0.995 + next() * 0.01)).toFixed(2);
            const placed = await h.api.post(
              '/coin/trade',
              {
                currency_id: '1',
                legal_id: '3',
                type: side,
                amount: (0.001 + Math.floor(next() * 50) / 10000).toFixed(4),
                ...(market ? {} : { target_price: price }),
              },
              { token: trader.token },
            );
            if (placed.body.type === 'ok' && next() < 0.3)
              await h.api.post(
                '/coin/cancel',
                { id: String(placed.body.message.id) },
                { token: trader.token },
              );
            return placed;
          }),
        ),
      );
      expect(answers.every((answer) => answer.status === 200)).toBe(true);
      expect(answers.filter((answer) => answer.body.type === 'ok').length).toBeGreaterThan(
        USERS * ORDERS_PER_USER * 0.9,
      );
      expect(await walletOf(h.api).audit()).toMatchObject({ ok: true, violations: [] });
      // Users traded with each other and with the house, not only rested.
      const trades = (await h.api.get('/coin/trades', { symbol: 'BTC/USDT' })).body.message;
      expect(trades.length).toBeGreaterThanOrEqual(20);

      // Every order still open is cancelled: then nothing may stay frozen.
      for (const trader of traders) {
        const open = (await h.api.get('/coin/list', { state: 'open', limit: '50' }, { token: trader.token }))
          .body.message.data as { id: number }[];
        for (const order of open)
          await h.api.post('/coin/cancel', { id: String(order.id) }, { token: trader.token });
        for (const row of await walletOf(h.api).balances(trader.name))
          expect([row.currency, row.frozen]).toEqual([row.currency, '0']);
      }
      expect(await walletOf(h.api).audit()).toMatchObject({ ok: true, violations: [] });
    });
  },
  { tickMs: 250 },
);
