import {
  type Call,
  type CopiedPosition,
  type CopyMode,
  type CopySkipReason,
  type CopyState,
  Decimal,
  type DecimalInput,
  type Follow,
  type Language,
  LOCALES,
  type Page,
  type PageQuery,
} from '@tessera/core';
import { type Formats, formatsFor, type TFunction } from '../../i18n';
import type { StatusTone } from '../finance/components/StatusBadge';

/** A message key with its parameters (text, or words of their own): words the screen translates. */
export interface Words {
  readonly key: string;
  readonly params?: Readonly<Record<string, string | Words>>;
}

/** The words of `words` in the active language, words in its parameters first. */
export const say = (t: TFunction, words: Words): string =>
  t(
    words.key,
    words.params === undefined
      ? undefined
      : Object.fromEntries(
          Object.entries(words.params).map(([name, value]) => [
            name,
            typeof value === 'string' ? value : say(t, value),
          ]),
        ),
  );

/** Mirroring is running (blue), closed with the trader is done (green), self-held is the user's own (grey), skipped ended otherwise (amber). */
export const COPY_STATE_TONES: Readonly<Record<CopyState, StatusTone>> = {
  open: 'active',
  closed: 'done',
  self_held: 'muted',
  skipped: 'warn',
};

/** The badge of each state of a copy. */
export const COPY_STATE_KEYS: Readonly<Record<CopyState, string>> = {
  open: 'copy.state.open',
  closed: 'copy.state.closed',
  self_held: 'copy.state.self_held',
  skipped: 'copy.state.skipped',
};

/** Why a copy did not open, in words: the lots against the market's rules, or the margin short. */
export const SKIP_REASON_KEYS: Readonly<Record<CopySkipReason, string>> = {
  lots_below_minimum: 'copy.skip.lots_below_minimum',
  lots_above_maximum: 'copy.skip.lots_above_maximum',
  lots_off_step: 'copy.skip.lots_off_step',
  margin_short: 'copy.skip.margin_short',
};

/** A number of lots as the copy screens write it in the user's language: `0.5`, `1,000`. */
export const lotsText = (lots: DecimalInput, format: Formats): string => format.amount(lots);

/**
 * A number of lots with its unit, singular or plural as the user's language says it of that
 * number (`1 lot`, `0.5 lots`; French `0,5 lot`).
 */
export const lotsWords = (lots: DecimalInput, language: Language): Words => ({
  key:
    new Intl.PluralRules(LOCALES[language]).select(new Decimal(lots).toNumber()) === 'one'
      ? 'copy.lots.one'
      : 'copy.lots.other',
  params: { lots: lotsText(lots, formatsFor(language)) },
});

/**
 * How a follow sizes its copies, in words: `0.5× the trader's lots` (a multiple) or `2 lots per
 * copy` (fixed lots).
 */
export const sizingWords = (mode: CopyMode, value: DecimalInput, language: Language): Words =>
  mode === 'ratio'
    ? { key: 'copy.sizing.ratio', params: { value: formatsFor(language).amount(value) } }
    : { key: 'copy.sizing.fixed', params: { value: lotsWords(value, language) } };

/**
 * What a copy's state means for the user, in a sentence: an open copy mirrors the trader's
 * position and closes with it; a closed one closed with the trader's (or apart from it: its holder
 * closed it, or it was liquidated); a self-held one is the user's own position (still open, or
 * since closed); a skipped one never opened, and why.
 */
export const copyNote = (
  copy: Pick<CopiedPosition, 'state' | 'skipReason' | 'lots' | 'traderNickname' | 'position'>,
  language: Language,
): Words => {
  const nickname = copy.traderNickname;
  switch (copy.state) {
    case 'open':
      return { key: 'copy.note.open', params: { nickname } };
    case 'closed':
      return copy.position?.closeReason === 'trader'
        ? { key: 'copy.note.closedWithTrader', params: { nickname } }
        : { key: 'copy.note.closedApart', params: { nickname } };
    case 'self_held':
      return copy.position?.state === 'open'
        ? { key: 'copy.note.selfHeld', params: { nickname } }
        : { key: 'copy.note.selfHeldClosed' };
    case 'skipped':
      return {
        key: copy.skipReason === null ? 'copy.skip.unknown' : SKIP_REASON_KEYS[copy.skipReason],
        params: { lots: lotsWords(copy.lots, language) },
      };
  }
};

/** A copy the user may take over: still mirroring, with its position open. */
export const canSelfHold = (copy: Pick<CopiedPosition, 'state' | 'position'>): boolean =>
  copy.state === 'open' && copy.position?.state === 'open';

/**
 * The traders the user has followed, once each, in the order of their follows (those in force
 * first, as the exchange lists them): what My copy trading filters the copies by.
 */
export const followedTraders = (
  follows: readonly Pick<Follow, 'traderUserId' | 'traderNickname'>[],
): readonly { readonly userId: number; readonly nickname: string }[] => {
  const seen = new Map<number, string>();
  for (const follow of follows)
    if (!seen.has(follow.traderUserId)) seen.set(follow.traderUserId, follow.traderNickname);
  return [...seen].map(([userId, nickname]) => ({ userId, nickname }));
};

/**
 * The user's past copies (closed, self-held, skipped) page by page, from the exchange's list of
 * all their copies (which has no filter for them): each page without the open copies, and a page
 * that holds only open ones read past, so the list never looks empty while more is to come. The
 * page answered is the last one read, which the paged list asks after next.
 */
export const pastCopiesOf =
  (all: (query: PageQuery) => Call<Page<CopiedPosition>>) =>
  (query: PageQuery): Call<Page<CopiedPosition>> =>
  async () => {
    let page = query.page;
    for (;;) {
      const answer = await all({ ...query, page })();
      if (answer._tag === 'Left') return answer;
      const past = answer.right.items.filter((copy) => copy.state !== 'open');
      if (past.length > 0 || answer.right.page >= answer.right.lastPage)
        return { _tag: 'Right', right: { ...answer.right, items: past } };
      page = answer.right.page + 1;
    }
  };
