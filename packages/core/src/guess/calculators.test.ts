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

describe('settleGuessPool at its edges', () => {
  it('refunds every stake when the only winning bets staked nothing', () => {
    const result = settleGuessPool({
      bets: [
        { stake: '0', pick: 'A' },
        { stake: '8', pick: 'B' },
      ],
      winningPick: 'A',
      feeRate: '0.05',
    });
    expect(result.payouts.map(String)).toEqual(['0', '8']);
    expect([result.fee, result.dust, result.pool].map(String)).toEqual(['0', '0', '8']);
  });

  it('takes the whole pool at a 100 % fee and refuses a fee above it', () => {
    const bets = [
      { stake: '30', pick: 'A' },
      { stake: '70', pick: 'B' },
    ];
    const all = settleGuessPool({ bets, winningPick: 'A', feeRate: '1' });
    expect([all.payouts.map(String), all.fee.toString()]).toEqual([['0', '0'], '100']);
    expect(() => settleGuessPool({ bets, winningPick: 'A', feeRate: '1.01' })).toThrow(
      'feeRate must not exceed 1',
    );
    expect(() => settleGuessPool({ bets, winningPick: 'A', feeRate: '-0.01' })).toThrow('feeRate');
  });

  it('takes stakes of up to 18 decimals and refuses finer ones', () => {
    const fine = settleGuessPool({
      bets: [{ stake: '0.000000000000000001', pick: 'A' }],
      winningPick: 'A',
      feeRate: '0',
    });
    expect(fine.payouts.map(String)).toEqual(['0.000000000000000001']);
    expect(() =>
      settleGuessPool({
        bets: [{ stake: '0.0000000000000000001', pick: 'A' }],
        winningPick: 'A',
        feeRate: '0',
      }),
    ).toThrow('stake has more than 18 decimals');
    expect(() =>
      settleGuessPool({ bets: [{ stake: '-1', pick: 'A' }], winningPick: 'A', feeRate: '0' }),
    ).toThrow('stake must not be negative');
  });

  it('cuts the fee down to 18 decimals too', () => {
    const result = settleGuessPool({
      bets: [
        { stake: '1', pick: 'A' },
        { stake: '2', pick: 'B' },
      ],
      winningPick: 'A',
      feeRate: '0.3333333333333333333',
    });
    expect(result.fee.toString()).toBe('0.999999999999999999');
    expect(result.payouts.map(String)).toEqual(['2.000000000000000001', '0']);
  });

  it('gives winners of a fee-free pool exactly their stakes back, however many digits they have', () => {
    const result = settleGuessPool({
      bets: [
        { stake: '123456789012.123456789012345678', pick: 'A' },
        { stake: '2.000000000000000001', pick: 'A' },
      ],
      winningPick: 'A',
      feeRate: '0',
    });
    expect(result.payouts.map(String)).toEqual(['123456789012.123456789012345678', '2.000000000000000001']);
    expect(result.dust.toString()).toBe('0');
  });
});
