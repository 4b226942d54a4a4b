import type { Handlers } from '../handler.js';
import { createReviewHandlers } from './review.js';
import { createSubmitHandlers, type VerificationDeps } from './submit.js';

export { sealSubmissions } from './sealing.js';
export { levelOf, verificationLevelOf, verifiedCountryOf } from './status.js';
export type { VerificationDeps } from './submit.js';

/** Identity verification: the user's state and submissions, and the operator's review. */
export const createVerificationHandlers = (
  deps: VerificationDeps,
): Pick<Handlers, 'realState' | 'submitVerification' | 'kycSubmissions' | 'kycApprove' | 'kycReject'> => ({
  ...createSubmitHandlers(deps),
  ...createReviewHandlers(deps),
});
