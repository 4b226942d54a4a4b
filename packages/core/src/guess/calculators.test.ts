import { describe, expect, it } from 'vitest';
import { settleGuessPool } from './calculators.js';

describe('settleGuessPool', () => {
  it('shares the pool less the fee among winners by stake', () => {
    const result = settleGuessPool({
      bets: [
        { stake: '30', pick: 'A' },
        { stake: '10', pick: 'A' },
        { stake: '60', pick: 'B' },
      ],
      winningPick: 'A',
      feeRate: '0.05',
    });
    expect(result.payouts.map(String)).toEqual(['71.25', '23.75', '0']);
    expect([result.fee, result.dust, result.pool].map(String)).toEqual(['5', '0', '100']);
  });

  it('refunds every stake, fee-free, when nobody picked the answer', () => {
    const result = settleGuessPool({ bets: [{ stake: '5', pick: 'A' }], winningPick: 'B', feeRate: '0.05' });
    expect(result.payouts.map(String)).toEqual(['5']);
    expect(result.fee.toString()).toBe('0');
  });
});

describe('settleGuessPool with shares that do not divide evenly', () => {
  it('cuts each share to 18 decimals and books the remainder as dust', () => {
    const result = settleGuessPool({
      bets: [
        { stake: '1', pick: 'A' },
        { stake: '1', pick: 'A' },
        { stake: '1', pick: 'A' },
        { stake: '1', pick: 'B' },
      ],
      winningPick: 'A',
      feeRate: '0',
    });
    expect(result.payouts.map(String)).toEqual([
      '1.333333333333333333',
      '1.333333333333333333',
      '1.333333333333333333',
      '0',
    ]);
    expect(result.dust.toString()).toBe('0.000000000000000001');
  });
});
