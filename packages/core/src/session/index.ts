export type { CodeSenderContext, CodeSenderEvent } from './code-sender.js';
export { CODE_RESEND_SECONDS, codeSenderMachine } from './code-sender.js';
export type { SessionContext, SessionEvent, SessionInput } from './machine.js';
export { REDIRECT_DELAY_MS, sessionMachine } from './machine.js';
export type {
  CodeRequest,
  CodeScene,
  LoginRequest,
  PasswordResetRequest,
  RegistrationKind,
  RegistrationRequest,
  User,
  VerificationLevel,
} from './model.js';
export { CodeScenes, RegistrationKinds, UserCodec } from './model.js';
export type { SessionApi } from './port.js';
export { migrateStorage, persistence, restoreSession, STORAGE_VERSION } from './restore.js';
export type { LoginForm, PasswordResetForm, RegistrationForm } from './rules.js';
export {
  CODE_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
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
  validateSignature,
  validateUsername,
} from './rules.js';
