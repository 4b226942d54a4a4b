import { Decimal, IEO_CALCULATOR_VERSION, ieoAllocation, ieoCostOf } from '@tessera/core';
import { expect, it } from 'vitest';
import { describeOnEachDatabase, type Harness } from './support/harness.js';
import { archivedSettlement } from './support/proofs.js';
import { eventually, feedLive } from './support/traders.js';
import { walletOf } from './support/wallet.js';

interface WireProject {
  id: number;
  name: string;
  currency: string;
  currency_decimals: number;
  pay_currency: string;
  price: string;
  total_issuance: string;
  min_amount: string;
  lock_days: number;
  announced_at: string;
  starts_at: string;
  ends_at: string;
  unlocks_at: string;
  status: 'warmup' | 'in_progress' | 'finished';
  applied: string;
  allocation: null | {
    applied: string;
    allocated: string;
    oversubscribed: boolean;
    calculator_version: string;
  };
}

interface WireSubscription {
  id: number;
  project_id: number;
  amount: string;
  paid: string;
  state: 'applied' | 'locked' | 'refunded' | 'released';
  passed: string | null;
  refunded: string | null;
}

const ieoCalls = (h: Harness) => {
  /** A user holding `usdt` in the balance account. */
  const subscriber = async (usdt: string) => {
    await feedLive(h.api);
    const name = await h.api.registerByUsername();
    await walletOf(h.api).deposit(name, 'USDT', usdt);
    return { name, token: await h.api.login(name) };
  };
  const projects = async () =>
    eventually(
      async () => (await h.api.get('/project')).body.message as WireProject[],
      (list) =>
        ['NOVA', 'ORBT'].every((token) => list.some((p) => p.currency === token && p.status !== 'finished')),
      'each template’s current round',
    );
  const project = async (id: number) =>
    (await h.api.get('/project/detail', { id: String(id) })).body.message as WireProject;
  /** The token's round in warm-up or in progress, moved on to its subscription if it was warming up. */
  const openRound = async (token: string) => {
    const current = (await projects()).find((p) => p.currency === token && p.status !== 'finished');
    if (current === undefined) throw new Error(`no ${token} round`);
    if (current.status === 'warmup') h.clock.advance(Date.parse(current.starts_at) - h.clock.now().getTime());
    return project(current.id);
  };
  const subscribe = (
    token: string,
    id: number,
    amount: string,
    extra: Record<string, string> = {},
    key?: string,
  ) =>
    h.api.post(
      '/project/order',
      { project_id: String(id), amount, ...extra },
      { token, ...(key === undefined ? {} : { headers: { 'idempotency-key': key } }) },
    );
  const balance = async (name: string, currency: string) => {
    const row = (await walletOf(h.api).balances(name)).find(
      (b) => b.account === 'balance' && b.currency === currency,
    );
    return { available: row?.available ?? '0', frozen: row?.frozen ?? '0' };
  };
  /** All of a user's subscriptions, newest first, page after page. */
  const subscriptions = async (name: string) => {
    const token = await h.api.login(name);
    const all: WireSubscription[] = [];
    for (let page = 1; ; page++) {
      const { data } = (
        await h.api.get('/user/project/order', { page: String(page), limit: '50' }, { token })
      ).body.message as { data: WireSubscription[] };
      all.push(...data);
      if (data.length < 50) return all;
    }
  };
  /** Moves the clock to `iso` and waits until the project has been allocated. */
  const allocatedAt = async (iso: string, id: number) => {
    h.clock.advance(Date.parse(iso) - h.clock.now().getTime() + 1000);
    return eventually(
      () => project(id),
      (p) => p.allocation !== null,
      'the allocation',
    );
  };
  return { subscriber, projects, project, openRound, subscribe, balance, subscriptions, allocatedAt };
};

