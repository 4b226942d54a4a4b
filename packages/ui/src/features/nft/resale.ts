import {
  type Decimal,
  NFT_PRICE_MAX,
  type NftResaleDraft,
  type NftResaleForm,
  nftAuctionDeposit,
  nftSaleProceeds,
  validateAmount,
} from '@tessera/core';
import { rightOf } from '../../app/either';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

const twoDigits = (value: number): string => String(value).padStart(2, '0');

/**
 * A time as a `datetime-local` input holds it: `YYYY-MM-DDTHH:mm` on this device's clock face
 * (its time zone), to the minute.
 *
 * @example toLocalInput(Date.parse('2026-11-27T12:34:56Z')) // '2026-11-27T13:34' in Paris
 */
export const toLocalInput = (ms: number): string => {
  const at = new Date(ms);
  return `${at.getFullYear()}-${twoDigits(at.getMonth() + 1)}-${twoDigits(at.getDate())}T${twoDigits(at.getHours())}:${twoDigits(at.getMinutes())}`;
};

/**
 * What a `datetime-local` input holds as the ISO 8601 time the exchange takes, read on this
 * device's time zone; '' when it holds no time (core's rule then says which time is missing).
 */
export const fromLocalInput = (value: string): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (match === null) return '';
  const [, year, month, day, hour, minute, second] = match.map(Number) as number[];
  const at = new Date(year ?? 0, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0, second || 0);
  // A date the calendar does not have (31 February) rolls over: refused rather than moved.
  if (at.getMonth() !== (month ?? 1) - 1 || at.getDate() !== day) return '';
  return at.toISOString();
};

/** The resale sheet as the owner fills it in: the times as the inputs hold them (this device's clock face). */
export type ResaleSheet = NftResaleForm;

/**
 * A blank resale of `artworkId` at the exchange's `nowMs`: no price yet, starting at the next
 * whole minute and ending a day later (the platform's own auctions run a day).
 */
export const blankResaleSheet = (artworkId: number, nowMs: number): ResaleSheet => {
  const start = Math.ceil(nowMs / MINUTE_MS) * MINUTE_MS;
  return {
    artworkId,
    price: '',
    increment: '',
    startsAt: toLocalInput(start),
    endsAt: toLocalInput(start + DAY_MS),
  };
};

/** The sheet as core's `validateNftResale` reads it: the times in ISO 8601. */
export const resaleFormOf = (sheet: ResaleSheet): NftResaleForm => ({
  ...sheet,
  startsAt: fromLocalInput(sheet.startsAt),
  endsAt: fromLocalInput(sheet.endsAt),
});

/**
 * What the owner sees before listing, for the start price typed so far: the deposit each bidder
 * will pay (core's `nftAuctionDeposit`), and what they receive if it sells at that price, after
 * the resale fee (core's `nftSaleProceeds`); undefined while the price is not one the marketplace
 * takes.
 */
export const resalePreview = (
  price: string,
  decimals: number,
): { readonly deposit: Decimal; readonly seller: Decimal; readonly fee: Decimal } | undefined => {
  const amount = rightOf(validateAmount(price.trim(), { precision: decimals }));
  if (amount === undefined || amount.gt(NFT_PRICE_MAX)) return undefined;
  const { seller, fee } = nftSaleProceeds({ price: amount, resale: true, decimals });
  return { deposit: nftAuctionDeposit({ startPrice: amount, decimals }), seller, fee };
};

/** What identifies a resale: the same terms confirmed again are the same action (one request id). */
export const resaleKey = (draft: NftResaleDraft | null): string =>
  draft === null
    ? ''
    : [draft.artworkId, draft.price.toFixed(), draft.increment.toFixed(), draft.startsAt, draft.endsAt].join(
        '|',
      );

/** What identifies a bid: the same amount confirmed again in the same auction is the same action. */
export const bidKey = (draft: { readonly listingId: number; readonly amount: Decimal } | null): string =>
  draft === null ? '' : `${draft.listingId}|${draft.amount.toFixed()}`;
