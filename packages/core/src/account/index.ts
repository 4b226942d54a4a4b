export { holdEndsAt, isHeld, WITHDRAWAL_HOLD_MS } from './calculators.js';
export type { DeviceDescription } from './devices.js';
export { DEVICE_LABEL_MAX, describeUserAgent, maskIpAddress } from './devices.js';
export { maskBankAccount } from './display.js';
export type {
  AntiPhishingCodeChange,
  BankCard,
  ContactBinding,
  DeviceSession,
  InternationalBankCard,
  LoginPasswordChange,
  Network,
  PasswordChange,
  Profile,
  TwoFactorSetup,
  TwoFactorStatus,
  UploadedFile,
  UploadPurpose,
  WalletAddress,
  WalletAddressDraft,
} from './model.js';
export {
  ANTI_PHISHING_CODE_MAX,
  ANTI_PHISHING_CODE_MIN,
  Networks,
  UPLOAD_MAX_BYTES,
  UPLOAD_MIME_TYPES,
  UploadPurposes,
} from './model.js';
export type { AccountApi, ImageFile } from './port.js';
export {
  securityChannel,
  validateAntiPhishingCode,
  validateAntiPhishingCodeChange,
  validateBankCard,
  validateContactBinding,
  validateImageFile,
  validateInternationalBankCard,
  validateLoginPasswordChange,
  validateNetworkAddress,
  validatePayPassword,
  validatePayPasswordChange,
  validateProfile,
  validateWalletAddress,
} from './rules.js';
