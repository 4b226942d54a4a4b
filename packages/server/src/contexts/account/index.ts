import type { Handlers } from '../handler.js';
import { createAntiPhishingHandlers } from './anti-phishing.js';
import { createBankCardHandlers } from './bank-cards.js';
import type { AccountDeps } from './deps.js';
import { createProfileHandlers } from './profile.js';
import { createSecurityHandlers } from './security.js';
import { createTwoFactorHandlers } from './two-factor.js';
import { createWalletAddressHandlers } from './wallet-addresses.js';

export { guardedCheck } from './code-checks.js';
export type { AccountDeps } from './deps.js';
export { sniffImageType } from './image-type.js';
export { sealUserKeyedColumns } from './sealing.js';
export { DatabaseUploadStore, DirectoryUploadStore, type UploadStore } from './upload-store.js';
export { type ServedFile, UPLOAD_GRACE_MS, Uploads, type Viewer } from './uploads.js';

type AccountEndpoint =
  | 'upload'
  | 'uploadHeadPortrait'
  | 'editNickname'
  | 'changeLoginPassword'
  | 'updatePayPassword'
  | 'bindMobile'
  | 'bindEmail'
  | 'saveBankCard'
  | 'bankCard'
  | 'saveInternationalBankCard'
  | 'internationalBankCard'
  | 'saveWalletAddress'
  | 'walletAddresses'
  | 'setAntiPhishingCode'
  | 'twoFactorStatus'
  | 'startTwoFactor'
  | 'enableTwoFactor'
  | 'disableTwoFactor';

/** Profile, uploads, security settings (the anti-phishing code among them), bank cards and withdrawal addresses. */
export const createAccountHandlers = (deps: AccountDeps): Pick<Handlers, AccountEndpoint> => ({
  ...createTwoFactorHandlers(deps),
  ...createProfileHandlers(deps),
  ...createSecurityHandlers(deps),
  ...createBankCardHandlers(deps),
  ...createWalletAddressHandlers(deps),
  ...createAntiPhishingHandlers(deps),
});
