import type { ColumnType, Generated, Selectable } from 'kysely';

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
  head_portrait: Defaulted<string>;
  signature: Defaulted<string>;
  credit_score: Defaulted<number>;
  real_level: Defaulted<number>;
  vip_level: Defaulted<number>;
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

export type UserRow = Selectable<UsersTable>;
