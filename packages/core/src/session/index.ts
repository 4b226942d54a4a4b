export type { CodeSenderContext, CodeSenderEvent } from './code-sender.js';
export { CODE_RESEND_SECONDS, codeSenderMachine } from './code-sender.js';
export type { SessionContext, SessionEvent, SessionInput } from './machine.js';
export { REDIRECT_DELAY_MS, sessionMachine } from './machine.js';
export type {
  CodeRequest,
  CodeScene,
  LoginOutcome,
  LoginRequest,
  PasswordResetRequest,
  RegistrationKind,
  RegistrationRequest,
  SecondFactorRequest,
  User,
  VerificationLevel,
} from './model.js';
export { CodeScenes, RegistrationKinds, UserCodec } from './model.js';
export type { SessionApi } from './port.js';
export { migrateStorage, persistence, restoreSession, STORAGE_VERSION } from './restore.js';
export type {
  LoginForm,
  PasswordResetForm,
  RegistrationForm,
  SecondFactorCode,
  TwoFactorEnableForm,
} from './rules.js';
export {
  CODE_LENGTH,
  formatRecoveryCode,
  normalizeRecoveryCode,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_LENGTH,
  TOTP_CODE_LENGTH,
  validateAreaCode,
  validateCode,
  validateCodeRequest,
  validateConfirmation,
  validateEmail,
  validateInviteCode,
  validateLogin,
  validateMobile,
  validateNickname,
  validatePassword,
  validatePasswordReset,
  validateRegistration,
  validateSecondFactor,
  validateSignature,
  validateTotpCode,
  validateTwoFactorEnable,
  validateUsername,
} from './rules.js';
