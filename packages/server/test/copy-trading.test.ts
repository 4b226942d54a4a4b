import { copyOrder, copyTraderStats, Decimal, type FuturesMarket } from '@tessera/core';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { futuresCalls, type WirePosition } from './support/futures.js';
import { describeOnEachDatabase, type Harness } from './support/harness.js';
import { eventually, newTrader } from './support/traders.js';
import { newVerifiedUser, USDT, walletOf } from './support/wallet.js';

const HOUR_MS = 3_600_000;

interface WireCopy {
  id: number;
  follow_id: number;
  trader_user_id: number;
  trader_nickname: string;
  trader_position_id: number;
  lots: string;
  state: string;
  skip_reason: string | null;
  position: WirePosition | null;
}

interface WireTrader {
  user_id: number;
  nickname: string;
  stats: {
    return_rate: string;
    win_rate: string;
    max_drawdown: string;
    closed_positions: number;
    followers: number;
    assets_under_copy: string;
    updated_at: string;
  };
}

/** The rules of the BTC/USDT contract as `/lever/markets` publishes them, as core models them. */
const btcMarket = async (h: Harness): Promise<FuturesMarket> => {
  const markets = (await h.api.get('/lever/markets')).body.message as (Record<
    'symbol' | 'price_step' | 'lot_size' | 'lots_step' | 'min_lots' | 'max_lots',
    string
  > &
    Record<'fee_rate' | 'overnight_rate' | 'maintenance_rate', string> & {
      margin_decimals: number;
      multiples: number[];
    })[];
  const wire = markets.find((market) => market.symbol === 'BTC/USDT');
  if (wire === undefined) throw new Error('BTC/USDT is not listed');
  return {
    symbol: 'BTC/USDT',
    baseId: 1,
    quoteId: 3,
    account: 'futures',
    marginAsset: 'USDT',
    marginDecimals: wire.margin_decimals,
    venue: 'always',
    priceStep: new Decimal(wire.price_step),
    lotSize: new Decimal(wire.lot_size),
    lotsStep: new Decimal(wire.lots_step),
    minLots: new Decimal(wire.min_lots),
    maxLots: new Decimal(wire.max_lots),
    multiples: wire.multiples,
    feeRate: new Decimal(wire.fee_rate),
    overnightRate: new Decimal(wire.overnight_rate),
    maintenanceRate: new Decimal(wire.maintenance_rate),
  };
};

let nicknames = 0;
const nextNickname = () => `T${process.pid % 10_000}x${(nicknames++).toString(36)}`;

const copyCalls = (h: Harness) => {
  /** A verified user with `usdt` in their futures account who became a trader. */
  const trader = async (usdt = '1000') => {
    const { email, token } = await newVerifiedUser(h.api);
    await fund(email, token, usdt);
    const nickname = nextNickname();
    const became = await h.api.post('/follow/becomeTrader', { nickname, terms_accepted: 'true' }, { token });
    expect(became.body).toMatchObject({ type: 'ok', message: { nickname } });
    return { name: email, token, id: (became.body.message as WireTrader).user_id, nickname };
  };
  const fund = async (name: string, token: string, usdt: string) => {
    if (usdt === '0') return;
    await walletOf(h.api).deposit(name, 'USDT', usdt);
    const moved = await h.api.post(
      '/wallet/change',
      { currency_id: USDT, number: usdt, from_field: 'balance', to_field: 'futures' },
      { token },
    );
    expect(moved.body.type).toBe('ok');
  };
  const follow = (token: string, traderId: number, fields: Record<string, string> = {}, key?: string) =>
    h.api.post(
      '/follow/follow',
      { trader_user_id: String(traderId), type: '1', number: '0.5', agreement_accepted: 'true', ...fields },
      { token, ...(key === undefined ? {} : { headers: { 'idempotency-key': key } }) },
    );
  /** A user with `usdt` in their futures account following `traderId` as `fields` say. */
  const follower = async (traderId: number, usdt: string, fields: Record<string, string> = {}) => {
    const user = await newTrader(h.api, usdt, 'futures');
    const followed = await follow(user.token, traderId, fields);
    expect(followed.body).toMatchObject({ type: 'ok', message: { state: 'following' } });
    return user;
  };
  const close = async (token: string, id: number) => {
    const answer = await h.api.post('/lever/close', { id: String(id) }, { token });
    expect(answer.body).toMatchObject({ type: 'ok' });
    return answer.body.message as WirePosition;
  };
  const copies = async (token: string, params: Record<string, string> = {}) =>
    (await h.api.get('/follow/copies', { limit: '50', ...params }, { token })).body.message
      .data as WireCopy[];
  return { trader, fund, follow, follower, close, copies };
};

