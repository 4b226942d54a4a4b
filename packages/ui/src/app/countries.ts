/**
 * Presentation data for the country picker: ISO 3166-1 alpha-2 code and international dialing code
 * (ITU-T E.164, without "+"). Names are not stored: `Intl.DisplayNames` gives them in the current
 * locale. Countries sharing a code (the +1 and +7 plans) each keep their own row.
 */
export interface Country {
  readonly iso: string;
  readonly dial: string;
}

/**
 * The country a dialing code shared by several countries stands for until one of them is picked:
 * the largest number of users (the US, not Canada, for +1; Russia, not Kazakhstan, for +7).
 */
const MAIN_COUNTRY_OF_SHARED_CODE: Readonly<Record<string, string>> = { '1': 'US', '7': 'RU' };

export const COUNTRIES: readonly Country[] = [
  ['AE', '971'],
  ['AR', '54'],
  ['AT', '43'],
  ['AU', '61'],
  ['BD', '880'],
  ['BE', '32'],
  ['BG', '359'],
  ['BH', '973'],
  ['BR', '55'],
  ['CA', '1'],
  ['CH', '41'],
  ['CL', '56'],
  ['CN', '86'],
  ['CO', '57'],
  ['CY', '357'],
  ['CZ', '420'],
  ['DE', '49'],
  ['DK', '45'],
  ['EG', '20'],
  ['ES', '34'],
  ['FI', '358'],
  ['FR', '33'],
  ['GB', '44'],
  ['GH', '233'],
  ['GR', '30'],
  ['HK', '852'],
  ['HR', '385'],
  ['HU', '36'],
  ['ID', '62'],
  ['IE', '353'],
  ['IL', '972'],
  ['IN', '91'],
  ['IT', '39'],
  ['JO', '962'],
  ['JP', '81'],
  ['KE', '254'],
  ['KH', '855'],
  ['KR', '82'],
  ['KW', '965'],
  ['KZ', '7'],
  ['LA', '856'],
  ['LK', '94'],
  ['LT', '370'],
  ['LU', '352'],
  ['LV', '371'],
  ['MA', '212'],
  ['MM', '95'],
  ['MN', '976'],
  ['MO', '853'],
  ['MT', '356'],
  ['MX', '52'],
  ['MY', '60'],
  ['NG', '234'],
  ['NL', '31'],
  ['NO', '47'],
  ['NP', '977'],
  ['NZ', '64'],
  ['OM', '968'],
  ['PE', '51'],
  ['PH', '63'],
  ['PK', '92'],
  ['PL', '48'],
  ['PT', '351'],
  ['QA', '974'],
  ['RO', '40'],
  ['RS', '381'],
  ['RU', '7'],
  ['SA', '966'],
  ['SE', '46'],
  ['SG', '65'],
  ['SI', '386'],
  ['SK', '421'],
  ['TH', '66'],
  ['TR', '90'],
  ['TW', '886'],
  ['UA', '380'],
  ['US', '1'],
  ['UY', '598'],
  ['UZ', '998'],
  ['VE', '58'],
  ['VN', '84'],
  ['ZA', '27'],
].map(([iso, dial]) => ({ iso: iso as string, dial: dial as string }));

/**
 * The one country a dialing code selects in the picker: `picked` when the user chose it and it
 * still has that code, else the code's main country, else the only country with that code.
 *
 * @example selectedCountry('1') // 'US'
 * @example selectedCountry('1', 'CA') // 'CA'
 * @example selectedCountry('44', 'CA') // 'GB'
 */
export const selectedCountry = (dial: string, picked?: string): string | undefined => {
  const sharing = COUNTRIES.filter((country) => country.dial === dial).map((country) => country.iso);
  if (picked !== undefined && sharing.includes(picked)) return picked;
  return MAIN_COUNTRY_OF_SHARED_CODE[dial] ?? sharing[0];
};

/** A country's name in `locale`, or its ISO code where the runtime has no name for it. */
export const countryName = (iso: string, locale: string): string => {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(iso) ?? iso;
  } catch {
    return iso;
  }
};

const DIAL_CODES = [...new Set(COUNTRIES.map((country) => country.dial))].sort((a, b) => b.length - a.length);

/**
 * Splits a stored `+<area><number>` into its dialing code and national number (longest known code
 * first). The server joins them back the same way, so a code is sent to exactly the bound number.
 */
export const splitMobile = (mobile: string): { areaCode: string; national: string } => {
  const digits = mobile.replace(/^\+/, '');
  const dial = DIAL_CODES.find((code) => digits.startsWith(code) && digits.length - code.length >= 5);
  const areaCode = dial ?? digits.slice(0, 2);
  return { areaCode, national: digits.slice(areaCode.length) };
};
