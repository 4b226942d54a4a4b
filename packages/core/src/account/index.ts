export { holdEndsAt, isHeld, WITHDRAWAL_HOLD_MS } from './calculators.js';
export { maskBankAccount } from './display.js';
export type {
  BankCard,
  ContactBinding,
  InternationalBankCard,
  LoginPasswordChange,
  Network,
  PasswordChange,
  Profile,
  UploadedFile,
  UploadPurpose,
  WalletAddress,
  WalletAddressDraft,
} from './model.js';
export { Networks, UPLOAD_MAX_BYTES, UPLOAD_MIME_TYPES, UploadPurposes } from './model.js';
export type { AccountApi, ImageFile } from './port.js';
export {
  securityChannel,
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
