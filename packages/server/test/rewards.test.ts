import { Decimal, INVITE_REBATE_RATE, inviteRebate, VIP_TIERS } from '@tessera/core';
import { expect, it } from 'vitest';
import { PASSWORD } from './support/api.js';
import { futuresCalls, type WirePosition } from './support/futures.js';
import { describeOnEachDatabase } from './support/harness.js';
import { feedLive } from './support/traders.js';
import { walletOf } from './support/wallet.js';

const BTC_USDT = { currency_id: '1', legal_id: '3' };
const BUY = '1';
const SELL = '2';
const PRECISION: Record<string, number> = { USDT: 6, BTC: 8 };
const DAY_MS = 24 * 60 * 60 * 1000;

interface WireRebate {
  day: string;
  invitee: string;
  asset: string;
  fees: string;
  rate: string;
  amount: string;
}
interface WireOrder {
  fee: string;
  fee_currency: string;
}

describeOnEachDatabase('invitation rebates and VIP levels', (h) => {
  const futures = futuresCalls(h);
  const newUser = async (invite?: string) => {
    const name = await h.api.registerByUsername(undefined, PASSWORD, invite);
    return { name, token: await h.api.login(name) };
  };
  const place = (token: string, type: string, amount: string, price?: string) =>
    h.api.post(
      '/coin/trade',
      { ...BTC_USDT, type, amount, ...(price === undefined ? {} : { target_price: price }) },
      { token },
    );
  const inviteOf = async (token: string) => (await h.api.get('/user/invite', {}, { token })).body.message;
  const rebatesOf = async (token: string) =>
    (await h.api.get('/user/rebates', { limit: '50' }, { token })).body.message.data as WireRebate[];
  const run = async () => (await h.api.operator('POST', '/operator/rewards/run', {})).body.message;
  const balance = async (name: string, currency: string) =>
    (await walletOf(h.api).balances(name)).find((b) => b.account === 'balance' && b.currency === currency)
      ?.available ?? '0';
  /** What a user paid in fees on their done spot orders, by asset. */
  const feesOf = async (token: string) => {
    const orders = (await h.api.get('/coin/list', { state: 'done', limit: '50' }, { token })).body.message
      .data as WireOrder[];
    const fees: Record<string, Decimal> = {};
    for (const order of orders)
      fees[order.fee_currency] = (fees[order.fee_currency] ?? new Decimal(0)).plus(order.fee);
    return fees;
  };

  it('pays an inviter the published share of what the invited user paid in fees, once per day, through the ledger', async () => {
    const inviter = await newUser();
    const { code, invited, rebate_rate: rate } = await inviteOf(inviter.token);
    expect({ invited, rate }).toEqual({ invited: 0, rate: INVITE_REBATE_RATE.toFixed() });
    const invitee = await newUser(code);
    const stranger = await newUser();
    await walletOf(h.api).deposit(invitee.name, 'USDT', '20000');
    await walletOf(h.api).deposit(invitee.name, 'BTC', '1');
    await walletOf(h.api).deposit(stranger.name, 'BTC', '1');
    // Orders fill and positions open only at prices the feed recorded moments ago (the market
    // maker quotes from the first tick): wait for it, as a busy machine starts slowly.
    await feedLive(h.api);
    // The invited user sells and buys at the market (the market maker's quotes): their fee is in
    // USDT for the sale (what they received), in BTC for the purchase. The stranger's fees are
    // nobody's to be paid a share of.
    await place(invitee.token, SELL, '0.1');
    await place(invitee.token, BUY, '0.05');
    await place(stranger.token, SELL, '0.1');
    // And opens and closes a futures position: its opening and closing fees, in USDT, count too.
    await h.api.post(
      '/wallet/change',
      { currency_id: '3', number: '1000', from_field: 'balance', to_field: 'futures' },
      { token: invitee.token },
    );
    const position = await futures.opened(invitee.token);
    await h.api.post('/lever/close', { id: String(position.id) }, { token: invitee.token });
    const closed = (await futures.closedOne(invitee.token, position.id)) as WirePosition;
    expect((await inviteOf(inviter.token)).invited).toBe(1);
    const fees = await feesOf(invitee.token);
    expect(Object.keys(fees).sort()).toEqual(['BTC', 'USDT']);
    fees.USDT = (fees.USDT as Decimal).plus(closed.open_fee).plus(closed.close_fee ?? '0');

    h.clock.advance(DAY_MS);
    await run();
    const rebates = await rebatesOf(inviter.token);
    expect(rebates.map((r) => r.asset).sort()).toEqual(['BTC', 'USDT']);
    for (const rebate of rebates) {
      const paid = fees[rebate.asset] as Decimal;
      expect(rebate).toMatchObject({
        fees: paid.toFixed(),
        rate: '0.2',
        invitee: expect.stringMatching(/\*\*\*/),
      });
      // The exchange's figure is core's calculator on what the rebate records it used.
      expect(rebate.amount).toBe(
        inviteRebate({
          fees: paid,
          rate: rebate.rate,
          decimals: PRECISION[rebate.asset] as number,
        }).toFixed(),
      );
      expect(await balance(inviter.name, rebate.asset)).toBe(rebate.amount);
    }
    expect((await inviteOf(inviter.token)).earned).toEqual(
      Object.fromEntries(rebates.map((r) => [r.asset, r.amount]).sort()),
    );
    // Nobody invited the stranger: nobody is paid for their fees. The day is not paid twice.
    expect(await run()).toMatchObject({ days: [], rebates: 0 });
    expect(await rebatesOf(inviter.token)).toHaveLength(2);
    expect(await walletOf(h.api).audit()).toMatchObject({ ok: true });
  });

  it('pays a day once however many runs race for it', async () => {
    const inviter = await newUser();
    const invitee = await newUser((await inviteOf(inviter.token)).code);
    const other = await newUser();
    await walletOf(h.api).deposit(invitee.name, 'BTC', '1');
    await walletOf(h.api).deposit(other.name, 'USDT', '100000');
    await place(invitee.token, SELL, '0.2', '61000');
    await place(other.token, BUY, '0.2', '61000');
    h.clock.advance(DAY_MS);
    const runs = await Promise.all(Array.from({ length: 200 }, () => run()));
    const days = runs.flatMap((answer: { days: string[] }) => answer.days);
    expect(new Set(days).size).toBe(days.length);
    const rebates = await rebatesOf(inviter.token);
    expect(rebates).toHaveLength(1);
    expect(await balance(inviter.name, 'USDT')).toBe(rebates[0]?.amount);
    expect(await walletOf(h.api).audit()).toMatchObject({ ok: true });
  });

  it('reviews VIP levels from the published table: holdings reach level 2, which unlocks OTC loans', async () => {
    expect((await h.api.get('/vip/levels')).body.message).toEqual(
      VIP_TIERS.map((tier) => ({
        level: tier.level,
        volume_30d: tier.volume30d.toFixed(),
        holdings: tier.holdings.toFixed(),
      })),
    );
    const user = await newUser();
    expect((await h.api.get('/user/vip', {}, { token: user.token })).body.message).toMatchObject({
      level: 0,
      holdings: '0',
      next: { level: 1, volume_30d: '50000', holdings: '5000' },
    });
    await walletOf(h.api).deposit(user.name, 'USDT', '60000');
    h.clock.advance(DAY_MS);
    await run();
    const standing = (await h.api.get('/user/vip', {}, { token: user.token })).body.message;
    expect(standing).toMatchObject({ level: 2, holdings: '60000', next: { level: 3 } });
    expect(standing.reviewed_at).not.toBeNull();
    const info = (await h.api.get('/user/info', {}, { token: user.token })).body.message;
    expect(info.vip_level).toBe(2);
    // What the OTC desk checks an application against (core's validateLoanApplication).
    expect((await h.api.get('/loan/config', {}, { token: user.token })).body.message.vip_level).toBe(2);
  });
});
