import type { IdType, Network, ReviewState, UPLOAD_MIME_TYPES, UploadPurpose } from '@tessera/core';
import type { ColumnType, Generated, Selectable } from 'kysely';

/** The image types an upload can have. */
export type UploadMimeType = (typeof UPLOAD_MIME_TYPES)[number];

/** A column the database fills when an insert leaves it out. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;

/**
 * The tables as Kysely sees them. Money, prices and quantities are NUMERIC in the database and
 * strings here (both drivers return NUMERIC as text); never JavaScript numbers.
 */
export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  verification_codes: VerificationCodesTable;
  outbox: OutboxTable;
  invite_codes: InviteCodesTable;
  settings: SettingsTable;
  site_config: SiteConfigTable;
  coins: CoinsTable;
  market_ticks: MarketTicksTable;
  uploads: UploadsTable;
  upload_blobs: UploadBlobsTable;
  bank_cards: BankCardsTable;
  international_bank_cards: InternationalBankCardsTable;
  wallet_addresses: WalletAddressesTable;
  verification_submissions: VerificationSubmissionsTable;
  rate_limits: RateLimitsTable;
  spent_challenges: SpentChallengesTable;
  code_guesses: CodeGuessesTable;
  server_secrets: ServerSecretsTable;
}

export interface UsersTable {
  id: Generated<number>;
  username: string | null;
  /** Lower-cased. */
  email: string | null;
  /** `+<area code><number>`, the same form codes are sent to. */
  mobile: string | null;
  /** The number without its area code, so people can sign in with what they typed. */
  mobile_national: string | null;
  password_hash: string;
  nickname: string;
  /** The upload shown as the head portrait (purpose avatar), or null. */
  avatar_upload_id: Defaulted<string | null>;
  signature: Defaulted<string>;
  credit_score: Defaulted<number>;
  real_level: Defaulted<number>;
  vip_level: Defaulted<number>;
  /** Argon2id hash of the 6-digit payment password; null until one is set. */
  pay_password_hash: Defaulted<string | null>;
  /** Withdrawals wait until this time after a password change; null when never held. */
  withdrawals_held_until: Defaulted<Date | null>;
  /** The code this user registered with; the codes they hand out are in `invite_codes`. */
  invited_by: string;
  created_at: Defaulted<Date>;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 of the token; the token itself is never stored. */
  token_hash: string;
  created_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
}

export interface VerificationCodesTable {
  id: Generated<number>;
  /** An email address or `+<area code><number>`. */
  target: string;
  scene: string;
  code_hash: string;
  attempts: Defaulted<number>;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
}

export interface OutboxTable {
  id: Generated<number>;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body: string;
  created_at: Date;
}

export interface InviteCodesTable {
  code: string;
  /** Null for the root code seeded from the configuration. */
  owner_id: number | null;
  created_at: Defaulted<Date>;
}

export interface SettingsTable {
  keyword: string;
  value: string;
}

export interface SiteConfigTable {
  id: number;
  site_logo: string;
  site_name: string;
  down_logo: string;
  bank_wd_switch: boolean;
  re_wd_default_assets: string;
}

export interface CoinsTable {
  id: number;
  name: string;
  sub_name: string;
  type_label: string;
  status: number;
  address: string;
  image: string;
}

export interface MarketTicksTable {
  symbol: string;
  price: string;
  volume: string;
  at: Date;
}

export interface UploadsTable {
  /** 128 random bits, hex: the opaque id of `upload:<id>` and `/api/files/<id>`. */
  id: string;
  owner_id: number;
  purpose: UploadPurpose;
  /** The type sniffed from the bytes, never the client's claim. */
  mime: UploadMimeType;
  size: number;
  /** Another random name: where the upload store keeps the bytes. */
  storage_key: string;
  created_at: Date;
}

export interface UploadBlobsTable {
  storage_key: string;
  bytes: Uint8Array;
}

export interface BankCardsTable {
  user_id: number;
  real_name: string;
  bank_name: string;
  branch: string;
  bank_account: string;
  updated_at: Date;
}

export interface InternationalBankCardsTable {
  user_id: number;
  real_name: string;
  bank_account: string;
  bank_name: string;
  bank_address: string;
  swift_code: string;
  aba_number: string;
  phone: string;
  cardholder_address: string;
  updated_at: Date;
}

export interface WalletAddressesTable {
  id: Generated<number>;
  user_id: number;
  network: Network;
  name: string;
  address: string;
  qrcode_upload_id: string;
  created_at: Date;
}

/** `state` of a stored submission; "none" is the absence of one. */
export type StoredReviewState = Exclude<ReviewState, 'none'>;

export interface VerificationSubmissionsTable {
  id: Generated<number>;
  user_id: number;
  /** 1 basic, 2 advanced. */
  real_type: number;
  state: StoredReviewState;
  id_type: IdType | null;
  name: string | null;
  card_id: string | null;
  front_upload_id: string | null;
  reverse_upload_id: string | null;
  /** The operator's reason; set exactly when `failed`. */
  reason: string | null;
  submitted_at: Date;
  reviewed_at: Date | null;
}

export interface RateLimitsTable {
  key: string;
  /** The generic cell rate algorithm's theoretical arrival time: the key is idle once it passes. */
  tat: Date;
}

export interface SpentChallengesTable {
  id: string;
  /** After this the challenge is refused anyway, so the row can go. */
  expires_at: Date;
}

export interface CodeGuessesTable {
  code_id: number;
  /** The network address the guesses came from. */
  address: string;
  guesses: number;
}

export interface ServerSecretsTable {
  name: string;
  value: string;
}

export type UserRow = Selectable<UsersTable>;
export type UploadRow = Selectable<UploadsTable>;
export type SubmissionRow = Selectable<VerificationSubmissionsTable>;
