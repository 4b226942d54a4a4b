import { describe, expect, it } from 'vitest';
import { optionsPayout } from './calculators.js';

const order = { stake: '100', openPrice: '60000', payoutRate: '0.85' } as const;

describe('optionsPayout', () => {
  it('pays stake × (1 + rate) on a right call, 0 on a wrong one, the stake on a draw', () => {
    const win = optionsPayout({ ...order, direction: 'up', closePrice: '60001' });
    expect([win.outcome, win.payout.toString()]).toEqual(['win', '185']);
    const loss = optionsPayout({ ...order, direction: 'up', closePrice: '59999' });
    expect([loss.outcome, loss.payout.toString()]).toEqual(['loss', '0']);
    const draw = optionsPayout({ ...order, direction: 'down', closePrice: '60000.00' });
    expect([draw.outcome, draw.payout.toString()]).toEqual(['draw', '100']);
  });
});
