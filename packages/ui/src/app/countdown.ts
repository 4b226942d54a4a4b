import { type Language, LOCALES } from '@tessera/core';

const UNITS = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
  ['second', 1_000],
] as const;

/**
 * Narrow units read best on a phone ("1d 4h 5m 9s", "1天4小时5分钟9秒"), except where the data
 * leaves them in Latin letters (Japanese) or spaced oddly (Traditional Chinese): there, the short ones.
 */
const DISPLAY: Readonly<Record<Language, 'narrow' | 'short'>> = {
  zh: 'narrow',
  en: 'narrow',
  hk: 'short',
  th: 'narrow',
  jp: 'short',
  pt: 'narrow',
  kor: 'narrow',
  fra: 'narrow',
  spa: 'narrow',
};

/**
 * What is left of a countdown in days, hours, minutes and seconds, from the largest unit that is
 * not zero, as the user's language writes a duration (Intl's units and lists). Never negative.
 *
 * @example formatCountdown(90_061_000, 'en') // '1d 1h 1m 1s'
 */
export const formatCountdown = (ms: number, language: Language): string => {
  const locale = LOCALES[language];
  const display = DISPLAY[language];
  let rest = Math.max(0, Math.floor(ms / 1_000) * 1_000);
  const parts: string[] = [];
  for (const [unit, size] of UNITS) {
    const count = Math.floor(rest / size);
    rest -= count * size;
    if (count === 0 && parts.length === 0 && unit !== 'second') continue;
    parts.push(new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: display }).format(count));
  }
  return new Intl.ListFormat(locale, { type: 'unit', style: display }).format(parts);
};
