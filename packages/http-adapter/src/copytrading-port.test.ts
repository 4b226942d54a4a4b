import { IDEMPOTENCY_HEADER } from '@tessera/contract';
import { Decimal } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { createCopyTradingApi } from './copytrading-port.js';
import { recordingClient } from './recording-client.test-support.js';

const answering = (body: unknown) => {
  const { client, requests } = recordingClient(body);
  return { copy: createCopyTradingApi(client), requests };
};

const FOLLOW = {
  id: 4,
  trader_user_id: 7,
  trader_nickname: 'Ada',
  type: 2,
  mode: 'fixed',
  number: '0.25',
  state: 'following',
  started_at: '2026-11-27T09:00:00.000Z',
  ended_at: null,
};

describe('copy-trading port', () => {
  it('reads a trader and their record', async () => {
    const { copy, requests } = answering({
      user_id: 7,
      nickname: 'Ada',
      since: '2026-11-01T00:00:00.000Z',
      stats: {
        return_rate: '0.125',
        win_rate: '0.6',
        max_drawdown: '0.04',
        closed_positions: 20,
        followers: 3,
        assets_under_copy: '1500',
        updated_at: '2026-11-27T09:00:00.000Z',
      },
    });
    expect(await copy.trader(7)()).toMatchObject({
      _tag: 'Right',
      right: { userId: 7, stats: { returnRate: new Decimal('0.125'), followers: 3 } },
    });
    expect(new URL(requests[0]?.url ?? '').searchParams.get('trader_user_id')).toBe('7');
  });

  it('follows with spec §3’s type number, the agreement accepted and the request id as the idempotency key', async () => {
    const { copy, requests } = answering(FOLLOW);
    expect(
      await copy.follow({ traderUserId: 7, mode: 'fixed', value: new Decimal('0.25') }, 'key-1')(),
    ).toMatchObject({ _tag: 'Right', right: { id: 4, mode: 'fixed', value: new Decimal('0.25') } });
    expect(new URL(requests[0]?.url ?? '').pathname).toBe('/api/follow/follow');
    expect(requests[0]?.headers.get(IDEMPOTENCY_HEADER)).toBe('key-1');
    expect(await requests[0]?.json()).toEqual({
      trader_user_id: 7,
      type: 2,
      number: '0.25',
      agreement_accepted: true,
    });
  });

  it('cancels by the trader followed, and self-holds a copy by its id', async () => {
    const cancelled = answering({ ...FOLLOW, state: 'cancelled', ended_at: '2026-11-27T10:00:00.000Z' });
    expect(await cancelled.copy.cancel(7)()).toMatchObject({ right: { state: 'cancelled' } });
    expect(await cancelled.requests[0]?.json()).toEqual({ follow_user_id: 7 });

    const held = answering({
      id: 12,
      follow_id: 4,
      trader_user_id: 7,
      trader_nickname: 'Ada',
      trader_position_id: 301,
      lots: '1.5',
      state: 'self_held',
      skip_reason: null,
      position: null,
      created_at: '2026-11-27T09:00:00.000Z',
    });
    expect(await held.copy.selfHold(12)()).toMatchObject({
      right: { id: 12, state: 'self_held', lots: new Decimal('1.5') },
    });
    expect(await held.requests[0]?.json()).toEqual({ transaction_id: 12 });
  });
});
