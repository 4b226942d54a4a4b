import { IDEMPOTENCY_HEADER } from '@tessera/contract';
import { Decimal, type FuturesMarket } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { createFuturesApi } from './futures-port.js';
import { recordingClient } from './recording-client.test-support.js';

/** A futures port over a fetch that records each request and answers `body`. */
const answering = (body: unknown) => {
  const { client, requests } = recordingClient(body);
  return { futures: createFuturesApi(client), requests };
};

const WIRE_MARKET = {
  symbol: 'BTC/USDT',
  currency_id: 1,
  legal_id: 3,
  account: 'futures',
  margin_asset: 'USDT',
  margin_decimals: 6,
  venue: 'always',
  price_step: '0.01',
  lot_size: '0.001',
  lots_step: '0.01',
  min_lots: '0.01',
  max_lots: '1000',
  multiples: [1, 10],
  fee_rate: '0.0005',
  overnight_rate: '0.0003',
  maintenance_rate: '0.2',
  open: true,
  next_open: null,
};

const CLOSED_POSITION = {
  id: 12,
  symbol: 'BTC/USDT',
  type: 1,
  side: 'long',
  kind: 'market',
  multiple: 10,
  lots: '1',
  lot_size: '0.001',
  state: 'closed',
  target_price: null,
  open: { tick_id: 48211, price: '64000', at: '2026-11-23T10:00:00.000Z' },
  margin: '6.4',
  open_fee: '0.032',
  open_fee_waived: '0',
  overnight_fees: '0',
  target_profit_price: '65000',
  stop_loss_price: null,
  liquidation_price: '58880',
  fee_rate: '0.0005',
  maintenance_rate: '0.2',
  overnight_rate: '0.0003',
  created_at: '2026-11-23T10:00:00.000Z',
  close: { tick_id: 48290, price: '65000.5', at: '2026-11-23T10:05:00.000Z' },
  close_reason: 'take_profit',
  close_fee: '0.0325',
  realized_pnl: '1.0005',
  returned: '7.368',
  calculator_version: 'futures/1',
};

describe('futures port', () => {
  it('reads the markets with their published rules', async () => {
    const { futures } = answering([WIRE_MARKET]);
    const markets = await futures.markets()();
    expect(markets).toMatchObject({
      _tag: 'Right',
      right: [{ symbol: 'BTC/USDT', baseId: 1, quoteId: 3, venue: 'always', multiples: [1, 10] }],
    });
    expect(markets._tag === 'Right' && markets.right[0]?.lotSize).toEqual(new Decimal('0.001'));
  });

  it('opens with the spec’s fields and the request id as the idempotency key', async () => {
    const { futures, requests } = answering({ ...CLOSED_POSITION, state: 'open', close: null });
    const market = { baseId: 1, quoteId: 3 } as FuturesMarket;
    const draft = {
      symbol: 'BTC/USDT',
      side: 'short',
      kind: 'limit',
      multiple: 10,
      lots: new Decimal('1.5'),
      limitPrice: new Decimal('65000'),
      takeProfit: null,
      stopLoss: new Decimal('66000'),
    } as const;
    expect(await futures.submit(draft, market, 'key-1')()).toMatchObject({
      _tag: 'Right',
      right: { id: 12 },
    });
    const [request] = requests;
    expect(new URL(request?.url ?? '').pathname).toBe('/api/lever/submit');
    expect(request?.headers.get(IDEMPOTENCY_HEADER)).toBe('key-1');
    expect(await request?.json()).toEqual({
      currency_id: 1,
      legal_id: 3,
      type: 2,
      multiple: 10,
      lots: '1.5',
      target_price: '65000',
      stop_loss_price: '66000',
    });
  });

  it('reads a closed position with the recorded prices, rates and calculator it was settled with', async () => {
    const { futures } = answering([CLOSED_POSITION]);
    expect(await futures.batchClose('all')()).toMatchObject({
      _tag: 'Right',
      right: [
        {
          id: 12,
          open: { tickId: 48211, price: new Decimal('64000') },
          close: { tickId: 48290, price: new Decimal('65000.5') },
          closeReason: 'take_profit',
          returned: new Decimal('7.368'),
          feeRate: new Decimal('0.0005'),
          calculatorVersion: 'futures/1',
        },
      ],
    });
  });

  it('sends a removed stop as empty, and refuses a position whose state it does not know', async () => {
    const { futures, requests } = answering(CLOSED_POSITION);
    await futures.setStops(12, { takeProfit: new Decimal('65000'), stopLoss: null })();
    expect(await requests[0]?.json()).toEqual({ id: 12, target_profit_price: '65000', stop_loss_price: '' });
    const unknown = answering({ ...CLOSED_POSITION, state: 'liquidated' });
    expect(await unknown.futures.close(12)()).toMatchObject({ _tag: 'Left', left: { kind: 'Decode' } });
  });
});
