import * as E from '#fp-ts/Either.js';
import {
  validateAreaCode,
  validateCode,
  validateConfirmation,
  validateEmail,
  validateMobile,
  validateNickname,
  validatePassword,
  validateSignature,
} from '../session/rules.js';
import {
  collectFieldErrors as collect,
  type FieldErrors,
  type ValidationError,
  validationError,
} from '../shared/validation.js';
import type {
  AntiPhishingCodeChange,
  BankCard,
  ContactBinding,
  InternationalBankCard,
  LoginPasswordChange,
  Network,
  PasswordChange,
  Profile,
  WalletAddressDraft,
} from './model.js';
import {
  ANTI_PHISHING_CODE_MAX,
  ANTI_PHISHING_CODE_MIN,
  UPLOAD_MAX_BYTES,
  UPLOAD_MIME_TYPES,
} from './model.js';

type Check = E.Either<ValidationError, unknown>;

const test = (
  ok: boolean,
  code: string,
  messageKey: string,
  params?: Record<string, string | number>,
): Check => (ok ? E.right(true) : E.left(validationError(code, messageKey, params)));

/** Free text on a form: present, at most `max` characters, no markup or control characters. */
export const validateFreeText = (value: string, max: number): Check =>
  value.trim().length === 0
    ? E.left(validationError('SHARED.REQUIRED', 'validation.required'))
    : test(
        value.length <= max && !/[<>{}\\\p{Cc}]/u.test(value),
        'ACCOUNT.TEXT_FORMAT',
        'validation.textFormat',
        {
          max,
        },
      );

/** The signature is optional (new accounts have none); when given it is 2–30 characters. */
export const validateProfile = (profile: Profile): E.Either<FieldErrors<keyof Profile>, Profile> =>
  collect(
    {
      nickname: validateNickname(profile.nickname.trim()),
      signature:
        profile.signature.trim() === '' ? E.right(true) : validateSignature(profile.signature.trim()),
    },
    () => ({ nickname: profile.nickname.trim(), signature: profile.signature.trim() }),
  );

/** Spec §3: a payment password is what moves money; six digits, like a card PIN. */
export const validatePayPassword = (value: string): Check =>
  test(/^\d{6}$/.test(value), 'ACCOUNT.PAY_PASSWORD_FORMAT', 'validation.payPasswordFormat');

export const validatePayPasswordChange = (
  change: PasswordChange,
): E.Either<FieldErrors<keyof PasswordChange>, PasswordChange> =>
  collect(
    {
      password: validatePayPassword(change.password),
      rePassword: validateConfirmation(change.password, change.rePassword),
      code: validateCode(change.code),
    },
    () => change,
  );

export const validateLoginPasswordChange = (
  change: LoginPasswordChange,
): E.Either<FieldErrors<keyof PasswordChange>, LoginPasswordChange> =>
  collect(
    {
      password: validatePassword(change.password),
      rePassword: validateConfirmation(change.password, change.rePassword),
      code: validateCode(change.code),
    },
    () => change,
  );

export const validateContactBinding = (
  binding: ContactBinding,
  hasOldContact: boolean,
): E.Either<FieldErrors<'address' | 'areaCode' | 'code' | 'oldCode' | 'password'>, ContactBinding> =>
  collect(
    {
      address:
        binding.channel === 'email'
          ? validateEmail(binding.email.trim())
          : validateMobile(binding.mobile.trim()),
      areaCode: binding.channel === 'mobile' ? validateAreaCode(binding.areaCode) : E.right(true),
      code: validateCode(binding.code),
      oldCode: hasOldContact ? validateCode(binding.oldCode ?? '') : E.right(true),
      // Only its presence: whether it is right is for the server to say.
      password: test(binding.password !== '', 'SHARED.REQUIRED', 'validation.required'),
    },
    () => binding,
  );

/** Letters, digits and spaces grouped as banks print them; 8–34 characters covers IBANs. */
const accountNumber = (value: string): Check =>
  test(
    /^[A-Za-z0-9 -]{8,34}$/.test(value.trim()),
    'ACCOUNT.BANK_ACCOUNT_FORMAT',
    'validation.bankAccountFormat',
  );

export const validateBankCard = (card: BankCard): E.Either<FieldErrors<keyof BankCard>, BankCard> =>
  collect(
    {
      realName: validateFreeText(card.realName, 60),
      bankName: validateFreeText(card.bankName, 80),
      branch: validateFreeText(card.branch, 80),
      bankAccount: accountNumber(card.bankAccount),
    },
    () => card,
  );

/** ISO 9362: 4 bank, 2 country, 2 location, optional 3 branch. */
const SWIFT_CODE = /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/;

/** A SWIFT code as banks print it: people type it in lower case or in groups, both mean the same code. */
const normalizeSwiftCode = (swiftCode: string): string => swiftCode.replace(/\s/g, '').toUpperCase();

/** The country a SWIFT code's bank is in: its fifth and sixth letters. */
const swiftCountry = (swiftCode: string): string => swiftCode.slice(4, 6);

/**
 * A US bank is reached through its ABA routing number (nine digits); banks elsewhere are reached
 * by SWIFT and IBAN alone, so the number is asked for only when the SWIFT code says "US". When
 * someone gives one anyway (an intermediary US bank), it must still be nine digits.
 */
