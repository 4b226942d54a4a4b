import { Decimal, futuresOvernightFee, futuresPreview, isMarketOpen, nextMarketOpen } from '@tessera/core';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import {
  BTC_LOT,
  FEE_RATE,
  futuresCalls,
  LONG,
  MAINTENANCE,
  SHORT,
  TICK_MS,
  type WirePosition,
} from './support/futures.js';
import { describeOnEachDatabase } from './support/harness.js';
import { archivedSettlement } from './support/proofs.js';
import { eventually, newTrader } from './support/traders.js';
import { walletOf } from './support/wallet.js';

describeOnEachDatabase(
  'futures',
  (h) => {
    const f = futuresCalls(h);

    it('publishes every market’s rules: the crypto contracts, and the stock contracts with their hours', async () => {
      const markets = (await h.api.get('/lever/markets')).body.message as Record<string, unknown>[];
      expect(markets.find((market) => market.symbol === 'BTC/USDT')).toMatchObject({
        currency_id: 1,
        legal_id: 3,
        account: 'futures',
        margin_asset: 'USDT',
        venue: 'always',
        lot_size: BTC_LOT,
        fee_rate: FEE_RATE,
        maintenance_rate: MAINTENANCE,
        open: true,
        next_open: null,
      });
      const apple = markets.find((market) => market.symbol === 'AAPL/USD');
      expect(apple).toMatchObject({ account: 'stock', venue: 'NYSE', lot_size: '1', currency_id: 1001 });
      expect(apple?.open === true ? apple.next_open : typeof apple?.next_open).toBe(
        apple?.open === true ? null : 'string',
      );
    });

    it('opens a market order at the newest recorded tick as core prices it, and closes it as core settles it', async () => {
      const trader = await newTrader(h.api, '1000', 'futures');
      const position = await f.opened(trader.token);
      expect(position).toMatchObject({ state: 'open', side: 'long', kind: 'market', multiple: 10 });
      if (position.open === null) throw new Error('no open price');
      expect(await f.recordedTick(position.open)).toEqual({ price: position.open.price, symbol: 'BTC/USDT' });
      const preview = futuresPreview({
        side: 'long',
        price: position.open.price,
        lots: '1',
        lotSize: BTC_LOT,
        multiple: '10',
        feeRate: FEE_RATE,
        maintenanceRate: MAINTENANCE,
        decimals: 6,
      });
      expect([position.margin, position.open_fee, position.liquidation_price]).toEqual([
        preview.margin.toFixed(),
        preview.fee.toFixed(),
        preview.liquidationPrice?.toFixed(),
      ]);
      expect(await f.account(trader.name)).toEqual({
        available: new Decimal(1000).minus(preview.required).toFixed(),
        frozen: preview.margin.toFixed(),
      });
      const [listed] = await f.live(trader.token);
      expect(listed?.id).toBe(position.id);
      expect(listed?.current_price).not.toBeNull();
      expect(listed?.risk_rate).not.toBeNull();

      const closed = (await h.api.post('/lever/close', { id: String(position.id) }, { token: trader.token }))
        .body.message as WirePosition;
      expect(closed).toMatchObject({ state: 'closed', close_reason: 'user' });
      expect(f.settlementOf(closed)).toEqual(f.recomputed(closed));
      if (closed.close === null) throw new Error('no close price');
      expect(await f.recordedTick(closed.close)).toEqual({ price: closed.close.price, symbol: 'BTC/USDT' });
      expect(await f.account(trader.name)).toEqual({
        available: new Decimal(1000)
          .minus(preview.required)
          .plus(closed.returned ?? '0')
          .toFixed(),
        frozen: '0',
      });
      expect((await f.history(trader.token)).map((p) => p.id)).toEqual([position.id]);
      expect((await walletOf(h.api).audit()).ok).toBe(true);
    });

    it('refuses what the rules do not allow with a clear error, and changes nothing', async () => {
      const trader = await newTrader(h.api, '100', 'futures');
      const price = await f.newestPrice();
      const refused = async (fields: Record<string, string>) => (await f.submit(trader.token, fields)).body;
      expect(await refused({ currency_id: '99' })).toMatchObject({
        type: 'error',
        code: 'FUTURES.UNKNOWN_MARKET',
      });
      expect(await refused({ lots: '0.001' })).toMatchObject({ code: 'FUTURES.LOTS_STEP' });
      expect(await refused({ lots: '5000' })).toMatchObject({ code: 'FUTURES.LOTS_RANGE' });
      expect(await refused({ multiple: '3' })).toMatchObject({ code: 'FUTURES.MULTIPLE' });
      expect(await refused({ target_profit_price: price.times('0.5').toFixed(2) })).toMatchObject({
        code: 'FUTURES.TAKE_PROFIT_SIDE',
      });
      expect(await refused({ stop_loss_price: price.times('0.5').toFixed(2) })).toMatchObject({
        code: 'FUTURES.STOP_BEYOND_LIQUIDATION',
      });
      expect(await refused({ lots: '100', multiple: '1' })).toMatchObject({
        code: 'WALLET.INSUFFICIENT_BALANCE',
      });
      expect(await refused({ target_price: price.times(2).toFixed(2) })).toMatchObject({
        code: 'FUTURES.LIMIT_REACHED',
      });
      expect(await refused({ target_price: '1.001' })).toMatchObject({ code: 'FUTURES.PRICE_STEP' });
      expect(
        (await h.api.post('/lever/close', { id: '999999' }, { token: trader.token })).body,
      ).toMatchObject({
        code: 'FUTURES.POSITION_NOT_FOUND',
      });
      expect(await f.account(trader.name)).toEqual({ available: '100', frozen: '0' });
    });

    it('opens one position for a repeated idempotency key', async () => {
      const trader = await newTrader(h.api, '1000', 'futures');
      const [first, second] = await Promise.all([
        f.submit(trader.token, {}, 'futures-key-1'),
        f.submit(trader.token, {}, 'futures-key-1'),
      ]);
      expect(first.body.message.id).toBe(second.body.message.id);
      expect(await f.live(trader.token)).toHaveLength(1);
    });

    it('lets exactly the affordable positions open under 200 parallel submissions', async () => {
      const trader = await newTrader(h.api, '50', 'futures');
      // A hundredth of a lot at 1×: about 0.64 USDT of margin and a fee of 0.0003 each.
      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          f.submit(trader.token, { lots: '0.01', multiple: '1', type: i % 2 === 0 ? LONG : SHORT }),
        ),
      );
      const accepted = answers.filter((answer) => answer.body.type === 'ok');
      const refused = answers.filter((answer) => answer.body.code === 'WALLET.INSUFFICIENT_BALANCE');
      expect(accepted.length + refused.length).toBe(200);
      expect(accepted.length).toBeGreaterThan(0);
      expect(refused.length).toBeGreaterThan(0);
      const spent = accepted.reduce(
        (total, answer) => total.plus(answer.body.message.margin).plus(answer.body.message.open_fee),
        new Decimal(0),
      );
      const left = new Decimal((await f.account(trader.name)).available);
      expect(left.plus(spent).toFixed()).toBe('50');
      // Refused only once nothing more fitted: what is left would not open another (~0.64 each).
      expect(left.lessThan(1)).toBe(true);
      expect((await walletOf(h.api).audit()).ok).toBe(true);
    });

    it('waits with a limit order, its margin and fee frozen, and gives them back when it is cancelled', async () => {
      const trader = await newTrader(h.api, '1000', 'futures');
      const price = await f.newestPrice();
      const limit = price.times('0.9').toDecimalPlaces(2);
      const pending = await f.opened(trader.token, { target_price: limit.toFixed() });
      expect(pending).toMatchObject({
        state: 'pending',
        kind: 'limit',
        target_price: limit.toFixed(),
        open: null,
      });
      const frozen = new Decimal(pending.margin).plus(pending.open_fee);
      expect(await f.account(trader.name)).toEqual({
        available: new Decimal(1000).minus(frozen).toFixed(),
        frozen: frozen.toFixed(),
      });
      const moved = await h.api.post(
        '/lever/setstop',
        { id: String(pending.id), target_profit_price: limit.plus(100).toFixed() },
        { token: trader.token },
      );
      expect(moved.body.message).toMatchObject({ target_profit_price: limit.plus(100).toFixed() });
      const cancelled = await h.api.post('/lever/close', { id: String(pending.id) }, { token: trader.token });
      expect(cancelled.body.message).toMatchObject({ state: 'cancelled' });
      expect(await f.account(trader.name)).toEqual({ available: '1000', frozen: '0' });
      expect((await walletOf(h.api).audit()).ok).toBe(true);
    });

    it('opens a limit order at its own price on the first recorded tick that reaches it', async () => {
      const trader = await newTrader(h.api, '1000', 'futures');
      // One step either side of the price: whichever way it moves, one of the two is reached.
      await f.limitNextTo(trader.token, 'long');
      await f.limitNextTo(trader.token, 'short');
      const filled = await eventually(
        async () => (await f.live(trader.token)).find((p) => p.state === 'open'),
        (position) => position !== undefined,
        'a limit order to open',
      );
      if (filled === undefined || filled.open === null) throw new Error('no limit order opened');
      const limit = new Decimal(filled.target_price ?? '0');
      expect(filled.open.price).toBe(limit.toFixed());
      // The tick that opened it is the first after it was placed to reach its price; its stops
      // and liquidation act from the next one.
      const placed = await sql<{ armed: string }>`
        select armed_tick_id as armed from futures_positions where id = ${String(filled.id)}`.execute(
        h.server.database,
      );
      expect(Number(placed.rows[0]?.armed)).toBe(filled.open.tick_id);
      const journals = await sql<{ reason: string }>`
        select reason from journals where ref_type = 'futures_position' and ref_id = ${String(filled.id)}
        order by id`.execute(h.server.database);
      expect(journals.rows.map((row) => row.reason)).toEqual(['futures_open', 'futures_fill']);
      expect((await walletOf(h.api).audit()).ok).toBe(true);
    });

    it('fires a take-profit or stop-loss on the first recorded tick that crosses it, at that tick’s price', async () => {
      const trader = await newTrader(h.api, '1000', 'futures');
      const position = await f.opened(trader.token);
      const { takeProfit, stopLoss } = await f.stopsAround(trader.token, position.id);
      const armed = await f.armedAfter(position.id);
      const closed = await f.closedOne(trader.token, position.id);
      const first = await f.firstTickReaching('BTC/USDT', armed, (p) => p.gte(takeProfit) || p.lte(stopLoss));
      expect(closed.close?.tick_id).toBe(Number(first?.id));
      expect(closed.close?.price).toBe(new Decimal(first?.price ?? '0').toFixed());
      expect(closed.close_reason).toBe(
        new Decimal(first?.price ?? '0').gte(takeProfit) ? 'take_profit' : 'stop_loss',
      );
      expect(f.settlementOf(closed)).toEqual(f.recomputed(closed));
      // Archived with its stops and the tick that fired them, recomputable by anyone.
      const archived = await archivedSettlement(h, `futures_position:${position.id}`);
      expect(archived.inputs).toMatchObject({
        reason: closed.close_reason,
        take_profit: takeProfit.toFixed(),
        stop_loss: stopLoss.toFixed(),
        close_tick_id: String(first?.id),
      });
      expect((await walletOf(h.api).audit()).ok).toBe(true);
    });

    it('closes all, only the longs or only the shorts', async () => {
      const trader = await newTrader(h.api, '1000', 'futures');
      await f.opened(trader.token, { type: LONG });
      await f.opened(trader.token, { type: SHORT });
      await f.opened(trader.token, { type: SHORT });
      const shorts = await h.api.post('/lever/batch_close', { type: 'short' }, { token: trader.token });
      expect((shorts.body.message as WirePosition[]).map((p) => p.side)).toEqual(['short', 'short']);
      expect((await f.live(trader.token)).map((p) => p.side)).toEqual(['long']);
      const all = await h.api.post('/lever/batch_close', { type: 'all' }, { token: trader.token });
      expect(all.body.message).toHaveLength(1);
      expect(await f.live(trader.token)).toEqual([]);
      expect((await f.account(trader.name)).frozen).toBe('0');
      expect((await walletOf(h.api).audit()).ok).toBe(true);
    });
  },
  { tickMs: TICK_MS },
);

