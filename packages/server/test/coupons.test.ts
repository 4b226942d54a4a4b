import { Decimal, discountedFee, WELCOME_COUPONS } from '@tessera/core';
import { expect, it } from 'vitest';
import { PASSWORD } from './support/api.js';
import { futuresCalls } from './support/futures.js';
import { describeOnEachDatabase } from './support/harness.js';
import { feedLive } from './support/traders.js';
import { walletOf } from './support/wallet.js';

const BTC_USDT = { currency_id: '1', legal_id: '3' };
const SELL = '2';
const DAY_MS = 24 * 60 * 60 * 1000;
const USDT_PLACES = 6;

interface WireCoupon {
  id: number;
  kind: 'fee_discount' | 'trial_bonus';
  rate: string | null;
  amount: string | null;
  products: string[];
  min_value: string;
  state: string;
  used: { product: string; ref: number; at: string } | null;
}

describeOnEachDatabase('coupons', (h) => {
  const futures = futuresCalls(h);
  const newUser = async () => {
    const name = await h.api.registerByUsername(undefined, PASSWORD);
    return { name, token: await h.api.login(name) };
  };
  const couponsOf = async (token: string, state = 'usable') =>
    (await h.api.get('/user/coupons', { state, limit: '50' }, { token })).body.message.data as WireCoupon[];
  const welcome = async (token: string, kind: WireCoupon['kind']) =>
    (await couponsOf(token)).find((coupon) => coupon.kind === kind) as WireCoupon;
  const sell = (token: string, amount: string, coupon?: number, key?: string) =>
    h.api.post(
      '/coin/trade',
      { ...BTC_USDT, type: SELL, amount, ...(coupon === undefined ? {} : { coupon_id: String(coupon) }) },
      { token, ...(key === undefined ? {} : { headers: { 'idempotency-key': key } }) },
    );
  const claim = (token: string, id: number, key?: string) =>
    h.api.post(
      '/user/coupons/claim',
      { id: String(id) },
      { token, ...(key === undefined ? {} : { headers: { 'idempotency-key': key } }) },
    );
  const issue = async (params: Record<string, string>) =>
    (await h.api.operator('POST', '/operator/coupons/issue', params)).body;
  const balances = async (name: string) => walletOf(h.api).balances(name);
  /** Deposits USDT and moves it to the futures account. */
  const fundFutures = async (user: { name: string; token: string }, amount: string) => {
    await walletOf(h.api).deposit(user.name, 'USDT', amount);
    await h.api.post(
      '/wallet/change',
      { currency_id: '3', number: amount, from_field: 'balance', to_field: 'futures' },
      { token: user.token },
    );
  };
  const takerRate = async () => {
    const markets = (await h.api.get('/coin/markets')).body.message as {
      symbol: string;
      taker_fee_rate: string;
    }[];
    return new Decimal(markets.find((market) => market.symbol === 'BTC/USDT')?.taker_fee_rate ?? 'NaN');
  };

  it('gives every new account the welcome coupons, listed by state', async () => {
    const user = await newUser();
    const usable = await couponsOf(user.token);
    expect(usable.map((coupon) => coupon.kind).sort()).toEqual(
      WELCOME_COUPONS.map((terms) => terms.kind).sort(),
    );
    expect(await welcome(user.token, 'fee_discount')).toMatchObject({
      rate: '0.5',
      products: ['spot', 'futures'],
      min_value: '10',
      state: 'usable',
      used: null,
    });
    expect(await couponsOf(user.token, 'used')).toEqual([]);
    // Thirty days on, both have expired unused.
    h.clock.advance(31 * DAY_MS);
    user.token = await h.api.login(user.name);
    expect((await couponsOf(user.token, 'expired')).map((coupon) => coupon.state)).toEqual([
      'expired',
      'expired',
    ]);
    expect(await couponsOf(user.token)).toEqual([]);
    const late = await sell(user.token, '0.01', usable[0]?.id);
    expect(late.body.code).toMatch(/^COUPON\.(EXPIRED|NOT_A_DISCOUNT)$/);
  });

  it('waives a share of a spot order’s fee, once, and says what it was used on', async () => {
    const user = await newUser();
    await walletOf(h.api).deposit(user.name, 'BTC', '1');
    await feedLive(h.api);
    const coupon = await welcome(user.token, 'fee_discount');
    const placed = await sell(user.token, '0.01', coupon.id);
    expect(placed.body).toMatchObject({ type: 'ok', message: { fee_discount: '0.5' } });
    const order = placed.body.message as { id: number; deal_money: string; fee: string };
    // The fee charged is core's discount of the market's fee on what the sale brought in.
    const full = new Decimal(order.deal_money)
      .times(await takerRate())
      .toDecimalPlaces(USDT_PLACES, Decimal.ROUND_DOWN);
    expect(full.gt(0)).toBe(true);
    expect(order.fee).toBe(
      discountedFee({ fee: full, rate: '0.5', decimals: USDT_PLACES }).charged.toFixed(),
    );
    const [used] = await couponsOf(user.token, 'used');
    expect(used).toMatchObject({ id: coupon.id, state: 'used', used: { product: 'spot', ref: order.id } });
    // Spent: a second order with it is refused and places nothing.
    const before = await balances(user.name);
    expect((await sell(user.token, '0.01', coupon.id)).body.code).toBe('COUPON.USED');
    expect(await balances(user.name)).toEqual(before);
    expect(await walletOf(h.api).audit()).toMatchObject({ ok: true });
  });

  it('refuses a coupon for another product, below its minimum, or someone else’s, changing nothing', async () => {
    const user = await newUser();
    const other = await newUser();
    await walletOf(h.api).deposit(user.name, 'BTC', '1');
    await feedLive(h.api);
    const futuresOnly = (
      await issue({ user: user.name, kind: 'fee_discount', rate: '1', products: 'futures', days: '3' })
    ).message as WireCoupon;
    expect(futuresOnly).toMatchObject({ rate: '1', products: ['futures'], state: 'usable' });
    const before = await balances(user.name);
    expect((await sell(user.token, '0.01', futuresOnly.id)).body.code).toBe('COUPON.WRONG_PRODUCT');
    const discount = (await couponsOf(user.token)).find((coupon) =>
      coupon.products.includes('spot'),
    ) as WireCoupon;
    // 0.0001 BTC is worth a few USDT: under the coupon's 10.
    const small = await sell(user.token, '0.0001', discount.id);
    expect(small.body).toMatchObject({
      code: 'COUPON.BELOW_MINIMUM',
      message: expect.stringContaining('10'),
    });
    expect((await sell(other.token, '0.01', discount.id)).body.code).toBe('COUPON.NOT_FOUND');
    expect(await balances(user.name)).toEqual(before);
    expect((await couponsOf(user.token)).every((coupon) => coupon.used === null)).toBe(true);
    // The operator's terms are checked too.
    const refused: Record<string, string>[] = [
      { user: user.name, kind: 'fee_discount', rate: '1.5', days: '3' },
      { user: user.name, kind: 'fee_discount', rate: '0.5', products: 'options', days: '3' },
      { user: user.name, kind: 'trial_bonus', amount: '-1', days: '3' },
      { user: user.name, kind: 'trial_bonus', amount: '5', days: '0' },
    ];
    for (const bad of refused) expect((await issue(bad)).type).toBe('error');
    expect((await issue({ user: 'nobody-at-all', kind: 'trial_bonus', amount: '5', days: '3' })).code).toBe(
      'SHARED.NOT_FOUND',
    );
  });

  it('waives a share of a futures opening fee and records it on the position', async () => {
    const user = await newUser();
    await fundFutures(user, '1000');
    await feedLive(h.api);
    const coupon = await welcome(user.token, 'fee_discount');
    const position = await futures.opened(user.token, { lots: '1', coupon_id: String(coupon.id) });
    const full = new Decimal(position.open_fee).plus(position.open_fee_waived);
    expect(full.gt(0)).toBe(true);
    expect({ charged: position.open_fee, waived: position.open_fee_waived }).toEqual(
      Object.fromEntries(
        Object.entries(discountedFee({ fee: full, rate: '0.5', decimals: USDT_PLACES })).map(([k, v]) => [
          k,
          v.toFixed(),
        ]),
      ),
    );
    expect((await couponsOf(user.token, 'used'))[0]).toMatchObject({
      used: { product: 'futures', ref: position.id },
    });
    expect((await futures.submit(user.token, { coupon_id: String(coupon.id) })).body.code).toBe(
      'COUPON.USED',
    );
    expect(await walletOf(h.api).audit()).toMatchObject({ ok: true });
  });

  it('credits a trial bonus to the futures account once, however the claim is repeated', async () => {
    const user = await newUser();
    const bonus = await welcome(user.token, 'trial_bonus');
    const claimed = await claim(user.token, bonus.id, 'first-claim');
    expect(claimed.body).toMatchObject({
      type: 'ok',
      message: { state: 'used', used: { product: 'bonus' } },
    });
    // The same key answers the same; another key finds it used; a discount is no bonus.
    expect((await claim(user.token, bonus.id, 'first-claim')).body).toEqual(claimed.body);
    expect((await claim(user.token, bonus.id, 'second-claim')).body.code).toBe('COUPON.USED');
    expect((await claim(user.token, (await welcome(user.token, 'fee_discount')).id)).body.code).toBe(
      'COUPON.NOT_A_BONUS',
    );
    expect(await futures.account(user.name)).toEqual({ available: bonus.amount, frozen: '0' });
    expect(await walletOf(h.api).audit()).toMatchObject({ ok: true });
  });

  it('spends a coupon once under 250 parallel spot orders, 200 futures orders and 250 claims', async () => {
    const user = await newUser();
    await walletOf(h.api).deposit(user.name, 'BTC', '1');
    await fundFutures(user, '5000');
    await feedLive(h.api);
    const spotCoupon = await welcome(user.token, 'fee_discount');
    const spot = await Promise.all(
      Array.from({ length: 250 }, (_, i) => sell(user.token, '0.001', spotCoupon.id, `spot-order-${i}`)),
    );
    expect(spot.filter((answer) => answer.body.type === 'ok')).toHaveLength(1);
    expect(spot.filter((answer) => answer.body.code === 'COUPON.USED')).toHaveLength(249);
    const orders = (await h.api.get('/coin/list', { state: 'done', limit: '50' }, { token: user.token })).body
      .message.data as { fee_discount: string }[];
    expect(orders.map((order) => order.fee_discount)).toEqual(['0.5']);

    const futuresCoupon = (
      await issue({ user: user.name, kind: 'fee_discount', rate: '0.25', products: 'futures', days: '3' })
    ).message as WireCoupon;
    const opened = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        futures.submit(user.token, { coupon_id: String(futuresCoupon.id) }, `futures-order-${i}`),
      ),
    );
    expect(opened.filter((answer) => answer.body.type === 'ok')).toHaveLength(1);
    expect(opened.filter((answer) => answer.body.code === 'COUPON.USED')).toHaveLength(199);
    expect(await futures.live(user.token)).toHaveLength(1);

    const bonus = await welcome(user.token, 'trial_bonus');
    const claims = await Promise.all(
      Array.from({ length: 250 }, (_, i) => claim(user.token, bonus.id, `bonus-claim-${i}`)),
    );
    expect(claims.filter((answer) => answer.body.type === 'ok')).toHaveLength(1);
    const margin = new Decimal(5000).plus(bonus.amount ?? 'NaN');
    const account = await futures.account(user.name);
    expect(new Decimal(account.available).plus(account.frozen).lte(margin)).toBe(true);
    expect(await walletOf(h.api).audit()).toMatchObject({ ok: true });
  });
});
