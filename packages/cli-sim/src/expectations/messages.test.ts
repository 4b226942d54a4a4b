import type { SystemMessage } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { countErrors, countTopics, describeCounts, describeFacts, factErrors } from './messages.js';

const message = (
  id: number,
  topic: SystemMessage['topic'],
  facts: SystemMessage['facts'] = {},
): SystemMessage => ({
  id,
  topic,
  facts,
  read: false,
  at: '2026-01-01T00:00:00.000Z',
});

describe('countTopics', () => {
  it('counts each topic met, in the order first met', () => {
    const counts = countTopics([
      message(3, 'order_filled'),
      message(2, 'deposit_credited'),
      message(1, 'order_filled'),
    ]);
    expect(counts).toEqual({ order_filled: 2, deposit_credited: 1 });
    expect(describeCounts(counts)).toBe('2 order_filled, 1 deposit_credited');
    expect(describeCounts(countTopics([]))).toBe('no messages');
  });
});

describe('countErrors', () => {
  it('takes a topic never met as none, and looks only at the topics named', () => {
    const counts = { deposit_credited: 1 };
    expect(countErrors({ deposit_credited: 1, option_settled: 0 }, counts)).toEqual([]);
    expect(countErrors({ deposit_credited: 2, order_filled: 1 }, counts)).toEqual([
      '1 deposit_credited (expected 2)',
      '0 order_filled (expected 1)',
    ]);
  });
});

describe('factErrors', () => {
  it('wants every fact named said exactly, and ignores the rest', () => {
    const facts = { amount: '250', asset: 'USDT' };
    expect(factErrors({ amount: '250' }, facts)).toEqual([]);
    expect(factErrors({ amount: '250.0', side: 'buy' }, facts)).toEqual([
      'amount 250 (expected 250.0)',
      'side missing (expected buy)',
    ]);
    expect(describeFacts(facts)).toBe('amount 250, asset USDT');
  });
});
