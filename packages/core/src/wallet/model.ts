import type { Network } from '../account/model.js';
import type { FiatCode } from '../fiat/model.js';
import type { Decimal } from '../shared/decimal.js';

/**
 * The wallet accounts a user holds each asset in (spec §3): spot `balance`, `futures`, seconds
 * `options`, `stock`, `margin` and locked `mining`. Money moves between them only by transfers.
 */
export const WalletAccounts = ['balance', 'futures', 'options', 'stock', 'margin', 'mining'] as const;
export type WalletAccount = (typeof WalletAccounts)[number];

/**
 * Dollar stablecoins the exchange values at 1 USDT by rule, since no market quotes them against
 * each other: USDT itself and USDC (an OTC loan currency, spec §9).
 */
export const USDT_PEGGED = ['USDT', 'USDC'] as const;

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
  /** What asset-level calls name it by (`currency_id`). */
  readonly id: number;
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

/** One account with every asset in it, valued in USDT and in the chosen fiat. */
export interface AccountBalances {
  readonly account: WalletAccount;
  readonly totalUsdt: Decimal;
  /** In the overview's fiat. */
  readonly total: Decimal;
  readonly balances: readonly FiatBalance[];
}

export interface FiatBalance extends Balance {
  readonly assetId: number;
  /** `valueUsdt` in the overview's fiat. */
  readonly value: Decimal;
}

/** `/wallet/list`: the assets page's data. */
export interface WalletOverview {
  readonly fiat: FiatCode;
  readonly totalUsdt: Decimal;
  readonly total: Decimal;
  readonly accounts: readonly AccountBalances[];
}

/** A move between two of a user's own accounts (`/wallet/change`). */
export interface Transfer {
  readonly assetId: number;
  readonly amount: Decimal;
  readonly from: WalletAccount;
  readonly to: WalletAccount;
}

export interface TransferRecord {
  readonly id: number;
  readonly asset: string;
  readonly amount: Decimal;
  readonly from: WalletAccount;
  readonly to: WalletAccount;
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
  'spot_order',
  'spot_trade',
  'option_order',
  'option_settlement',
  'futures_open',
  'futures_fill',
  'futures_cancel',
  'futures_close',
  'futures_overnight',
  'mining_buy',
  'mining_yield',
  'mining_release',
  'mining_redeem',
  'dual_buy',
  'dual_settlement',
  'ieo_subscribe',
  'ieo_allocation',
  'ieo_release',
  'quickbuy_credit',
  'loan_margin',
  'loan_release',
  'loan_funding',
  'loan_repayment',
  'loan_liquidation',
  'guess_bet',
  'guess_settlement',
  'nft_purchase',
  'nft_deposit',
  'nft_deposit_refund',
  'nft_deposit_forfeit',
  'nft_payment',
  'blind_box_purchase',
  'invite_rebate',
  'coupon_bonus',
] as const;
export type LedgerReason = (typeof LedgerReasons)[number];

/** Before a withdrawal: the limit of spec §6 and what holds withdrawals back. */
export interface WithdrawalInfo {
  readonly limitBtc: Decimal;
  readonly remainingBtc: Decimal;
  /** ISO time; null when withdrawals are not held. */
  readonly heldUntil: string | null;
  readonly payPasswordSet: boolean;
  readonly bankWithdrawals: boolean;
  /** Two-factor authentication is on: a withdrawal needs the authenticator's current code too. */
  readonly twoFactor: boolean;
}

/** The one asset the exchange pays out to bank cards, when its bank switch is on. */
export const BANK_WITHDRAWAL_ASSET = 'USDT';

export type WithdrawalDestination =
  | { readonly kind: 'address'; readonly addressId: number }
  | { readonly kind: 'bank'; readonly card: 'domestic' | 'international' };

/** A withdrawal as the form sends it: fee included in `amount`. */
export interface WithdrawalRequest {
  readonly coinId: number;
  readonly amount: Decimal;
  readonly destination: WithdrawalDestination;
  readonly payPassword: string;
  /** The authenticator's current code, when two-factor authentication is on. */
  readonly totpCode?: string;
}

export const WithdrawalStates = ['pending', 'completed', 'rejected'] as const;
export type WithdrawalState = (typeof WithdrawalStates)[number];

export interface Withdrawal {
  readonly id: number;
  readonly asset: string;
  readonly network: string | null;
  readonly amount: Decimal;
  readonly fee: Decimal;
  readonly receive: Decimal;
  /** The address, or the bank account masked. */
  readonly to: string | null;
  readonly bank: 'domestic' | 'international' | null;
  readonly state: WithdrawalState;
  /** Why an operator rejected it. */
  readonly reason: string | null;
  /** The chain transaction or bank reference it was sent with. */
  readonly reference: string | null;
  readonly createdAt: string;
  readonly decidedAt: string | null;
}

export interface DepositAddress {
  readonly coinId: number;
  readonly asset: string;
  readonly network: string;
  readonly address: string;
}

/** A deposit the user asks to be credited, with the uploaded payment proof's path. */
export interface DepositRequest {
  readonly coinId: number;
  readonly amount: Decimal;
  readonly proof: string;
}

export const DepositStates = ['pending', 'credited', 'rejected'] as const;
export type DepositState = (typeof DepositStates)[number];

export interface Deposit {
  readonly id: number;
  readonly asset: string;
  readonly network: string | null;
  readonly amount: Decimal;
  /** Seen on chain, or asked for with a proof. */
  readonly source: 'chain' | 'request';
  readonly reference: string | null;
  readonly state: DepositState;
  readonly reason: string | null;
  readonly createdAt: string;
}

/** Which records to list: all, or one reason, asset or account. */
export interface RecordQuery {
  readonly page: number;
  readonly limit: number;
  readonly reason?: LedgerReason;
  readonly assetId?: number;
  readonly account?: WalletAccount;
}

/** An asset that converts, at the feed's price. */
export interface Convertible {
  readonly id: number;
  readonly asset: string;
  readonly precision: number;
  readonly priceUsdt: Decimal;
}

/** Converting `amount` of one asset into another in the balance account. */
export interface Conversion {
  readonly fromId: number;
  readonly toId: number;
  readonly amount: Decimal;
  /** Refuse if less than this would arrive (the price moved since the quote). */
  readonly minReceive?: Decimal;
}

export interface ConversionQuote {
  readonly from: string;
  readonly to: string;
  readonly amount: Decimal;
  readonly fee: Decimal;
  readonly feeRate: Decimal;
  readonly receive: Decimal;
  readonly fromPrice: Decimal;
  readonly toPrice: Decimal;
}

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