describeOnEachDatabase(
  'copy trading',
  (h) => {
    const c = copyCalls(h);
    const f = futuresCalls(h);

    it('makes verified users traders under a nickname, with the terms accepted, and lists them', async () => {
      const unverified = await h.api.login(await h.api.registerByUsername());
      expect(
        (
          await h.api.post(
            '/follow/becomeTrader',
            { nickname: 'Nobody', terms_accepted: 'true' },
            { token: unverified },
          )
        ).body,
      ).toMatchObject({ type: 998 });

      const { token } = await newVerifiedUser(h.api);
      const apply = (fields: Record<string, string>) =>
        h.api.post(
          '/follow/becomeTrader',
          { nickname: nextNickname(), terms_accepted: 'true', ...fields },
          { token },
        );
      expect((await apply({ nickname: '<b>x</b>' })).body).toMatchObject({ code: 'COPY.NICKNAME_FORMAT' });
      expect((await apply({ terms_accepted: 'false' })).body).toMatchObject({ code: 'COPY.TERMS_REQUIRED' });
      const nickname = nextNickname();
      const became = await apply({ nickname });
      expect(became.body).toMatchObject({
        type: 'ok',
        message: { nickname, stats: { return_rate: '0', followers: 0, closed_positions: 0 } },
      });
      const id = (became.body.message as WireTrader).user_id;
      expect((await apply({})).body).toMatchObject({ code: 'COPY.ALREADY_TRADER' });
      const other = await newVerifiedUser(h.api);
      expect(
        (
          await h.api.post(
            '/follow/becomeTrader',
            { nickname: nickname.toUpperCase(), terms_accepted: 'true' },
            { token: other.token },
          )
        ).body,
      ).toMatchObject({ code: 'COPY.NICKNAME_TAKEN' });

      const listed = (await h.api.get('/follow/index', { limit: '50' })).body.message;
      expect((listed.data as WireTrader[]).map((trader) => trader.user_id)).toContain(id);
      expect((await h.api.get('/follow/traderDetail', { trader_user_id: String(id) })).body).toMatchObject({
        type: 'ok',
        message: { user_id: id, nickname },
      });
      expect((await h.api.get('/follow/traderDetail', { trader_user_id: '999999' })).body).toMatchObject({
        code: 'COPY.UNKNOWN_TRADER',
      });
      expect((await h.api.get('/follow/historyTrade', { trader_user_id: String(id) })).body).toMatchObject({
        type: 'ok',
        message: { data: [], total: 0 },
      });
    });

    it('refuses a follow core refuses with a clear error and changes nothing; follows and cancels', async () => {
      const trader = await c.trader();
      const user = await newTrader(h.api, '100', 'futures');
      const refused = async (fields: Record<string, string>, traderId = trader.id) =>
        (await c.follow(user.token, traderId, fields)).body;
      expect(await refused({}, 999_999)).toMatchObject({ type: 'error', code: 'COPY.UNKNOWN_TRADER' });
      expect(await refused({ type: '3' })).toMatchObject({ type: 'error' });
      expect(await refused({ number: '0' })).toMatchObject({ code: 'COPY.VALUE_RANGE' });
      expect(await refused({ number: '100.01' })).toMatchObject({ code: 'COPY.VALUE_RANGE' });
      expect(await refused({ number: '0.555' })).toMatchObject({ code: 'WALLET.AMOUNT_PRECISION' });
      expect(await refused({ agreement_accepted: 'false' })).toMatchObject({
        code: 'COPY.AGREEMENT_REQUIRED',
      });
      expect((await c.follow(trader.token, trader.id)).body).toMatchObject({ code: 'COPY.SELF' });
      expect((await h.api.get('/follow/my', {}, { token: user.token })).body.message).toEqual([]);

      const followed = await c.follow(user.token, trader.id, { type: '2', number: '0.25' });
      expect(followed.body).toMatchObject({
        type: 'ok',
        message: {
          trader_user_id: trader.id,
          trader_nickname: trader.nickname,
          type: 2,
          mode: 'fixed',
          number: '0.25',
        },
      });
      expect(await refused({})).toMatchObject({ code: 'COPY.ALREADY_FOLLOWING' });
      const cancelled = await h.api.post(
        '/follow/cancel',
        { follow_user_id: String(trader.id) },
        { token: user.token },
      );
      expect(cancelled.body).toMatchObject({ type: 'ok', message: { state: 'cancelled' } });
      expect(
        (await h.api.post('/follow/cancel', { follow_user_id: String(trader.id) }, { token: user.token }))
          .body,
      ).toMatchObject({ code: 'COPY.NOT_FOLLOWING' });
      // Following again after cancelling starts a new follow; the old one stays in the record.
      expect((await c.follow(user.token, trader.id)).body).toMatchObject({ type: 'ok' });
      const mine = (await h.api.get('/follow/my', {}, { token: user.token })).body.message as {
        state: string;
      }[];
      expect(mine.map((follow) => follow.state)).toEqual(['following', 'cancelled']);
    });

    it('mirrors a trader’s open and close into each follower’s copy with core’s lots, skipping and telling those it cannot', async () => {
      const market = await btcMarket(h);
      const trader = await c.trader();
      const ratio = await c.follower(trader.id, '100', { type: '1', number: '0.5' });
      const fixed = await c.follower(trader.id, '100', { type: '2', number: '2' });
      const short = await c.follower(trader.id, '1', { type: '2', number: '3' });
      const tiny = await c.follower(trader.id, '100', { type: '1', number: '0.01' });

      const position = await f.opened(trader.token, { lots: '1' });
      if (position.open === null) throw new Error('no open price');
      const expected = (mode: 'ratio' | 'fixed', value: string, available: string) =>
        copyOrder({
          mode,
          value,
          trader: { side: 'long', multiple: 10, lots: '1', openPrice: position.open?.price ?? '0' },
          market,
          available,
        });

      const [ratioCopy] = await c.copies(ratio.token);
      const ratioOrder = expected('ratio', '0.5', '100');
      expect(ratioOrder.kind).toBe('open');
      if (ratioOrder.kind !== 'open') return;
      expect(ratioCopy).toMatchObject({
        trader_user_id: trader.id,
        trader_nickname: trader.nickname,
        trader_position_id: position.id,
        lots: '0.5',
        state: 'open',
        skip_reason: null,
        position: {
          state: 'open',
          side: 'long',
          multiple: 10,
          lots: '0.5',
          open: position.open,
          margin: ratioOrder.preview.margin.toFixed(),
          open_fee: ratioOrder.preview.fee.toFixed(),
        },
      });
      expect(await f.account(ratio.name)).toEqual({
        available: new Decimal(100).minus(ratioOrder.preview.required).toFixed(),
        frozen: ratioOrder.preview.margin.toFixed(),
      });
      const [fixedCopy] = await c.copies(fixed.token);
      expect(fixedCopy).toMatchObject({
        lots: '2',
        state: 'open',
        position: { lots: '2', open: position.open },
      });
      expect(expected('fixed', '3', '1')).toMatchObject({ kind: 'skip', reason: 'margin_short' });
      expect(await c.copies(short.token)).toMatchObject([
        {
          lots: '3',
          state: 'skipped',
          skip_reason: 'margin_short',
          position: null,
        },
      ]);
      expect(await f.account(short.name)).toEqual({ available: '1', frozen: '0' });
      expect(await c.copies(tiny.token)).toMatchObject([{ lots: '0.01', state: 'open' }]);

      const closed = await c.close(trader.token, position.id);
      const [ratioClosed] = await c.copies(ratio.token);
      expect(ratioClosed).toMatchObject({
        state: 'closed',
        position: { state: 'closed', close_reason: 'trader', close: closed.close },
      });
      if (ratioClosed?.position === null || ratioClosed === undefined) throw new Error('no copy');
      expect(f.settlementOf(ratioClosed.position)).toEqual(f.recomputed(ratioClosed.position));
      expect(await f.account(ratio.name)).toEqual({
        available: new Decimal(100)
          .minus(ratioOrder.preview.required)
          .plus(ratioClosed.position.returned ?? '0')
          .toFixed(),
        frozen: '0',
      });
      expect((await c.copies(fixed.token))[0]).toMatchObject({
        state: 'closed',
        position: { close: closed.close },
      });
      expect(await c.copies(ratio.token, { current: 'true' })).toEqual([]);
      expect((await walletOf(h.api).audit()).ok).toBe(true);
    });

    it('opens copies when a trader’s limit order fills, at its price, and closes them at the tick the trader’s stop fires', async () => {
      const trader = await c.trader();
      const user = await c.follower(trader.id, '100');
      const limit = await f.limitNextTo(trader.token, 'long');
      // No copy while the order waits: copies read, then the order found still waiting (a tick
      // may fill it at once, and then its copy opens with it).
      const whileWaiting = await c.copies(user.token);
      if ((await f.current(trader.token, limit.id))?.state === 'pending') expect(whileWaiting).toEqual([]);
      const filled = (await eventually(
        () => f.current(trader.token, limit.id),
        (position) => position?.state === 'open',
        'the limit order to fill',
      )) as WirePosition;
      expect(await c.copies(user.token)).toMatchObject([
        { state: 'open', lots: '0.5', position: { state: 'open', lots: '0.5', open: filled.open } },
      ]);

      await f.stopsAround(trader.token, limit.id);
      const closed = await f.closedOne(trader.token, limit.id);
      expect(['take_profit', 'stop_loss']).toContain(closed.close_reason);
      expect(await c.copies(user.token)).toMatchObject([
        { state: 'closed', position: { state: 'closed', close_reason: 'trader', close: closed.close } },
      ]);
      expect((await walletOf(h.api).audit()).ok).toBe(true);
    });

    it('lets a follower take a copy over: it stays open when the trader closes, and closes at their word', async () => {
      const trader = await c.trader();
      const user = await c.follower(trader.id, '100');
      const stranger = await newTrader(h.api, '1', 'futures');
      const first = await f.opened(trader.token);
      const second = await f.opened(trader.token);
      const mine = await c.copies(user.token);
      const held = mine.find((copy) => copy.trader_position_id === first.id) as WireCopy;
      const mirrored = mine.find((copy) => copy.trader_position_id === second.id) as WireCopy;

      const self = (token: string, id: number) =>
        h.api.post('/follow/selfHolding', { transaction_id: String(id) }, { token });
      expect((await self(stranger.token, held.id)).body).toMatchObject({ code: 'COPY.UNKNOWN_COPY' });
      expect((await self(user.token, held.id)).body).toMatchObject({
        type: 'ok',
        message: { state: 'self_held', position: { state: 'open' } },
      });
      expect((await self(user.token, held.id)).body).toMatchObject({ code: 'COPY.NOT_MIRRORING' });

      await c.close(trader.token, first.id);
      await c.close(trader.token, second.id);
      const after = await c.copies(user.token);
      expect(after.find((copy) => copy.id === held.id)).toMatchObject({
        state: 'self_held',
        position: { state: 'open' },
      });
      expect(after.find((copy) => copy.id === mirrored.id)).toMatchObject({
        state: 'closed',
        position: { close_reason: 'trader' },
      });
      // Its holder closes it: an ordinary position of theirs.
      const own = await c.close(user.token, held.position?.id ?? 0);
      expect(own).toMatchObject({ state: 'closed', close_reason: 'user' });
      expect((await c.copies(user.token)).find((copy) => copy.id === held.id)).toMatchObject({
        state: 'self_held',
      });
      expect((await walletOf(h.api).audit()).ok).toBe(true);
    });

    it('marks a copy its holder closes as closed, and the trader’s later close leaves it be', async () => {
      const trader = await c.trader();
      const user = await c.follower(trader.id, '100');
      const position = await f.opened(trader.token);
      const [copy] = await c.copies(user.token);
      await c.close(user.token, copy?.position?.id ?? 0);
      expect((await c.copies(user.token))[0]).toMatchObject({
        state: 'closed',
        position: { close_reason: 'user' },
      });
      await c.close(trader.token, position.id);
      expect((await c.copies(user.token))[0]).toMatchObject({
        state: 'closed',
        position: { close_reason: 'user' },
      });
      expect((await walletOf(h.api).audit()).ok).toBe(true);
    });

    it('computes each trader’s record hourly from their own closed positions, as core computes it', async () => {
      // The hour this test lets pass must not hold midnight, when overnight fees come out of the
      // mirrored positions' margins after the record summed them.
      h.clock.advanceToNextUtcHour(10);
      const trader = await c.trader();
      await c.follower(trader.id, '100');
      const closedOwn: WirePosition[] = [];
      for (let i = 0; i < 3; i++)
        closedOwn.push(await c.close(trader.token, (await f.opened(trader.token)).id));
      await f.opened(trader.token); // still open: mirrored, not yet in the record
      const before = (await h.api.get('/follow/traderDetail', { trader_user_id: String(trader.id) })).body
        .message as WireTrader;
      expect(before.stats.closed_positions).toBe(0);

      h.clock.advance(HOUR_MS);
      const after = (await eventually(
        async () =>
          (
            await h.api.get('/follow/traderDetail', { trader_user_id: String(trader.id) })
          ).body.message as WireTrader,
        (read) => read.stats.updated_at !== before.stats.updated_at,
        'the hourly record',
      )) as WireTrader;
      const stats = copyTraderStats(
        closedOwn.map((position) => ({ margin: position.margin, realizedPnl: position.realized_pnl ?? '0' })),
      );
      const { rows } = await sql<{ margin: string }>`
        select coalesce(sum(p.margin), 0) as margin from copies join futures_positions p on p.id = copies.position_id
        where copies.trader_id = ${trader.id} and copies.state = 'open'`.execute(h.server.database);
      expect(after.stats).toMatchObject({
        return_rate: stats.returnRate.toFixed(),
        win_rate: stats.winRate.toFixed(),
        max_drawdown: stats.maxDrawdown.toFixed(),
        closed_positions: 3,
        followers: 1,
        assets_under_copy: new Decimal(rows[0]?.margin ?? '0').toFixed(),
      });
      const history = (await h.api.get('/follow/historyTrade', { trader_user_id: String(trader.id) })).body
        .message;
      expect((history.data as WirePosition[]).map((p) => p.id)).toEqual(closedOwn.map((p) => p.id).reverse());
    });

    it('follows once, becomes a trader once and self-holds once under hundreds of parallel requests', async () => {
      const trader = await c.trader();
      const user = await newTrader(h.api, '100', 'futures');
      const follows = await Promise.all(Array.from({ length: 250 }, () => c.follow(user.token, trader.id)));
      expect(follows.filter((answer) => answer.body.type === 'ok')).toHaveLength(1);
      expect(
        new Set(follows.filter((answer) => answer.body.type !== 'ok').map((answer) => answer.body.code)),
      ).toEqual(new Set(['COPY.ALREADY_FOLLOWING']));

      const { token } = await newVerifiedUser(h.api);
      const applications = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          h.api.post(
            '/follow/becomeTrader',
            { nickname: `${nextNickname()}p${i}`, terms_accepted: 'true' },
            { token },
          ),
        ),
      );
      expect(applications.filter((answer) => answer.body.type === 'ok')).toHaveLength(1);

      await f.opened(trader.token);
      const [copy] = await c.copies(user.token);
      const holds = await Promise.all(
        Array.from({ length: 200 }, () =>
          h.api.post('/follow/selfHolding', { transaction_id: String(copy?.id) }, { token: user.token }),
        ),
      );
      expect(holds.filter((answer) => answer.body.type === 'ok')).toHaveLength(1);
    });

    it('never lets a follower’s own spending make a copy overdraw or undo the trader’s open', async () => {
      const trader = await c.trader();
      const user = await c.follower(trader.id, '20', { type: '2', number: '2' });
      const transfers = Array.from({ length: 200 }, () =>
        h.api.post(
          '/wallet/change',
          { currency_id: USDT, number: '0.1', from_field: 'futures', to_field: 'balance' },
          { token: user.token },
        ),
      );
      const [position, ...moved] = await Promise.all([f.opened(trader.token), ...transfers]);
      expect(position.state).toBe('open');
      const [copy] = await c.copies(user.token);
      const out = new Decimal('0.1').times(moved.filter((answer) => answer.body.type === 'ok').length);
      const account = await f.account(user.name);
      // Every cent is somewhere: still in the account (free or the copy's margin), moved out, or the copy's fee.
      const fee = copy?.position?.open_fee ?? '0';
      expect(new Decimal(account.available).plus(account.frozen).plus(out).plus(fee).toFixed()).toBe('20');
      expect(new Decimal(account.available).gte(0)).toBe(true);
      expect((await walletOf(h.api).audit()).ok).toBe(true);
    });
  },
  { tickMs: 100 },
);
