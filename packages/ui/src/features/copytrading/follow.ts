import {
  type CopyMode,
  CopyModes,
  type CopyOrder,
  copyOrder,
  type Decimal,
  decimal,
  type FollowContext,
  type FollowDraft,
  type FollowForm,
  type FuturesMarket,
  type FuturesPosition,
  type FuturesSide,
  validateFollow,
} from '@tessera/core';
import { leftOf } from '../../app/either';

/** The follow sheet as it opens: no mode chosen, no number, the agreement not accepted yet. */
export const blankFollowForm = (traderUserId: number): FollowForm => ({
  traderUserId,
  mode: '',
  value: '',
  agreementAccepted: false,
});

/**
 * The follow sheets the user left for the agreement's page, by trader: coming back from reading
 * the agreement finds the sheet as it was left. Held for that one trip only.
 */
const leftSheets = new Map<number, FollowForm>();

/** Keeps the sheet as the user leaves it for the agreement's page. */
export const keepFollowForm = (form: FollowForm): void => {
  leftSheets.set(form.traderUserId, form);
};

/** The sheet the user left for this trader's agreement, once; a blank one otherwise. */
export const takeFollowForm = (traderUserId: number): FollowForm => {
  const left = leftSheets.get(traderUserId);
  leftSheets.delete(traderUserId);
  return left ?? blankFollowForm(traderUserId);
};

/** A follow as its confirmation knows it: the same sizing keeps the request id of a retry. */
export const followKey = (draft: FollowDraft | null): string =>
  draft === null ? '' : `${draft.traderUserId}:${draft.mode}:${draft.value.toFixed()}`;

/**
 * The trader's position a preview is worked on: their most recent recorded one (`recent`, as
 * their history lists it), or, before they have any, an example (`example`: one lot long at 10×
 * on the first crypto contract at its price now), said as such on screen.
 */
export interface PreviewBasis {
  readonly source: 'recent' | 'example';
  readonly market: FuturesMarket;
  readonly side: FuturesSide;
  readonly multiple: number;
  readonly lots: Decimal;
  readonly openPrice: Decimal;
}

/** The example's leverage, when the contract offers it (its first otherwise). */
const EXAMPLE_MULTIPLE = 10;

/** The crypto contract an example is worked on: the first one listed. */
export const exampleMarketOf = (markets: readonly FuturesMarket[]): FuturesMarket | undefined =>
  markets.find((market) => market.account === 'futures');

/**
 * What a preview is worked on: the trader's most recent position when its market is listed, else
 * the example on `exampleMarket` at `examplePrice` (its price now); undefined while that price is
 * not known yet.
 */
export const previewBasisOf = ({
  recent,
  markets,
  examplePrice,
}: {
  recent: FuturesPosition | undefined;
  markets: readonly FuturesMarket[];
  examplePrice: Decimal | undefined;
}): PreviewBasis | undefined => {
  const market = recent === undefined ? undefined : markets.find((listed) => listed.symbol === recent.symbol);
  if (recent !== undefined && market !== undefined && recent.open !== null)
    return {
      source: 'recent',
      market,
      side: recent.side,
      multiple: recent.multiple,
      lots: recent.lots,
      openPrice: recent.open.price,
    };
  const example = exampleMarketOf(markets);
  if (example === undefined || examplePrice === undefined) return undefined;
  const one = decimal('1');
  return {
    source: 'example',
    market: example,
    side: 'long',
    multiple: example.multiples.includes(EXAMPLE_MULTIPLE)
      ? EXAMPLE_MULTIPLE
      : (example.multiples[0] ?? EXAMPLE_MULTIPLE),
    lots: one.lt(example.minLots) ? example.minLots : one,
    openPrice: examplePrice,
  };
};

/**
 * What a copy of `basis` would open for the sizing typed so far (core's `copyOrder`: the lots
 * `copyLots` gives, and the margin and fee at the trader's price, or why it would be skipped
 * against `available` in the futures account); undefined while the mode or the number is not one
 * core's `validateFollow` takes.
 */
export const followPreview = ({
  form,
  context,
  basis,
  available,
}: {
  form: FollowForm;
  context: FollowContext;
  basis: PreviewBasis;
  available: Decimal;
}): CopyOrder | undefined => {
  const errors = leftOf(validateFollow({ ...form, agreementAccepted: true }, context));
  const mode: CopyMode | undefined = CopyModes.find((candidate) => candidate === form.mode.trim());
  if (errors?.mode !== undefined || errors?.value !== undefined || mode === undefined) return undefined;
  return copyOrder({
    mode,
    value: form.value.trim(),
    trader: { side: basis.side, multiple: basis.multiple, lots: basis.lots, openPrice: basis.openPrice },
    market: basis.market,
    available,
  });
};
