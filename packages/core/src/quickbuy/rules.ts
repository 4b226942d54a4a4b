import * as E from '#fp-ts/Either.js';
import { validateFreeText } from '../account/rules.js';
import { validateEmail } from '../session/rules.js';
import type { Decimal } from '../shared/decimal.js';
import {
  collectFieldErrors,
  type FieldErrors,
  type ValidationError,
  validationError,
} from '../shared/validation.js';
import { quickBuyQuote } from './calculators.js';
import {
  QuickBuyCountries,
  type QuickBuyCountry,
  QuickBuyCurrencies,
  type QuickBuyCurrency,
  type QuickBuyDraft,
  type QuickBuyMethod,
  QuickBuyMethods,
  type QuickBuyOffer,
} from './model.js';

/** The purchase sheet as filled in. */
export interface QuickBuyForm {
  readonly country: string;
  readonly currency: string;
  readonly method: string;
  readonly usd: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phone: string;
  readonly taxId: string;
}

export type QuickBuyField = keyof QuickBuyForm;

const chosen = <V extends string>(values: readonly V[], value: string, messageKey: string) =>
  (values as readonly string[]).includes(value)
    ? E.right(value as V)
    : E.left(validationError('SHARED.REQUIRED', messageKey));

/** A phone number as people write it: an optional +, digits, spaces, dashes; 6–20 characters. */
const validatePhone = (value: string): E.Either<ValidationError, string> =>
  /^\+?[0-9 -]{6,20}$/.test(value.trim())
    ? E.right(value.trim())
    : E.left(validationError('SESSION.MOBILE_FORMAT', 'validation.mobileFormat'));

/** A tax ID: letters, digits, dots, dashes and slashes, 4–30 characters (formats differ by country). */
const validateTaxId = (value: string): E.Either<ValidationError, string> =>
  /^[A-Za-z0-9./ -]{4,30}$/.test(value.trim())
    ? E.right(value.trim())
    : E.left(validationError('QUICKBUY.TAX_ID_FORMAT', 'validation.taxIdFormat'));

/** A check's value, read only once every check has passed. */
const passed = <A>(check: E.Either<unknown, A>): A => {
  if (E.isLeft(check)) throw new Error('read before every check passed');
  return check.right;
};

/**
 * A quick purchase: a country quick buy serves (otherwise "your region is not supported", spec
 * §8), a currency and a payment method chosen (spec §5), whole US dollars from the minimum
 * (`quickBuyQuote`) up to the single fiat limit of the user's verification level (spec §6), and
 * the payer's details. Every wrong field is reported at once, except in a region not served, which
 * is all there is to say. The server checks the same function.
 *
 * @example validateQuickBuy({ country: 'TH', currency: 'USD', method: 'bank_transfer', usd: '250', … }, offer)
 */
export const validateQuickBuy = (
  form: QuickBuyForm,
  offer: Pick<QuickBuyOffer, 'maxUsd'>,
): E.Either<FieldErrors<QuickBuyField>, QuickBuyDraft> => {
  if (form.country.trim() !== '' && !(QuickBuyCountries as readonly string[]).includes(form.country))
    return E.left({
      country: validationError('QUICKBUY.REGION_NOT_SUPPORTED', 'quickbuy.regionNotSupported'),
    });
  const usd = E.chain(({ usd }: { usd: Decimal }) =>
    usd.greaterThan(offer.maxUsd)
      ? E.left(
          offer.maxUsd.isZero()
            ? validationError('QUICKBUY.NOT_VERIFIED', 'quickbuy.notVerified')
            : validationError('QUICKBUY.ABOVE_LIMIT', 'quickbuy.aboveLimit', { max: offer.maxUsd.toFixed() }),
        )
      : E.right(usd),
  )(
    form.usd.trim() === ''
      ? E.left(validationError('SHARED.REQUIRED', 'validation.required'))
      : /^\d{1,12}(\.\d+)?$/.test(form.usd.trim())
        ? quickBuyQuote({ usdAmount: form.usd.trim() })
        : E.left(validationError('QUICKBUY.WHOLE_UNITS', 'validation.quickBuyWholeUnits')),
  );
  const country = chosen<QuickBuyCountry>(QuickBuyCountries, form.country, 'quickbuy.chooseCountry');
  const currency = chosen<QuickBuyCurrency>(QuickBuyCurrencies, form.currency, 'quickbuy.chooseCurrency');
  const method = chosen<QuickBuyMethod>(QuickBuyMethods, form.method, 'quickbuy.chooseMethod');
  const firstName = validateFreeText(form.firstName, 50);
  const lastName = validateFreeText(form.lastName, 50);
  const email = validateEmail(form.email.trim());
  const phone = validatePhone(form.phone);
  const taxId = validateTaxId(form.taxId);
  return collectFieldErrors<QuickBuyField, QuickBuyDraft>(
    { country, currency, method, usd, firstName, lastName, email, phone, taxId },
    () => ({
      country: passed(country),
      currency: passed(currency),
      method: passed(method),
      usd: passed(usd),
      payer: {
        firstName: form.firstName.trim(),
        lastName: form.lastName.trim(),
        email: form.email.trim(),
        phone: form.phone.trim(),
        taxId: form.taxId.trim(),
      },
    }),
  );
};
