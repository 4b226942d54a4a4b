import {
  fiatSingleLimit,
  QUICK_BUY_MIN_USD,
  QuickBuyCountries,
  QuickBuyCurrencies,
  type QuickBuyMethod,
  QuickBuyMethods,
  type QuickBuyOffer,
  type QuickBuyPayee,
} from '@tessera/core';
import type { AccountRef } from '../wallet/index.js';

/** Hours a user has to send the transfer proof before the order is cancelled. */
export const PAYMENT_WINDOW_HOURS = 24;

/**
 * The accounts each method pays into, published with a release (simulated: the reference exchange
 * moves no real money). A card or wallet payment goes through the processor to the same kind of
 * collection account, named here as the processor's.
 */
const PAYEES: Readonly<Record<QuickBuyMethod, QuickBuyPayee>> = {
  bank_transfer: {
    accountName: 'Tessera Payments Ltd',
    iban: 'GB33BUKB20201555555555',
    beneficiaryCountry: 'GB',
    bic: 'BUKBGB22',
    bankName: 'Barclays Bank UK PLC',
    bankAddress: '1 Churchill Place, London E14 5HP, United Kingdom',
  },
  card: {
    accountName: 'Tessera Payments Ltd (card collections)',
    iban: 'DE89370400440532013000',
    beneficiaryCountry: 'DE',
    bic: 'COBADEFFXXX',
    bankName: 'Commerzbank AG',
    bankAddress: 'Kaiserplatz, 60311 Frankfurt am Main, Germany',
  },
  wallet: {
    accountName: 'Tessera Payments Ltd (wallet collections)',
    iban: 'NL91ABNA0417164300',
    beneficiaryCountry: 'NL',
    bic: 'ABNANL2A',
    bankName: 'ABN AMRO Bank N.V.',
    bankAddress: 'Gustav Mahlerlaan 10, 1082 PP Amsterdam, Netherlands',
  },
};

/** What the purchase sheet offers a user of verification `level`: their single limit is the level's (spec §6). */
export const quickBuyOfferFor = (level: 0 | 1 | 2): QuickBuyOffer => ({
  countries: QuickBuyCountries,
  currencies: QuickBuyCurrencies,
  methods: QuickBuyMethods,
  minUsd: QUICK_BUY_MIN_USD,
  maxUsd: fiatSingleLimit(level),
  paymentWindowHours: PAYMENT_WINDOW_HOURS,
  payees: PAYEES,
});

/** The USDT quick buy sells. */
export const quickBuyHouse: AccountRef = { platform: 'quickbuy', asset: 'USDT' };

/** A payee as the wire and the stored order spell it. */
export const wirePayee = (payee: QuickBuyPayee) => ({
  account_name: payee.accountName,
  iban: payee.iban,
  beneficiary_country: payee.beneficiaryCountry,
  bic: payee.bic,
  bank_name: payee.bankName,
  bank_address: payee.bankAddress,
});
