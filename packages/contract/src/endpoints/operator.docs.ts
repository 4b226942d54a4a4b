import type { Summaries } from '../endpoint.js';
import type { operatorEndpoints } from './operator.js';

/** What each of the operator calls does, in the words of the OpenAPI document (see `../docs.ts`). */
export const operatorSummaries = {
  outbox: 'Messages sent to an address, newest first.',
  kycSubmissions: 'Verification submissions, oldest first; `state` filters (default review).',
  kycApprove:
    'Pass the review in progress of `user` (id, username, email or mobile). Refused unless email and mobile are bound.',
  kycReject: 'Fail the review in progress of `user` with the reason the user will read.',
  clockAdvance:
    'Move the simulated clock forward by `seconds` (at most 366 days) and answer the new time. Only on a server started with CLOCK=simulated: elsewhere the route does not exist (404).',
} as const satisfies Summaries<typeof operatorEndpoints>;
