import type { Decimal } from '../shared/decimal.js';

/**
 * The countries quick buy serves (spec §9: USA, Nigeria, Thailand, Indonesia, Brazil, India,
 * Vietnam, Mexico, Philippines), as ISO 3166-1 alpha-2 codes; others are told "your region is not
 * supported".
 */
export const QuickBuyCountries = ['US', 'NG', 'TH', 'ID', 'BR', 'IN', 'VN', 'MX', 'PH'] as const;
export type QuickBuyCountry = (typeof QuickBuyCountries)[number];

/** What is paid in: US dollars, which buy USDT 1:1 (spec §9). */
export const QuickBuyCurrencies = ['USD'] as const;
export type QuickBuyCurrency = (typeof QuickBuyCurrencies)[number];

export const QuickBuyMethods = ['bank_transfer', 'card', 'wallet'] as const;
export type QuickBuyMethod = (typeof QuickBuyMethods)[number];

/**
 * An order is `to_be_paid` until the exchange confirms the money arrived (`paid`: the USDT is
 * credited) or it is `cancelled`: by the user, by the exchange when no transfer proof came within
 * the payment window, or by an operator who found no payment.
 */
export const QuickBuyOrderStates = ['to_be_paid', 'paid', 'cancelled'] as const;
export type QuickBuyOrderState = (typeof QuickBuyOrderStates)[number];

export const QuickBuyCancelReasons = ['user', 'expired', 'not_received'] as const;
export type QuickBuyCancelReason = (typeof QuickBuyCancelReasons)[number];

/** Who pays (spec §3: first name, last name, email, phone, tax ID). */
export interface QuickBuyPayer {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phone: string;
  readonly taxId: string;
}

/**
 * Where a payment method's money goes (spec §3: account name, IBAN, beneficiary country,
 * BIC/SWIFT, bank name, bank address), published by the exchange; the order's reference goes in
 * the transfer's description.
 */
export interface QuickBuyPayee {
  readonly accountName: string;
  readonly iban: string;
  readonly beneficiaryCountry: string;
  readonly bic: string;
  readonly bankName: string;
  readonly bankAddress: string;
}

/** What the purchase sheet offers: the countries, currencies and methods, the payees, the window. */
export interface QuickBuyOffer {
  readonly countries: readonly QuickBuyCountry[];
  readonly currencies: readonly QuickBuyCurrency[];
  readonly methods: readonly QuickBuyMethod[];
  readonly minUsd: Decimal;
  /** The largest single purchase at the user's verification level (spec §6), in USD = USDT. */
  readonly maxUsd: Decimal;
  /** Hours to send the transfer proof before the order is cancelled. */
  readonly paymentWindowHours: number;
  readonly payees: Readonly<Record<QuickBuyMethod, QuickBuyPayee>>;
}

/** A purchase as the user asks for it, checked. */
export interface QuickBuyDraft {
  readonly country: QuickBuyCountry;
  readonly currency: QuickBuyCurrency;
  readonly method: QuickBuyMethod;
  readonly usd: Decimal;
  readonly payer: QuickBuyPayer;
}

/** A quick-buy order. */
export interface QuickBuyOrder {
  readonly id: number;
  /** What the user writes in the transfer's description. */
  readonly reference: string;
  readonly country: QuickBuyCountry;
  readonly currency: QuickBuyCurrency;
  readonly method: QuickBuyMethod;
  readonly usd: Decimal;
  readonly usdt: Decimal;
  readonly payer: QuickBuyPayer;
  readonly payee: QuickBuyPayee;
  readonly state: QuickBuyOrderState;
  /** Where the transfer proof is shown once sent; null before. */
  readonly proofUrl: string | null;
  /** ISO 8601 UTC. */
  readonly createdAt: string;
  /** Until when the proof may be sent. */
  readonly payBy: string;
  readonly proofAt: string | null;
  readonly paidAt: string | null;
  readonly cancelledAt: string | null;
  readonly cancelReason: QuickBuyCancelReason | null;
}
