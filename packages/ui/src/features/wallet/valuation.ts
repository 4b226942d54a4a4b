import { type Decimal, type FiatCode, formatFiatValue } from '@tessera/core';
import type { Formats } from '../../i18n';

/** The assets page's "crypto / fiat" tabs: values shown in USDT or in the chosen fiat currency. */
export const Valuations = ['crypto', 'fiat'] as const;
export type Valuation = (typeof Valuations)[number];

/** A value as the page writes it: the number, and the unit shown beside it. */
export interface ShownValue {
  readonly amount: string;
  readonly unit: string;
}

/**
 * One value (a balance's worth, a total) under the chosen valuation, from the two the exchange
 * sent: its USDT value, or its value in the overview's fiat; its digits in the user's language.
 */
export const shownValue = (
  valuation: Valuation,
  value: { readonly usdt: Decimal; readonly inFiat: Decimal; readonly fiat: FiatCode },
  format: Formats,
): ShownValue =>
  valuation === 'crypto'
    ? { amount: format.value(value.usdt), unit: 'USDT' }
    : {
        amount: formatFiatValue({ amount: value.inFiat, fiat: value.fiat, locale: format.locale }),
        unit: value.fiat,
      };

/** The other valuation, shown as a quiet "≈" line under the total. */
export const otherValuation = (valuation: Valuation): Valuation =>
  valuation === 'crypto' ? 'fiat' : 'crypto';
