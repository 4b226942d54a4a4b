import type { Summaries } from '../endpoint.js';
import type { optionsEndpoints } from './options.js';

/** What each of the options calls does, in the words of the OpenAPI document (see `../docs.ts`). */
export const optionsSummaries = {
  optionsCurrencies: 'The coins options stakes are paid in, from the options account.',
  optionsOffer:
    'The durations on offer with their payout rates, minimum stakes and the expected return of a coin-toss call, and the markets.',
  submitOption:
    'Open an options order: `match_id` the market, `currency_id` the stake coin, `type` 1 up / 2 down, `seconds` an offered duration, `number` the stake. It opens at the price the feed recorded last and closes at the price in force `seconds` later; the stake is frozen until then.',
  optionOrders: 'Your options orders, newest first: `state` open (running) or settled; 5 a page.',
  optionResult:
    'One of your options orders with its settlement once it has closed: the recorded prices, outcome and payout.',
} as const satisfies Summaries<typeof optionsEndpoints>;
