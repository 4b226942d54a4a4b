import { describe, expect, it } from 'vitest';
import { recomputableCalculators, recomputeSettlement } from './recompute.js';

const option = {
  calculatorVersion: 'options-payout/1',
  inputs: {
    direction: 'up',
    stake: '10',
    open_price: '60000',
    close_price: '60001',
    payout_rate: '0.85',
    decimals: '6',
  },
  result: { outcome: 'win', payout: '18.5' },
};

describe('recomputeSettlement', () => {
  it('matches a seconds option settled by the published rule, decimals compared by value', () => {
    expect(recomputeSettlement(option)).toEqual({ verdict: 'matches' });
    expect(recomputeSettlement({ ...option, result: { outcome: 'win', payout: '18.500000' } })).toEqual({
      verdict: 'matches',
    });
    expect(
      recomputeSettlement({
        ...option,
        inputs: { ...option.inputs, close_price: '60000' },
        result: { outcome: 'draw', payout: '10' },
      }),
    ).toEqual({ verdict: 'matches' });
  });

  it('says exactly which fields differ', () => {
    expect(recomputeSettlement({ ...option, result: { outcome: 'loss', payout: '0' } })).toEqual({
      verdict: 'differs',
      differences: [
        { field: 'outcome', recorded: 'loss', recomputed: 'win' },
        { field: 'payout', recorded: '0', recomputed: '18.5' },
      ],
    });
    expect(
      recomputeSettlement({ ...option, inputs: { ...option.inputs, close_price: undefined as never } }),
    ).toMatchObject({
      verdict: 'differs',
      differences: [{ field: 'inputs.close_price' }],
    });
  });

  it('does not guess about a calculator it does not know', () => {
    expect(recomputeSettlement({ ...option, calculatorVersion: 'options-payout/99' })).toEqual({
      verdict: 'unknown_calculator',
      calculatorVersion: 'options-payout/99',
    });
    expect(recomputableCalculators()).toContain('options-payout/1');
  });
});
