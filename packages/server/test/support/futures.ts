import {
  Decimal,
  FUTURES_CALCULATOR_VERSION,
  futuresCloseSettlement,
  futuresFee,
  futuresPnl,
} from '@tessera/core';
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { Harness } from './harness.js';
import { eventually } from './traders.js';
import { walletOf } from './wallet.js';

/** BTC/USDT as `/lever/*` names it: the base coin's id and the quote's. */
export const BTC = { currency_id: '1', legal_id: '3' } as const;
export const LONG = '1';
export const SHORT = '2';
export const TICK_MS = 100;
/** The published rules of the crypto contracts (`contexts/futures/markets.ts`). */
export const BTC_LOT = '0.001';
export const FEE_RATE = '0.0005';
export const MAINTENANCE = '0.2';
export const STEP = new Decimal('0.01');

export interface Recorded {
  tick_id: number;
  price: string;
  at: string;
}

export interface WirePosition {
  id: number;
  symbol: string;
  side: 'long' | 'short';
  kind: 'market' | 'limit';
  multiple: number;
  lots: string;
  lot_size: string;
  state: 'pending' | 'open' | 'closed' | 'cancelled';
  target_price: string | null;
  open: Recorded | null;
  margin: string;
  open_fee: string;
  open_fee_waived: string;
  overnight_fees: string;
  target_profit_price: string | null;
  stop_loss_price: string | null;
  liquidation_price: string | null;
  fee_rate: string;
  maintenance_rate: string;
  overnight_rate: string;
  close: Recorded | null;
  close_reason: string | null;
  close_fee: string | null;
  realized_pnl: string | null;
  returned: string | null;
  calculator_version: string | null;
  current_price?: string | null;
  pnl?: string | null;
  risk_rate?: string | null;
}

/** The calls and checks every futures suite uses, on its harness. */
export const futuresCalls = (h: Harness) => {
  const submit = (token: string, fields: Record<string, string> = {}, key?: string) =>
    h.api.post(
      '/lever/submit',
      { ...BTC, type: LONG, multiple: '10', lots: '1', ...fields },
      { token, ...(key === undefined ? {} : { headers: { 'idempotency-key': key } }) },
    );
  const opened = async (token: string, fields: Record<string, string> = {}) => {
    const answer = await submit(token, fields);
    expect(answer.body).toMatchObject({ type: 'ok' });
    return answer.body.message as WirePosition;
  };
  const live = async (token: string) =>
    (await h.api.post('/lever/dealall', {}, { token })).body.message as WirePosition[];
  const history = async (token: string) =>
    (await h.api.post('/lever/my_trade', { limit: '50' }, { token })).body.message.data as WirePosition[];
  /** A position as it is now, wherever it is listed. */
  const current = async (token: string, id: number) =>
    [...(await live(token)), ...(await history(token))].find((position) => position.id === id);
  const closedOne = (token: string, id: number) =>
    eventually(
      () => current(token, id),
      (position) => position?.state === 'closed',
      `position ${id} to close`,
    ) as Promise<WirePosition>;
  const account = async (name: string, wallet = 'futures') => {
    const row = (await walletOf(h.api).balances(name)).find(
      (b) => b.account === wallet && b.currency === 'USDT',
    );
    return { available: row?.available ?? '0', frozen: row?.frozen ?? '0' };
  };
  const newestPrice = async (symbol = 'BTC/USDT') => {
    const { rows } = await sql<{ price: string }>`
      select price from market_ticks where symbol = ${symbol} order by at desc, id desc limit 1`.execute(
      h.server.database,
    );
    return new Decimal(rows[0]?.price ?? '0');
  };
  /** The recorded tick a close names: it exists, with that price, in that market. */
  const recordedTick = async (tick: Recorded) => {
    const { rows } = await sql<{ price: string; symbol: string }>`
      select price, symbol from market_ticks where id = ${String(tick.tick_id)}`.execute(h.server.database);
    return rows[0] ?? { price: '', symbol: '' };
  };
  /** What core's calculators say of a closed position, from what it recorded: anyone's recomputation. */
  const recomputed = (position: WirePosition) => {
    if (position.open === null || position.close === null) throw new Error('not closed');
    const pnl = futuresPnl({
      side: position.side,
      openPrice: position.open.price,
      price: position.close.price,
      lots: position.lots,
      lotSize: position.lot_size,
    });
    const settlement = futuresCloseSettlement({
      margin: position.margin,
      pnl,
      closeFee: futuresFee({
        price: position.close.price,
        lots: position.lots,
        lotSize: position.lot_size,
        feeRate: position.fee_rate,
      }),
      decimals: 6,
    });
    return {
      realized_pnl: pnl.toFixed(),
      returned: settlement.returned.toFixed(),
      close_fee: settlement.feeCharged.toFixed(),
      calculator_version: FUTURES_CALCULATOR_VERSION,
    };
  };
  const settlementOf = (position: WirePosition) => ({
    realized_pnl: position.realized_pnl,
    returned: position.returned,
    close_fee: position.close_fee,
    calculator_version: position.calculator_version,
  });
  /**
   * The first tick recorded after `afterId` in `symbol` at which `reached` holds: where a trigger
   * set then must have fired.
   */
  const firstTickReaching = async (symbol: string, afterId: number, reached: (price: Decimal) => boolean) => {
    const { rows } = await sql<{ id: string; price: string }>`
      select id, price from market_ticks where symbol = ${symbol} and id > ${String(afterId)} order by id`.execute(
      h.server.database,
    );
    return rows.find((row) => reached(new Decimal(row.price)));
  };
  /**
   * Sets a take-profit and a stop-loss one price step either side of the newest recorded price.
   * The price may move between reading it and the request, which then refuses a stop it passed:
   * read it again and try again.
   */
  const stopsAround = async (token: string, id: number) => {
    for (let attempt = 0; attempt < 50; attempt++) {
      const now = await newestPrice();
      const stops = { takeProfit: now.plus(STEP), stopLoss: now.minus(STEP) };
      const answer = await h.api.post(
        '/lever/setstop',
        {
          id: String(id),
          target_profit_price: stops.takeProfit.toFixed(),
          stop_loss_price: stops.stopLoss.toFixed(),
        },
        { token },
      );
      if (answer.body.type === 'ok') return stops;
    }
    throw new Error('the stops could not be set around the price');
  };
  /** A limit order one price step from the newest recorded price, placed again while the price has already reached it. */
  const limitNextTo = async (token: string, side: 'long' | 'short') => {
    for (let attempt = 0; attempt < 50; attempt++) {
      const now = await newestPrice();
      const answer = await submit(token, {
        type: side === 'long' ? LONG : SHORT,
        target_price: (side === 'long' ? now.minus(STEP) : now.plus(STEP)).toFixed(),
      });
      if (answer.body.type === 'ok') return answer.body.message as WirePosition;
      expect(answer.body.code).toBe('FUTURES.LIMIT_REACHED');
    }
    throw new Error('no limit order could be placed next to the price');
  };
  /** The tick id a position's triggers were set after: they act on later ticks only. */
  const armedAfter = async (id: number) => {
    const { rows } = await sql<{ armed_tick_id: string }>`
      select armed_tick_id from futures_positions where id = ${String(id)}`.execute(h.server.database);
    return Number(rows[0]?.armed_tick_id ?? 0);
  };
  return {
    submit,
    opened,
    stopsAround,
    limitNextTo,
    armedAfter,
    live,
    history,
    current,
    closedOne,
    account,
    newestPrice,
    recordedTick,
    recomputed,
    settlementOf,
    firstTickReaching,
  };
};
