import { describe, expect, it } from 'vitest';
import { exampleFigures } from './example';

describe('the help page’s worked example', () => {
  it('is spec §9’s: f = 1.01; a call pays 1.01 BTC below 60,000 and 60,600 USDT above', () => {
    const { factor, outcomes } = exampleFigures();
    expect(factor.toFixed()).toBe('1.01');
    expect(outcomes.call.below).toMatchObject({ currency: 'base' });
    expect(outcomes.call.below.amount.toFixed()).toBe('1.01');
    expect(outcomes.call.above).toMatchObject({ currency: 'quote' });
    expect(outcomes.call.above.amount.toFixed()).toBe('60600');
  });

  it('turned round for a put of 6,000 USDT: 6,060 USDT above, 0.101 BTC below', () => {
    const { outcomes } = exampleFigures();
    expect([outcomes.put.above.currency, outcomes.put.above.amount.toFixed()]).toEqual(['quote', '6060']);
    expect([outcomes.put.below.currency, outcomes.put.below.amount.toFixed()]).toEqual(['base', '0.101']);
  });
});
