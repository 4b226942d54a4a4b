import type { QuickBuyOrder, QuickBuyOrderState, QuickBuyPayee } from '@tessera/core';
import type { StatusTone } from '../finance/components/StatusBadge';

/** To be paid is running; paid is done; cancelled ended otherwise. */
export const STATE_TONES: Readonly<Record<QuickBuyOrderState, StatusTone>> = {
  to_be_paid: 'active',
  paid: 'done',
  cancelled: 'warn',
};

/**
 * An order waiting for its transfer screenshot: the payment window runs (the exchange cancels it at
 * `payBy` without one). Once the screenshot is in, the order waits for the money, whatever the time.
 */
export const awaitsProof = (order: Pick<QuickBuyOrder, 'state' | 'proofAt'>): boolean =>
  order.state === 'to_be_paid' && order.proofAt === null;

/**
 * How long is left to send the transfer screenshot at the exchange's `nowMs` (never below 0), or
 * undefined when no window runs: the screenshot is in, or the order is no longer to be paid.
 */
export const timeLeftMs = (
  order: Pick<QuickBuyOrder, 'state' | 'proofAt' | 'payBy'>,
  nowMs: number,
): number | undefined => (awaitsProof(order) ? Math.max(0, Date.parse(order.payBy) - nowMs) : undefined);

/** The account to pay into, field by field, in spec §3's order. */
export const PAYEE_FIELDS = [
  'accountName',
  'iban',
  'beneficiaryCountry',
  'bic',
  'bankName',
  'bankAddress',
] as const;
export type PayeeField = (typeof PAYEE_FIELDS)[number];

/**
 * An IBAN as banks print it, in groups of four ("GB33 BUKB 2020 1555 5555 55"), easier to check
 * against a banking app; what is copied stays the IBAN without spaces.
 */
export const groupIban = (iban: string): string =>
  iban
    .replace(/\s+/g, '')
    .replace(/(.{4})(?=.)/g, '$1 ')
    .trim();

/** A payee field as it is copied into a bank's transfer form: the text itself, an IBAN without its spaces. */
export const copyText = (payee: QuickBuyPayee, field: PayeeField): string =>
  field === 'iban' ? payee.iban.replace(/\s+/g, '') : payee[field];
