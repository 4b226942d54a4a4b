import { type CopiedPosition, CopySkipReasons, CopyStates, Failures, type Page } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { adaFollow, closedCopy, openCopy, skippedCopy } from '../../testing/copytrading';
import {
  COPY_STATE_KEYS,
  COPY_STATE_TONES,
  canSelfHold,
  copyNote,
  followedTraders,
  lotsWords,
  pastCopiesOf,
  SKIP_REASON_KEYS,
  say,
  sizingWords,
} from './copies';

/** A translator that writes a key and its parameters, so tests read what would be said. */
const t = (key: string, params?: Readonly<Record<string, unknown>>) =>
  params === undefined ? key : `${key}(${Object.values(params).join('|')})`;

describe('a copy on screen', () => {
  it('has a badge for every state and words for every reason a copy is skipped', () => {
    for (const state of CopyStates) expect(COPY_STATE_KEYS[state]).toBe(`copy.state.${state}`);
    for (const reason of CopySkipReasons) expect(SKIP_REASON_KEYS[reason]).toBe(`copy.skip.${reason}`);
    expect(COPY_STATE_TONES).toEqual({ open: 'active', closed: 'done', self_held: 'muted', skipped: 'warn' });
  });

  it('counts lots singular or plural as the user’s language says it of that number', () => {
    expect(lotsWords('1', 'en')).toEqual({ key: 'copy.lots.one', params: { lots: '1' } });
    expect(lotsWords('0.5', 'en')).toEqual({ key: 'copy.lots.other', params: { lots: '0.5' } });
    expect(lotsWords('0.5', 'fra').key).toBe('copy.lots.one');
    expect(lotsWords('1500', 'en')).toEqual({ key: 'copy.lots.other', params: { lots: '1,500' } });
  });

  it('says how a follow sizes its copies', () => {
    expect(say(t, sizingWords('ratio', '0.5', 'en'))).toBe('copy.sizing.ratio(0.5)');
    expect(say(t, sizingWords('fixed', '2', 'en'))).toBe('copy.sizing.fixed(copy.lots.other(2))');
  });

  it('says what each state means: mirroring, closed with the trader or apart, self-held, skipped and why', () => {
    expect(copyNote(openCopy, 'en')).toEqual({ key: 'copy.note.open', params: { nickname: 'Ada' } });
    expect(copyNote(closedCopy, 'en')).toEqual({
      key: 'copy.note.closedWithTrader',
      params: { nickname: 'Ada' },
    });
    const closedByUser = {
      ...closedCopy,
      position: { ...closedCopy.position!, closeReason: 'user' as const },
    };
    expect(copyNote(closedByUser, 'en').key).toBe('copy.note.closedApart');
    expect(copyNote({ ...openCopy, state: 'self_held' }, 'en').key).toBe('copy.note.selfHeld');
    expect(copyNote({ ...closedCopy, state: 'self_held' }, 'en').key).toBe('copy.note.selfHeldClosed');
    expect(say(t, copyNote(skippedCopy, 'en'))).toBe('copy.skip.margin_short(copy.lots.other(1.5))');
    expect(copyNote({ ...skippedCopy, skipReason: null }, 'en').key).toBe('copy.skip.unknown');
  });

  it('may be held by the user only while it mirrors an open position', () => {
    expect(canSelfHold(openCopy)).toBe(true);
    expect(canSelfHold({ ...openCopy, state: 'self_held' })).toBe(false);
    expect(canSelfHold(closedCopy)).toBe(false);
    expect(canSelfHold(skippedCopy)).toBe(false);
  });
});

describe('the traders a user has followed', () => {
  it('lists each once, in the order of their follows', () => {
    const again = { ...adaFollow, id: 3, state: 'cancelled' as const };
    const grace = { ...adaFollow, id: 5, traderUserId: 9, traderNickname: 'Grace' };
    expect(followedTraders([adaFollow, grace, again])).toEqual([
      { userId: 7, nickname: 'Ada' },
      { userId: 9, nickname: 'Grace' },
    ]);
  });
});

describe('the past copies, page by page', () => {
  const pageOf = (page: number, lastPage: number, items: CopiedPosition[]): Page<CopiedPosition> => ({
    items,
    page,
    lastPage,
    total: lastPage * 2,
  });

  it('leaves out the open copies, reads past a page of only open ones, and answers the last page read', async () => {
    const pages = [
      pageOf(1, 3, [openCopy, { ...openCopy, id: 14 }]),
      pageOf(2, 3, [{ ...openCopy, id: 15 }, closedCopy]),
      pageOf(3, 3, [skippedCopy]),
    ];
    const asked: number[] = [];
    const past = pastCopiesOf((query) => async () => {
      asked.push(query.page);
      return { _tag: 'Right', right: pages[query.page - 1] ?? pageOf(query.page, 3, []) };
    });
    const first = await past({ page: 1, limit: 2 })();
    expect(first).toEqual({ _tag: 'Right', right: { ...pages[1], items: [closedCopy] } });
    expect(asked).toEqual([1, 2]);
    const next = await past({ page: 3, limit: 2 })();
    expect(next).toEqual({ _tag: 'Right', right: pages[2] });
  });

  it('ends on the last page even when it holds only open copies, and passes a failure on', async () => {
    const onlyOpen = pastCopiesOf(() => async () => ({ _tag: 'Right', right: pageOf(1, 1, [openCopy]) }));
    expect(await onlyOpen({ page: 1, limit: 10 })()).toEqual({ _tag: 'Right', right: pageOf(1, 1, []) });
    const down = Failures.network('down');
    const failing = pastCopiesOf(() => async () => ({ _tag: 'Left', left: down }));
    expect(await failing({ page: 1, limit: 10 })()).toEqual({ _tag: 'Left', left: down });
  });
});
