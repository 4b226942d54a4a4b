import { IDEMPOTENCY_HEADER } from '@tessera/contract';
import { Decimal } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { createGuessApi } from './guess-port.js';
import { recordingClient } from './recording-client.test-support.js';

const answering = (body: unknown) => {
  const { client, requests } = recordingClient(body);
  return { guess: createGuessApi(client), requests };
};

const QUESTION = {
  id: 3,
  kind: 'quiz',
  picks: ['a', 'b', 'c', 'd'],
  currency: 'USDT',
  decimals: 6,
  min_stake: '1',
  max_stake: '10000',
  fee_rate: '0.05',
  opens_at: '2026-11-27T01:00:00.000Z',
  cutoff_at: '2026-11-27T22:00:00.000Z',
  resolves_at: '2026-11-27T23:00:00.000Z',
  price: null,
  quiz: {
    prompt: 'In which year…?',
    choices: { a: '2007', b: '2008', c: '2009', d: '2010' },
    commitment: 'ab'.repeat(32),
  },
  pools: { a: '0', b: '40', c: '0', d: '0' },
  resolution: {
    winning_pick: 'b',
    tick: null,
    reveal: { answer: 'b', salt: '00ff' },
    pool: '40',
    winning_stake: '40',
    fee: '2',
    dust: '0',
    calculator_version: 'guess/1',
    settled_at: '2026-11-27T23:00:01.000Z',
  },
};

describe('guess-game port', () => {
  it('reads the questions with their pools and results', async () => {
    const { guess } = answering([QUESTION]);
    expect(await guess.questions()()).toMatchObject({
      _tag: 'Right',
      right: [
        {
          id: 3,
          asset: 'USDT',
          pools: { b: new Decimal(40) },
          resolution: { winningPick: 'b', reveal: { answer: 'b', salt: '00ff' }, fee: new Decimal(2) },
        },
      ],
    });
  });

  it('bets with the request id as the idempotency key', async () => {
    const { guess, requests } = answering({
      id: 11,
      question: QUESTION,
      pick: 'b',
      stake: '25',
      placed_at: '2026-11-27T09:00:00.000Z',
      state: 'won',
      payout: '38',
    });
    expect(await guess.bet({ questionId: 3, pick: 'b', stake: new Decimal(25) }, 'key-1')()).toMatchObject({
      _tag: 'Right',
      right: { state: 'won', payout: new Decimal(38), question: { id: 3 } },
    });
    expect(new URL(requests[0]?.url ?? '').pathname).toBe('/api/game/bet');
    expect(requests[0]?.headers.get(IDEMPOTENCY_HEADER)).toBe('key-1');
    expect(await requests[0]?.json()).toEqual({ question_id: 3, pick: 'b', stake: '25' });
  });
});
