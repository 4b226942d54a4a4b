import type { Handlers } from '../handler.js';
import type { SessionDeps } from './deps.js';
import { createForgetHandlers } from './forget.js';
import { createLoginHandlers } from './login.js';
import { createRegistrationHandlers } from './register.js';
import { createSendCodeHandlers } from './send-code.js';

export type { CodeCheck, CodeFailure, Guesser } from './codes.js';
export { matchCodes, redeemCodes, useCodes } from './codes.js';
export type { SessionDeps } from './deps.js';
export { isCommonPassword, PasswordHasher } from './passwords.js';
export { revokeOtherSessions, Sessions } from './sessions.js';
export type { Attempt, AttemptBudgets, ChallengeDifficulty } from './throttles.js';
export {
  AttemptGate,
  BUDGETS,
  codeBudgets,
  DEFAULT_DIFFICULTY,
  passwordBudgets,
  userBudget,
} from './throttles.js';
export type { Identity } from './users.js';
export { findNamedUser, identityTaken, mobileAddress } from './users.js';

type SessionEndpoint =
  | 'sendEmailCode'
  | 'sendMobileCode'
  | 'checkEmail'
  | 'register'
  | 'forget'
  | 'login'
  | 'logout'
  | 'userInfo';

/** Sign-up, sign-in, password reset and verification codes. */
export const createSessionHandlers = (deps: SessionDeps): Pick<Handlers, SessionEndpoint> => ({
  ...createSendCodeHandlers(deps),
  ...createRegistrationHandlers(deps),
  ...createLoginHandlers(deps),
  ...createForgetHandlers(deps),
});
