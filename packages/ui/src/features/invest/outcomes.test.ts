import { dualPurchasePreview } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { btcCall, btcPut } from '../../testing/dual';
import { outcomeKeys } from './outcomes';

describe('the two outcomes of a purchase', () => {
  it('puts the linked price itself on the side core pays there: USDT for a call, the coin for a put', () => {
    expect(outcomeKeys(dualPurchasePreview(btcCall, 1).atLinked)).toEqual({
      below: 'invest.outcome.below',
      above: 'invest.outcome.atOrAbove',
    });
    expect(outcomeKeys(dualPurchasePreview(btcPut, 1).atLinked)).toEqual({
      below: 'invest.outcome.atOrBelow',
      above: 'invest.outcome.above',
    });
  });
});
