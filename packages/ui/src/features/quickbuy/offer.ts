import {
  type Decimal,
  type FieldErrors,
  fiatSingleLimit,
  type QuickBuyCountry,
  type QuickBuyDraft,
  type QuickBuyField,
  type QuickBuyForm,
  type QuickBuyOffer,
  quickBuyQuote,
  type ValidationError,
} from '@tessera/core';
import { countryName } from '../../app/countries';
import { rightOf } from '../../app/either';

/**
 * What the country picker holds when the user's country is none of those served: not a country
 * code, so core's rule answers "your region is not supported" for it as for any other.
 */
export const OTHER_COUNTRY = 'other';

export interface CountryOption {
  readonly value: QuickBuyCountry;
  readonly label: string;
}

/** The countries served, named in `locale` (Intl's names) and in its alphabetical order. */
export const countryOptions = (countries: readonly QuickBuyCountry[], locale: string): CountryOption[] => {
  const collator = new Intl.Collator(locale);
  return countries
    .map((iso) => ({ value: iso, label: countryName(iso, locale) }))
    .sort((a, b) => collator.compare(a.label, b.label));
};

/** The countries served as one list in a sentence: "Brazil, India, … and Vietnam". */
export const servedCountries = (countries: readonly QuickBuyCountry[], locale: string): string =>
  new Intl.ListFormat(locale, { type: 'conjunction' }).format(
    countryOptions(countries, locale).map((option) => option.label),
  );

/** A currency's name in `locale`: "US Dollar", "美元". */
export const currencyName = (code: string, locale: string): string => {
  try {
    return new Intl.DisplayNames([locale], { type: 'currency' }).of(code) ?? code;
  } catch {
    return code;
  }
};

/** The form the purchase sheet starts from: the only currency chosen when there is one, the payer's contacts known. */
export const initialForm = (
  offer: Pick<QuickBuyOffer, 'currencies'>,
  contacts: { readonly email: string | null; readonly mobile: string | null },
): QuickBuyForm => ({
  country: '',
  currency: offer.currencies.length === 1 ? (offer.currencies[0] ?? '') : '',
  method: '',
  usd: '',
  firstName: '',
  lastName: '',
  email: contacts.email ?? '',
  phone: contacts.mobile ?? '',
  taxId: '',
});

/** Why the country cannot buy, by core's rule: "your region is not supported"; undefined for a served country or none yet. */
export const regionRefusal = (errors: FieldErrors<QuickBuyField> | undefined): ValidationError | undefined =>
  errors?.country?.code === 'QUICKBUY.REGION_NOT_SUPPORTED' ? errors.country : undefined;

/**
 * What the amount typed buys (core's `quickBuyQuote`: whole dollars from the minimum, USDT 1:1),
 * while it is also within the user's limit; undefined otherwise (the field says why once sent).
 */
export const quoteFor = (
  usd: string,
  offer: Pick<QuickBuyOffer, 'maxUsd'>,
): { readonly usd: Decimal; readonly usdt: Decimal } | undefined => {
  if (!/^\d{1,12}$/.test(usd.trim())) return undefined;
  const quote = rightOf(quickBuyQuote({ usdAmount: usd.trim() }));
  return quote?.usd.lessThanOrEqualTo(offer.maxUsd) ? quote : undefined;
};

/** Unverified users have no limit to buy within (0): the page sends them to verification instead of a form. */
export const needsVerification = (offer: Pick<QuickBuyOffer, 'maxUsd'>): boolean => offer.maxUsd.isZero();

/** A limit below the advanced level's: the page offers the way to raise it. */
export const canRaiseLimit = (offer: Pick<QuickBuyOffer, 'maxUsd'>): boolean =>
  offer.maxUsd.lessThan(fiatSingleLimit(2));

/** What identifies a purchase: the same sheet sent again is the same action (its request id is kept). */
export const draftKey = (draft: QuickBuyDraft | null): string =>
  draft === null
    ? ''
    : JSON.stringify([
        draft.country,
        draft.currency,
        draft.method,
        draft.usd.toFixed(),
        draft.payer.firstName,
        draft.payer.lastName,
        draft.payer.email,
        draft.payer.phone,
        draft.payer.taxId,
      ]);
