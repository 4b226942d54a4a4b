import type { Summaries } from '../endpoint.js';
import type { ieoEndpoints } from './ieo.js';

/** What each of the IEO calls does, in the words of the OpenAPI document (see `../docs.ts`). */
export const ieoSummaries = {
  ieoProjects:
    'The IEO projects in warm-up or in progress and those finished in the last 30 days, newest first: issuance price, total issuance, lock period, subscription dates, white paper, website, the tokens applied for so far and, once allocated, the totals the allocation used.',
  ieoProject: 'One IEO project, in any phase.',
  subscribeIeo:
    'Apply for `amount` tokens of project `project_id` while its subscription is open: `amount × price` is frozen in the balance account until the allocation. At the end every application passes in full, or its pro-rata share rounded down when the project is oversubscribed (core’s `ieoAllocation`); the rest is refunded and the passed tokens stay locked for the lock period. A wrong `pay_currency` or `price` is refused and changes nothing.',
  ieoSubscriptions:
    'Your IEO subscriptions, newest first: applied (paid, frozen), locked (tokens passed, locked until `unlocks_at`), refunded (nothing passed) or released; with the applied and passed numbers; 10 a page.',
} as const satisfies Summaries<typeof ieoEndpoints>;
