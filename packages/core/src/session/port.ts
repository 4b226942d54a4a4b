import type { Call } from '../shared/failure.js';
import type {
  CodeRequest,
  LoginOutcome,
  LoginRequest,
  PasswordResetRequest,
  RegistrationRequest,
  SecondFactorRequest,
  User,
} from './model.js';

/** What the session context needs from the exchange. */
export interface SessionApi {
  /** Resolves to the session token, or to a challenge when the account needs a second factor. */
  login(request: LoginRequest): Call<LoginOutcome>;
  /** Completes a challenged sign-in with a TOTP or recovery code; resolves to the session token. */
  loginSecondFactor(request: SecondFactorRequest): Call<string>;
  logout(): Call<void>;
  register(request: RegistrationRequest): Call<void>;
  sendCode(request: CodeRequest): Call<void>;
  resetPassword(request: PasswordResetRequest): Call<void>;
  userInfo(): Call<User>;
}
