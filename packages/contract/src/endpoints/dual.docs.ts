import type { Summaries } from '../endpoint.js';
import type { dualEndpoints } from './dual.js';

/** What each of the dual calls does, in the words of the OpenAPI document (see `../docs.ts`). */
export const dualSummaries = {
  dualProducts:
    'The dual-investment products open for subscription: each with its annual rate, linked price (set from the recorded price it was issued at), holding days, maturity and remaining shares.',
  dualProduct: 'One dual-investment product, open or not.',
  buyDual:
    'Buy `num` whole shares of product `id` from the balance account (the base coin for a call, USDT for a put), frozen until maturity, when core’s `settleDualInvestment` pays on the price in force then. A sold-out product, or fewer shares left than asked, is refused and changes nothing.',
  dualOrders:
    'Your dual-investment orders, newest first: purchased, settling (past maturity, the price not yet final) or success (settled, with the recorded price and what it paid); 10 a page.',
} as const satisfies Summaries<typeof dualEndpoints>;
