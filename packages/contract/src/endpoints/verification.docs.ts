import type { Summaries } from '../endpoint.js';
import type { verificationEndpoints } from './verification.js';

/** What each of the verification calls does, in the words of the OpenAPI document (see `../docs.ts`). */
export const verificationSummaries = {
  realState: 'The verification level and the state of the basic and advanced reviews.',
  submitVerification:
    'Submit identity verification: real_type 1 (basic) with country (of residence, ISO 3166-1 alpha-2), id_type, name and card_id; real_type 2 (advanced) with front_pic and reverse_pic (upload paths), only after basic passed.',
} as const satisfies Summaries<typeof verificationEndpoints>;
