import type { Call } from '../shared/failure.js';
import type { Page, PageQuery } from '../shared/paging.js';
import type {
  AntiPhishingCodeChange,
  BankCard,
  ContactBinding,
  DeviceSession,
  InternationalBankCard,
  LoginPasswordChange,
  PasswordChange,
  Profile,
  TwoFactorSetup,
  TwoFactorStatus,
  UploadedFile,
  UploadPurpose,
  WalletAddress,
  WalletAddressDraft,
} from './model.js';

/** A picked file as the platform gives it (a browser `File`, a Node `Blob`). */
export interface ImageFile {
  readonly name: string;
  readonly type: string;
  readonly size: number;
}

/** What the account context needs from the exchange. */
export interface AccountApi {
  upload(file: ImageFile, purpose: UploadPurpose): Call<UploadedFile>;
  setAvatar(path: string): Call<void>;
  editProfile(profile: Profile): Call<void>;
  changeLoginPassword(change: LoginPasswordChange): Call<void>;
  setPayPassword(change: PasswordChange): Call<void>;
  bindContact(binding: ContactBinding): Call<void>;
  saveBankCard(card: BankCard): Call<void>;
  bankCard(): Call<BankCard | null>;
  saveInternationalBankCard(card: InternationalBankCard): Call<void>;
  internationalBankCard(): Call<InternationalBankCard | null>;
  saveWalletAddress(draft: WalletAddressDraft): Call<void>;
  walletAddresses(query: PageQuery): Call<Page<WalletAddress>>;
  /** The live sessions, the current one first, then by last use. */
  sessions(query: PageQuery): Call<Page<DeviceSession>>;
  /** Ends one of the user's sessions; the current one signs this device out. */
  revokeSession(id: number): Call<void>;
  setAntiPhishingCode(change: AntiPhishingCodeChange): Call<void>;
  twoFactorStatus(): Call<TwoFactorStatus>;
  /** A new secret to scan; two-factor authentication stays off until `enableTwoFactor`. */
  startTwoFactor(): Call<TwoFactorSetup>;
  /** Turns it on with a current code and the login password; resolves to the recovery codes, shown once. */
  enableTwoFactor(request: { readonly code: string; readonly password: string }): Call<readonly string[]>;
  /** Turns it off with a current code (or a recovery code); withdrawals are then held 24 hours. */
  disableTwoFactor(request: { readonly code: string }): Call<void>;
}
