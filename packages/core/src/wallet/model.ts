import type { Network } from '../account/model.js';
import type { Decimal } from '../shared/decimal.js';

/**
 * The wallet accounts a user holds each asset in (spec §3): spot `balance`, `futures`, seconds
 * `options`, `stock`, `margin` and locked `mining`. Money moves between them only by transfers.
 */
export const WalletAccounts = ['balance', 'futures', 'options', 'stock', 'margin', 'mining'] as const;
export type WalletAccount = (typeof WalletAccounts)[number];

/**
 * The spec's numbered account types (1 legal, 2 change, 3 lever, 4 micro) as wallet accounts. Fiat
 * ("legal") is a display conversion, never a balance, so what a fiat purchase buys lands in the
 * exchange account like everything else.
 */
export const ACCOUNT_TYPE_NUMBERS: Readonly<Record<1 | 2 | 3 | 4, WalletAccount>> = {
  1: 'balance',
  2: 'balance',
  3: 'futures',
  4: 'options',
};

/** One asset as the exchange lists it for wallets: what its amounts may look like and cost to move. */
export interface Asset {
  /** The asset, e.g. `USDT`: one balance whatever network it arrived over. */
  readonly symbol: string;
  /** Decimal places an amount of it may have. */
  readonly precision: number;
  /** The networks it can be deposited and withdrawn over, each a coin of `/currency/list`. */
  readonly networks: readonly AssetNetwork[];
}

export interface AssetNetwork {
  /** The coin's id: what `currency_id` means in deposit and withdrawal calls. */
  readonly coinId: number;
  readonly network: Network;
  /** Disabled coins are shown but take no new deposits or withdrawals (spec §3: USDT-TRC20). */
  readonly enabled: boolean;
  /** The smallest withdrawal, fee included. */
  readonly withdrawMinimum: Decimal;
  /** The network fee taken from each withdrawal. */
  readonly withdrawFee: Decimal;
}

/** What a user holds of one asset in one account. */
export interface Balance {
  readonly account: WalletAccount;
  readonly asset: string;
  /** What can be spent, transferred or withdrawn now. */
  readonly available: Decimal;
  /** Set aside for open orders, pending withdrawals and positions. */
  readonly frozen: Decimal;
  /** `available + frozen` at the feed's price, in USDT (a display value, not a balance). */
  readonly valueUsdt: Decimal;
}

/** A move between two of a user's own accounts (`/wallet/change`). */
export interface Transfer {
  readonly asset: string;
  readonly amount: Decimal;
  readonly from: WalletAccount;
  readonly to: WalletAccount;
}

export interface TransferRecord extends Transfer {
  readonly id: number;
  /** ISO time. */
  readonly createdAt: string;
}

/**
 * Why money moved, as records and the bill filter by it. Products add theirs as they arrive; the
 * ledger refuses a journal without one.
 */
export const LedgerReasons = [
  'deposit',
  'withdrawal',
  'withdrawal_refund',
  'transfer',
  'conversion',
] as const;
export type LedgerReason = (typeof LedgerReasons)[number];

/** One line of a user's records: a change of one balance, and why. */
export interface LedgerRecord {
  readonly id: number;
  readonly asset: string;
  readonly account: WalletAccount;
  /** Signed: positive credits the account. Moves between available and frozen are not records. */
  readonly amount: Decimal;
  readonly reason: LedgerReason;
  /** ISO time. */
  readonly createdAt: string;
}