describeOnEachDatabase(
  'futures over days',
  (h) => {
    const f = futuresCalls(h);

    it('charges overnight fees once a night from the margin, and liquidates on the first tick past the liquidation price', async () => {
      const trader = await newTrader(h.api, '10000', 'futures');
      const markets = ['1', '2', '4', '5', '6', '7'];
      const positions: WirePosition[] = [];
      for (const currency_id of markets)
        for (const type of [LONG, SHORT])
          positions.push(await f.opened(trader.token, { currency_id, type, multiple: '100', lots: '1' }));
      // Two nights pass (a session ends after three idle days); two days of this volatility move
      // almost every market more than the 0.8 % that liquidates a 100× position.
      h.clock.advance(2 * 86_400_000 + 3_600_000);
      const listed = () => Promise.all(positions.map((p) => f.current(trader.token, p.id)));
      await eventually(listed, (all) => all.some((p) => p?.close_reason === 'liquidation'), 'a liquidation');
      // Read again: the nights are charged before the tick that liquidates, so from now on every
      // position shows them (the reads that found the liquidation may have begun before them).
      const after = await listed();
      const { rows: fees } = await sql<{
        position_id: string;
        margin_before: string;
        fee: string;
        night: Date;
      }>`
        select position_id, margin_before, fee, night from futures_overnight_fees
        where position_id in (${sql.join(positions.map((p) => String(p.id)))}) order by position_id, night`.execute(
        h.server.database,
      );
      for (const position of after) {
        if (position === undefined) throw new Error('a position went missing');
        const own = fees.filter((fee) => String(fee.position_id) === String(position.id));
        const openedDay = Math.floor(new Date(position.open?.at ?? 0).getTime() / 86_400_000);
        const today = Math.floor(h.clock.now().getTime() / 86_400_000);
        // One fee per midnight (UTC) it was open across, two or three with the hour added.
        if (position.state === 'open') expect(own).toHaveLength(today - openedDay);
        else expect(own.length).toBeGreaterThanOrEqual(2);
        // Each night's fee is core's on the margin left by the night before.
        let margin = new Decimal(positions.find((p) => p.id === position.id)?.margin ?? '0');
        for (const fee of own) {
          expect(fee.margin_before).toBe(margin.toFixed());
          const expected = futuresOvernightFee({
            margin,
            dailyRate: position.overnight_rate,
            nights: 1,
            decimals: 6,
          });
          expect(fee.fee).toBe(expected.toFixed());
          margin = margin.minus(expected);
        }
        expect(position.margin).toBe(margin.toFixed());
        if (position.close_reason === 'liquidation') {
          expect(f.settlementOf(position)).toEqual(f.recomputed(position));
          const liquidation = new Decimal(position.liquidation_price ?? '0');
          const crossed =
            position.side === 'long'
              ? new Decimal(position.close?.price ?? '0').lte(liquidation)
              : new Decimal(position.close?.price ?? '0').gte(liquidation);
          expect(crossed).toBe(true);
          expect((await archivedSettlement(h, `futures_position:${position.id}`)).inputs).toMatchObject({
            reason: 'liquidation',
            liquidation_price: liquidation.toFixed(),
          });
        }
      }
      expect((await walletOf(h.api).audit()).ok).toBe(true);
    });
  },
  { tickMs: TICK_MS },
);

