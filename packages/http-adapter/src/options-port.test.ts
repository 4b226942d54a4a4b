import { IDEMPOTENCY_HEADER } from '@tessera/contract';
import { Decimal } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { createOptionsApi } from './options-port.js';
import { recordingClient } from './recording-client.test-support.js';

/** An options port over a fetch that records each request and answers `body`. */
const answering = (body: unknown) => {
  const { client, requests } = recordingClient(body);
  return { options: createOptionsApi(client), requests };
};

const OPEN = { tick_id: 48211, price: '64000', at: '2026-11-23T10:00:00.000Z' };
const SETTLED_ORDER = {
  id: 7,
  symbol: 'BTC/USDT',
  type: 1,
  direction: 'up',
  currency: 'USDT',
  number: '100',
  seconds: 30,
  payout_rate: '0.85',
  open: OPEN,
  opened_at: '2026-11-23T10:00:00.000Z',
  closes_at: '2026-11-23T10:00:30.000Z',
  state: 'settled',
  settlement: {
    close: { tick_id: 48241, price: '64010', at: '2026-11-23T10:00:30.000Z' },
    outcome: 'win',
    payout: '185',
    calculator_version: 'options-payout/1',
    settled_at: '2026-11-23T10:00:30.200Z',
  },
};

describe('options port', () => {
  it('reads the offer: durations with their rates and minimum stakes, and the markets', async () => {
    const { options } = answering({
      durations: [{ seconds: 30, payout_rate: '0.85', min_stake: '10', expected_return: '-0.075' }],
      markets: [{ match_id: 1, symbol: 'BTC/USDT' }],
    });
    expect(await options.offer()()).toEqual({
      _tag: 'Right',
      right: {
        durations: [{ seconds: 30, payoutRate: new Decimal('0.85'), minStake: new Decimal('10') }],
        markets: [{ matchId: 1, symbol: 'BTC/USDT' }],
      },
    });
  });

  it('submits the spec’s fields with the request id as the idempotency key', async () => {
    const { options, requests } = answering({ ...SETTLED_ORDER, state: 'open', settlement: null });
    const draft = {
      matchId: 1,
      currencyId: 3,
      direction: 'down',
      seconds: 30,
      stake: new Decimal('12.5'),
    } as const;
    const placed = await options.submit(draft, 'key-1')();
    expect(placed).toMatchObject({ _tag: 'Right', right: { id: 7, settlement: null } });
    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(new URL(request?.url ?? '').pathname).toBe('/api/microtrade/submit');
    expect(request?.headers.get(IDEMPOTENCY_HEADER)).toBe('key-1');
    expect(await request?.json()).toEqual({
      match_id: 1,
      currency_id: 3,
      type: 2,
      seconds: 30,
      number: '12.5',
    });
  });

  it('reads a settled order with its recorded open and close prices', async () => {
    const { options, requests } = answering(SETTLED_ORDER);
    expect(await options.result(7)()).toEqual({
      _tag: 'Right',
      right: {
        id: 7,
        symbol: 'BTC/USDT',
        direction: 'up',
        asset: 'USDT',
        stake: new Decimal('100'),
        seconds: 30,
        payoutRate: new Decimal('0.85'),
        open: { tickId: 48211, price: new Decimal('64000'), at: '2026-11-23T10:00:00.000Z' },
        openedAt: '2026-11-23T10:00:00.000Z',
        closesAt: '2026-11-23T10:00:30.000Z',
        state: 'settled',
        settlement: {
          close: { tickId: 48241, price: new Decimal('64010'), at: '2026-11-23T10:00:30.000Z' },
          outcome: 'win',
          payout: new Decimal('185'),
          calculatorVersion: 'options-payout/1',
          settledAt: '2026-11-23T10:00:30.200Z',
        },
      },
    });
    expect(new URL(requests[0]?.url ?? '').search).toBe('?id=7');
  });

  it('pages the orders of one state, and refuses an order whose outcome it does not know', async () => {
    const { options, requests } = answering({
      data: [SETTLED_ORDER],
      current_page: 2,
      last_page: 3,
      per_page: 5,
      total: 11,
    });
    expect(await options.orders('settled', { page: 2, limit: 5 })()).toMatchObject({
      _tag: 'Right',
      right: { items: [{ id: 7 }], page: 2, lastPage: 3, total: 11 },
    });
    expect(new URL(requests[0]?.url ?? '').searchParams.get('state')).toBe('settled');
    const unknown = answering({
      ...SETTLED_ORDER,
      settlement: { ...SETTLED_ORDER.settlement, outcome: 'push' },
    });
    expect(await unknown.options.result(7)()).toMatchObject({ _tag: 'Left', left: { kind: 'Decode' } });
  });
});
