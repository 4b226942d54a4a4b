import type { Summaries } from '../endpoint.js';
import type { sessionEndpoints } from './session.js';

/** What each of the session calls does, in the words of the OpenAPI document (see `../docs.ts`). */
export const sessionSummaries = {
  sendEmailCode: 'Email a 6-digit code for a scene (register, forget). One per address per minute.',
  sendMobileCode: 'Text a 6-digit code to a mobile number. One per number per minute.',
  checkEmail: 'Whether an email address can still be registered.',
  register: 'Create an account by username, email or mobile with an invitation code.',
  forget: 'Reset the login password with a code sent to the account.',
  login:
    'Sign in; the session token is the message. With two-factor authentication on, the message is a challenge instead (`two_factor: true`), completed by `/user/login/two_factor`.',
  loginSecondFactor:
    "Complete a challenged sign-in with the authenticator's current 6-digit code or an unused recovery code; the session token is the message. Each code (time step) and each challenge is good once; the challenge lives 5 minutes.",
  logout: 'Revoke the current session token.',
  userInfo: 'The signed-in user.',
} as const satisfies Summaries<typeof sessionEndpoints>;