describeOnEachDatabase('IEO', (h) => {
  const { subscriber, projects, project, openRound, subscribe, balance, subscriptions, allocatedAt } =
    ieoCalls(h);

  it('announces each template’s round with its published terms, warm-up before the subscription', async () => {
    const list = await projects();
    const nova = list.find((p) => p.currency === 'NOVA' && p.status !== 'finished');
    expect(nova).toMatchObject({
      name: 'Nova Network',
      pay_currency: 'USDT',
      price: '0.05',
      total_issuance: '1000000',
      min_amount: '100',
      lock_days: 7,
      currency_decimals: 2,
      allocation: null,
    });
    const day = 86_400_000;
    expect(Date.parse(nova?.starts_at ?? '') - Date.parse(nova?.announced_at ?? '')).toBe(2 * day);
    expect(Date.parse(nova?.ends_at ?? '') - Date.parse(nova?.starts_at ?? '')).toBe(3 * day);
    expect(Date.parse(nova?.unlocks_at ?? '') - Date.parse(nova?.ends_at ?? '')).toBe(7 * day);
  });

  it('freezes the payment, passes every application in full when they fit, and locks the tokens for the lock period', async () => {
    const nova = await openRound('NOVA');
    const ada = await subscriber('100');
    const bob = await subscriber('500');
    const mine = (await subscribe(ada.token, nova.id, '1500', { pay_currency: 'USDT', price: '0.05' })).body
      .message as WireSubscription;
    expect(mine).toMatchObject({
      amount: '1500',
      paid: '75',
      state: 'applied',
      passed: null,
      refunded: null,
    });
    await subscribe(bob.token, nova.id, '3000.5');
    expect(await balance(ada.name, 'USDT')).toEqual({ available: '25', frozen: '75' });
    expect((await project(nova.id)).applied).toBe(new Decimal(nova.applied).plus('4500.5').toFixed());

    const allocated = await allocatedAt(nova.ends_at, nova.id);
    expect(allocated.allocation).toMatchObject({
      oversubscribed: false,
      calculator_version: IEO_CALCULATOR_VERSION,
      applied: allocated.applied,
      allocated: allocated.applied,
    });
    expect((await subscriptions(ada.name))[0]).toMatchObject({
      state: 'locked',
      passed: '1500',
      refunded: '0',
    });
    expect(await balance(ada.name, 'USDT')).toEqual({ available: '25', frozen: '0' });
    expect(await balance(ada.name, 'NOVA')).toEqual({ available: '0', frozen: '1500' });
    expect(await balance(bob.name, 'NOVA')).toEqual({ available: '0', frozen: '3000.5' });

    h.clock.advance(Date.parse(nova.unlocks_at) - h.clock.now().getTime() + 1000);
    await eventually(
      () => subscriptions(ada.name),
      (list) => list[0]?.state === 'released',
      'the release',
    );
    expect(await balance(ada.name, 'NOVA')).toEqual({ available: '1500', frozen: '0' });
    expect((await walletOf(h.api).audit()).ok).toBe(true);
  });

  it('counts all of 300 parallel applications, then passes each its pro-rata share by core’s calculator and refunds the rest', async () => {
    const orbit = await openRound('ORBT');
    const users = await Promise.all([subscriber('20000'), subscriber('20000'), subscriber('20000')]);
    const answers = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        subscribe((users[i % 3] as { token: string }).token, orbit.id, '1000'),
      ),
    );
    expect(answers.filter((answer) => answer.body.type === 'ok')).toHaveLength(300);
    expect((await project(orbit.id)).applied).toBe(new Decimal(orbit.applied).plus(300_000).toFixed());
    for (const user of users)
      expect(await balance(user.name, 'USDT')).toEqual({ available: '0', frozen: '20000' });

    const allocated = await allocatedAt(orbit.ends_at, orbit.id);
    expect(allocated.allocation?.oversubscribed).toBe(true);
    // The server's result is core's calculator on the recorded applications.
    // The allocation is one transaction and the payouts the ones after it: wait for those too.
    const recorded = await eventually(
      async () => (await Promise.all(users.map((user) => subscriptions(user.name)))).flat(),
      (all) => all.every((s) => s.state !== 'applied'),
      'every subscription paid out',
    );
    expect(recorded).toHaveLength(300);
    const expected = ieoAllocation({
      totalIssuance: allocated.total_issuance,
      tokenDecimals: allocated.currency_decimals,
      subscriptions: recorded.map((s) => ({ id: s.id, amount: s.amount })),
    });
    // Other suites' applications to this round (none here) would change the totals, not the rule.
    expect(allocated.allocation?.applied).toBe(expected.applied.toFixed());
    expect(allocated.allocation?.allocated).toBe(expected.allocated.toFixed());
    for (const s of recorded) {
      const passed = expected.passed.get(s.id) ?? new Decimal(-1);
      expect(s).toMatchObject({
        state: 'locked',
        passed: passed.toFixed(),
        refunded: new Decimal(s.paid).minus(ieoCostOf(passed, allocated.price, 6)).toFixed(),
      });
    }
    expect(recorded[0]?.passed).toBe('833.33');
    // The archive holds the same: every application and what it passed, recomputable by anyone.
    const archived = await archivedSettlement(h, `ieo_project:${orbit.id}`);
    expect(archived.result).toMatchObject({
      applied: expected.applied.toFixed(),
      allocated: expected.allocated.toFixed(),
      oversubscribed: true,
    });
    expect(archived.result.subscriptions).toHaveLength(300);
    for (const user of users) {
      expect(await balance(user.name, 'ORBT')).toEqual({ available: '0', frozen: '83333' });
      expect(await balance(user.name, 'USDT')).toEqual({ available: '3333.4', frozen: '0' });
    }
    expect((await walletOf(h.api).audit()).ok).toBe(true);
  });

  it('subscribes once under one idempotency key', async () => {
    const nova = await openRound('NOVA');
    const ada = await subscriber('100');
    const key = 'ieo-once-0001';
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => subscribe(ada.token, nova.id, '200', {}, key)),
    );
    expect(new Set(answers.map((answer) => (answer.body.message as WireSubscription).id)).size).toBe(1);
    expect(await balance(ada.name, 'USDT')).toEqual({ available: '90', frozen: '10' });
  });

  it('refuses what cannot be subscribed with a clear error, and changes nothing', async () => {
    const nova = await openRound('NOVA');
    const ada = await subscriber('10');
    const refused = async (id: number, amount: string, extra: Record<string, string> = {}) =>
      (await subscribe(ada.token, id, amount, extra)).body.code;
    expect(await refused(999_999, '100')).toBe('IEO.UNKNOWN_PROJECT');
    expect(await refused(nova.id, '100.001')).toBe('IEO.AMOUNT_STEP');
    expect(await refused(nova.id, '99.99')).toBe('IEO.BELOW_MIN_AMOUNT');
    expect(await refused(nova.id, '-100')).toBe('WALLET.AMOUNT_FORMAT');
    expect(await refused(nova.id, '201')).toBe('WALLET.INSUFFICIENT_BALANCE');
    expect(await refused(nova.id, '100', { pay_currency: 'BTC' })).toBe('IEO.PAY_CURRENCY');
    expect(await refused(nova.id, '100', { price: '0.04' })).toBe('IEO.PRICE_CHANGED');
    expect(await refused(nova.id, '100', { price: 'cheap' })).toBe('IEO.PRICE_CHANGED');
    const applied = (await project(nova.id)).applied;

    // Past its end: refused as ended; the next round warms up and refuses as not started.
    h.clock.advance(Date.parse(nova.ends_at) - h.clock.now().getTime() + 60_000);
    const token = await h.api.login(ada.name);
    expect((await subscribe(token, nova.id, '100')).body.code).toBe('IEO.ENDED');
    const next = await eventually(
      async () => (await projects()).find((p) => p.currency === 'NOVA' && p.status === 'warmup'),
      (p) => p !== undefined,
      'the next round',
    );
    expect((await subscribe(token, next?.id ?? 0, '100')).body.code).toBe('IEO.NOT_STARTED');
    expect(await balance(ada.name, 'USDT')).toEqual({ available: '10', frozen: '0' });
    expect((await project(nova.id)).applied).toBe(applied);
  });
});
