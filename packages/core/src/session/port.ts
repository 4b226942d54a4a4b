import type { Call } from '../shared/failure.js';
import type { CodeRequest, LoginRequest, PasswordResetRequest, RegistrationRequest, User } from './model.js';

/** What the session context needs from the exchange. */
export interface SessionApi {
  /** Resolves to the session token. */
  login(request: LoginRequest): Call<string>;
  logout(): Call<void>;
  register(request: RegistrationRequest): Call<void>;
  sendCode(request: CodeRequest): Call<void>;
  resetPassword(request: PasswordResetRequest): Call<void>;
  userInfo(): Call<User>;
}
