import type { DualPurchasePreview } from '@tessera/core';

/**
 * The message keys of a purchase's two outcomes, the price below the linked price first: the side
 * a price exactly at the linked price falls on says "at or" (a call pays USDT there, a put the coin).
 */
export const outcomeKeys = (
  atLinked: DualPurchasePreview['atLinked'],
): { readonly below: string; readonly above: string } =>
  atLinked === 'below'
    ? { below: 'invest.outcome.atOrBelow', above: 'invest.outcome.above' }
    : { below: 'invest.outcome.below', above: 'invest.outcome.atOrAbove' };
