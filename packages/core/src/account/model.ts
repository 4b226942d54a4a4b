/** The networks a withdrawal address can be on (spec §3 coins: BTC, ERC20, TRC20). */
export const Networks = ['BTC', 'ERC20', 'TRC20'] as const;
export type Network = (typeof Networks)[number];

/**
 * What an uploaded image is for; everything but avatars is readable only by its owner and
 * operators (ID photos, address QR codes, the payment proof of a deposit request, images sent to
 * customer service).
 */
export const UploadPurposes = [
  'avatar',
  'id_front',
  'id_reverse',
  'wallet_qrcode',
  'payment_proof',
  'chat_image',
] as const;
export type UploadPurpose = (typeof UploadPurposes)[number];

/** Images the exchange accepts, checked by their bytes on the server. */
export const UPLOAD_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/** A stored upload: the server's reference, used in later calls. */
export interface UploadedFile {
  readonly path: string;
}

export interface Profile {
  readonly nickname: string;
  readonly signature: string;
}

/** Spec §3, domestic card. */
export interface BankCard {
  readonly realName: string;
  readonly bankName: string;
  readonly branch: string;
  readonly bankAccount: string;
}

/** Spec §3, international card: everything a SWIFT transfer needs. */
export interface InternationalBankCard {
  readonly realName: string;
  readonly bankAccount: string;
  readonly bankName: string;
  readonly bankAddress: string;
  readonly swiftCode: string;
  readonly abaNumber: string;
  readonly phone: string;
  readonly cardholderAddress: string;
}

export interface WalletAddressDraft {
  readonly network: Network;
  readonly name: string;
  readonly address: string;
  /** The uploaded QR code's path. */
  readonly qrcode: string;
}

export interface WalletAddress extends WalletAddressDraft {
  readonly id: number;
  /** ISO time it was added. */
  readonly createdAt: string;
  /** ISO time from which withdrawals may go to it: 24 hours after it was added. */
  readonly usableFrom: string;
}

export interface PasswordChange {
  readonly password: string;
  readonly rePassword: string;
  /** A fresh code sent to the account's email or mobile: re-authentication. */
  readonly code: string;
}

export interface LoginPasswordChange extends PasswordChange {
  /** Sign out every other device too. */
  readonly endOtherSessions: boolean;
}

/** Two-factor authentication (TOTP) as the security settings show it. */
export interface TwoFactorStatus {
  readonly enabled: boolean;
  /** Recovery codes not used yet; 0 when two-factor authentication is off. */
  readonly recoveryCodesLeft: number;
}

/**
 * A new authenticator secret, not yet on: the app scans `uri` (as a QR code) or takes `secret`
 * typed in, and the user turns it on with a current code. Shown this once.
 */
export interface TwoFactorSetup {
  /** Base32, as authenticator apps take it typed in. */
  readonly secret: string;
  /** `otpauth://totp/…`, the QR code's content. */
  readonly uri: string;
}

/** Binding (or changing) an email or mobile: a code to the new address, and one to the old when there is one. */
export type ContactBinding = (
  | { readonly channel: 'email'; readonly email: string }
  | { readonly channel: 'mobile'; readonly areaCode: string; readonly mobile: string }
) & {
  /** Sent to the new address. */
  readonly code: string;
  /** Sent to the contact being replaced, when there is one. */
  readonly oldCode?: string;
  /** The login password: a stolen session alone must not be able to change where codes go. */
  readonly password: string;
};

/** A signed-in device, as the session list shows it (ASVS 7.5.2: users can see and end their sessions). */
export interface DeviceSession {
  readonly id: number;
  /** From the User-Agent at sign-in (`describeUserAgent`); null when it named none. */
  readonly browser: string | null;
  readonly os: string | null;
  /** The client address at sign-in, already masked by the server (`maskIpAddress`); null when unknown. */
  readonly ip: string | null;
  /** ISO times. */
  readonly createdAt: string;
  readonly lastUsedAt: string;
  /** The session asking: ending it signs this device out. */
  readonly current: boolean;
}

/** The anti-phishing code's length: short enough to read at a glance, long enough to be one's own. */
export const ANTI_PHISHING_CODE_MIN = 4;
export const ANTI_PHISHING_CODE_MAX = 20;

/**
 * Setting the anti-phishing code every email from the exchange shows. A stolen session must not be
 * able to set one it knows (its phishing mails would then look genuine), so a fresh code sent to
 * the bound email or mobile (scene `security`) comes with it.
 */
export interface AntiPhishingCodeChange {
  readonly antiPhishingCode: string;
  readonly code: string;
}