describeOnEachDatabase(
  'futures across a restart',
  (h) => {
    const f = futuresCalls(h);

    it('fires a stop set before a restart once, on the first tick after it that crosses it', async () => {
      const trader = await newTrader(h.api, '1000', 'futures');
      const position = await f.opened(trader.token);
      await f.stopsAround(trader.token, position.id);
      await h.stop();
      h.clock.advance(60_000);
      await h.restart();
      const token = await h.api.login(trader.name);
      const closed = await f.closedOne(token, position.id);
      expect(f.settlementOf(closed)).toEqual(f.recomputed(closed));
      const { rows } = await sql<{ count: string }>`
        select count(*) as count from journals
        where reason = 'futures_close' and ref_id = ${String(position.id)}`.execute(h.server.database);
      expect(Number(rows[0]?.count)).toBe(1);
      expect((await walletOf(h.api).audit()).ok).toBe(true);
    });
  },
  { tickMs: TICK_MS },
  { durable: true },
);

describeOnEachDatabase(
  'stock contracts',
  (h) => {
    const f = futuresCalls(h);
    const APPLE = { currency_id: '1001', legal_id: '3' } as const;

    it('trade in the stock account in their exchange’s hours only, and say when the market opens', async () => {
      if (!isMarketOpen('NYSE', h.clock.now())) {
        const early = await newTrader(h.api, '1000', 'stock');
        const refused = (await f.submit(early.token, { ...APPLE, multiple: '2' })).body;
        expect(refused).toMatchObject({ type: 'error', code: 'FUTURES.MARKET_CLOSED' });
        expect(refused.message).toContain(
          nextMarketOpen('NYSE', h.clock.now()).toISOString().slice(0, 16).replace('T', ' '),
        );
        // To the next opening bell, and a minute into the session.
        h.clock.advance(nextMarketOpen('NYSE', h.clock.now()).getTime() - h.clock.now().getTime() + 60_000);
      }
      const trader = await newTrader(h.api, '1000', 'stock');
      const answer = await eventually(
        () => f.submit(trader.token, { ...APPLE, multiple: '2', lots: '2' }),
        (attempt) => attempt.body.code !== 'FUTURES.NO_PRICE',
        'a recorded price of AAPL',
      );
      const position = answer.body.message as WirePosition;
      expect(position).toMatchObject({ symbol: 'AAPL/USD', state: 'open', lot_size: '1', lots: '2' });
      const stock = await f.account(trader.name, 'stock');
      expect(stock.frozen).toBe(position.margin);
      const deal = (await h.api.post('/lever/deal', APPLE, { token: trader.token })).body.message;
      expect(deal).toMatchObject({ market: { symbol: 'AAPL/USD', open: true }, available: stock.available });

      // Past the closing bell: nothing opens or closes until the next session.
      const close = new Date(h.clock.now());
      while (isMarketOpen('NYSE', close)) close.setTime(close.getTime() + 60_000);
      h.clock.advance(close.getTime() - h.clock.now().getTime() + 60_000);
      const closing = await h.api.post('/lever/close', { id: String(position.id) }, { token: trader.token });
      expect(closing.body).toMatchObject({ type: 'error', code: 'FUTURES.MARKET_CLOSED' });
      expect((await f.live(trader.token)).map((p) => p.id)).toEqual([position.id]);
      expect((await walletOf(h.api).audit()).ok).toBe(true);
    });
  },
  { tickMs: TICK_MS },
);
