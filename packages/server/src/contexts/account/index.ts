import type { Handlers } from '../handler.js';
import { createBankCardHandlers } from './bank-cards.js';
import type { AccountDeps } from './deps.js';
import { createProfileHandlers } from './profile.js';
import { createSecurityHandlers } from './security.js';
import { createWalletAddressHandlers } from './wallet-addresses.js';

export { guardedCheck } from './code-checks.js';
export type { AccountDeps } from './deps.js';
export { sniffImageType } from './image-type.js';
export { DatabaseUploadStore, DirectoryUploadStore, type UploadStore } from './upload-store.js';
export { type ServedFile, Uploads, type Viewer } from './uploads.js';

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
  | 'walletAddresses';

/** Profile, uploads, security settings, bank cards and withdrawal addresses. */
export const createAccountHandlers = (deps: AccountDeps): Pick<Handlers, AccountEndpoint> => ({
  ...createProfileHandlers(deps),
  ...createSecurityHandlers(deps),
  ...createBankCardHandlers(deps),
  ...createWalletAddressHandlers(deps),
});
