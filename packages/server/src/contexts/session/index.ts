import type { Handlers } from '../handler.js';
import type { SessionDeps } from './deps.js';
import { createDeviceHandlers } from './devices.js';
import { createForgetHandlers } from './forget.js';
import { createLoginHandlers } from './login.js';
import { createRegistrationHandlers } from './register.js';
import { createSecondFactorHandlers } from './second-factor.js';
import { createSendCodeHandlers } from './send-code.js';

export type { CodeCheck, CodeFailure, Guesser } from './codes.js';
export { matchCodes, redeemCodes, useCodes } from './codes.js';
export type { SessionDeps } from './deps.js';
export { isCommonPassword, PasswordHasher } from './passwords.js';
export type { SessionOrigin, SessionsEnded } from './sessions.js';
export {
  ENDED_RETENTION_MS,
  revokeOtherSessions,
  SESSION_IDLE_MS,
  SESSION_TTL_MS,
  Sessions,
  TOUCH_EVERY_MS,
} from './sessions.js';
export type { Attempt, AttemptBudgets, ChallengeDifficulty } from './throttles.js';
export {
  AttemptGate,
  BUDGETS,
  codeBudgets,
  DEFAULT_DIFFICULTY,
  passwordBudgets,
  secondFactorBudgets,
  userBudget,
} from './throttles.js';
export type { Authenticator, Proof } from './two-factor.js';
export { pruneLoginChallenges, RECOVERY_CODE_COUNT, TwoFactor } from './two-factor.js';
export type { Identity } from './users.js';
export { displayName, findNamedUser, identityTaken, mobileAddress } from './users.js';

type SessionEndpoint =
  | 'sendEmailCode'
  | 'sendMobileCode'
  | 'checkEmail'
  | 'register'
  | 'forget'
  | 'login'
  | 'loginSecondFactor'
  | 'logout'
  | 'userInfo'
  | 'sessions'
  | 'revokeSession';

/** Sign-up, sign-in, password reset, verification codes and the signed-in devices. */
export const createSessionHandlers = (deps: SessionDeps): Pick<Handlers, SessionEndpoint> => ({
  ...createSendCodeHandlers(deps),
  ...createRegistrationHandlers(deps),
  ...createLoginHandlers(deps),
  ...createSecondFactorHandlers(deps),
  ...createForgetHandlers(deps),
  ...createDeviceHandlers(deps),
});
