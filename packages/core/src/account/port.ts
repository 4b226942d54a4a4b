import type { Call } from '../shared/failure.js';
import type { Page, PageQuery } from '../shared/paging.js';
import type {
  BankCard,
  ContactBinding,
  InternationalBankCard,
  LoginPasswordChange,
  PasswordChange,
  Profile,
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
}