const abaNumber = (aba: string, swiftCode: string): Check =>
  aba === ''
    ? test(swiftCountry(swiftCode) !== 'US', 'ACCOUNT.ABA_REQUIRED', 'validation.abaRequired')
    : test(/^\d{9}$/.test(aba), 'ACCOUNT.ABA_FORMAT', 'validation.abaFormat');

/** Stored and sent normalized: the SWIFT code in capitals, the ABA number without spaces around. */
export const validateInternationalBankCard = (
  card: InternationalBankCard,
): E.Either<FieldErrors<keyof InternationalBankCard>, InternationalBankCard> => {
  const swiftCode = normalizeSwiftCode(card.swiftCode);
  const aba = card.abaNumber.trim();
  return collect(
    {
      realName: validateFreeText(card.realName, 60),
      bankAccount: accountNumber(card.bankAccount),
      bankName: validateFreeText(card.bankName, 80),
      bankAddress: validateFreeText(card.bankAddress, 160),
      swiftCode: test(SWIFT_CODE.test(swiftCode), 'ACCOUNT.SWIFT_FORMAT', 'validation.swiftFormat'),
      abaNumber: abaNumber(aba, swiftCode),
      phone: test(/^\+?\d{6,16}$/.test(card.phone.trim()), 'ACCOUNT.PHONE_FORMAT', 'validation.mobileFormat'),
      cardholderAddress: validateFreeText(card.cardholderAddress, 160),
    },
    () => ({ ...card, swiftCode, abaNumber: aba }),
  );
};

/** Address formats by network: BTC base58 or bech32, ERC20 0x + 40 hex, TRC20 T + 33 base58. */
const ADDRESS_FORMATS: Readonly<Record<Network, RegExp>> = {
  BTC: /^(?:[13][a-km-zA-HJ-NP-Z1-9]{25,34}|bc1[ac-hj-np-z02-9]{11,71})$/,
  ERC20: /^0x[0-9a-fA-F]{40}$/,
  TRC20: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
};

export const validateNetworkAddress = (network: Network, address: string): Check =>
  test(ADDRESS_FORMATS[network].test(address.trim()), 'ACCOUNT.ADDRESS_FORMAT', 'validation.addressFormat', {
    network,
  });

export const validateWalletAddress = (
  draft: WalletAddressDraft,
): E.Either<FieldErrors<keyof WalletAddressDraft>, WalletAddressDraft> =>
  collect(
    {
      network: E.right(true),
      name: validateFreeText(draft.name, 30),
      address: validateNetworkAddress(draft.network, draft.address),
      qrcode:
        draft.qrcode.trim() === ''
          ? E.left(validationError('ACCOUNT.QRCODE_REQUIRED', 'validation.qrcodeRequired'))
          : E.right(true),
    },
    () => ({ ...draft, name: draft.name.trim(), address: draft.address.trim() }),
  );

/** A browser-side first check of a picked file; the server checks the bytes again. */
export const validateImageFile = (file: { type: string; size: number }): Check =>
  !(UPLOAD_MIME_TYPES as readonly string[]).includes(file.type)
    ? E.left(validationError('ACCOUNT.IMAGE_TYPE', 'validation.imageType'))
    : test(file.size <= UPLOAD_MAX_BYTES, 'ACCOUNT.IMAGE_TOO_LARGE', 'validation.imageTooLarge', {
        mb: UPLOAD_MAX_BYTES / 1024 / 1024,
      });

/**
 * Where a re-authentication code (scene `security`) goes: the bound email, else the bound mobile,
 * else nowhere (the account must bind one first). `prefer` picks the other one when both are bound,
 * as when the code must reach the mobile being changed. The server applies the same rule.
 */
export const securityChannel = (
  contacts: { readonly email: string | null; readonly mobile: string | null },
  prefer: 'email' | 'mobile' = 'email',
): 'email' | 'mobile' | null => {
  const bound = {
    email: contacts.email !== null && contacts.email !== '',
    mobile: contacts.mobile !== null && contacts.mobile !== '',
  };
  if (bound[prefer]) return prefer;
  const other = prefer === 'email' ? 'mobile' : 'email';
  return bound[other] ? other : null;
};

/**
 * An anti-phishing code: 4–20 Latin letters and digits, at least one a letter, so it is never
 * taken for the six-digit verification code of the same mail. Case counts, as the mail shows it.
 */
export const validateAntiPhishingCode = (value: string): Check =>
  test(
    new RegExp(`^[A-Za-z0-9]{${ANTI_PHISHING_CODE_MIN},${ANTI_PHISHING_CODE_MAX}}$`).test(value) &&
      /[A-Za-z]/.test(value),
    'ACCOUNT.ANTI_PHISHING_FORMAT',
    'validation.antiPhishingFormat',
    { min: ANTI_PHISHING_CODE_MIN, max: ANTI_PHISHING_CODE_MAX },
  );

/** The new anti-phishing code (spaces around it dropped) and the re-authentication code. */
export const validateAntiPhishingCodeChange = (
  change: AntiPhishingCodeChange,
): E.Either<FieldErrors<keyof AntiPhishingCodeChange>, AntiPhishingCodeChange> => {
  const antiPhishingCode = change.antiPhishingCode.trim();
  return collect(
    { antiPhishingCode: validateAntiPhishingCode(antiPhishingCode), code: validateCode(change.code) },
    () => ({ antiPhishingCode, code: change.code }),
  );
};
