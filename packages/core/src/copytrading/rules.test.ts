import { describe, expect, it } from 'vitest';
import * as E from '#fp-ts/Either.js';
import { Decimal } from '../shared/decimal.js';
import type { Trader } from './model.js';
import { type FollowForm, validateFollow, validateTraderApplication } from './rules.js';

const trader = (userId: number): Trader => ({
  userId,
  nickname: `Trader ${userId}`,
  since: '2026-11-01T00:00:00.000Z',
  stats: {
    returnRate: new Decimal('0.1'),
    winRate: new Decimal('0.6'),
    maxDrawdown: new Decimal('0.05'),
    closedPositions: 12,
    followers: 3,
    assetsUnderCopy: new Decimal(1000),
    updatedAt: '2026-11-27T10:00:00.000Z',
  },
});
const context = { traders: [trader(7), trader(8)], userId: 3, following: [8] };
const form: FollowForm = { traderUserId: 7, mode: 'ratio', value: '0.5', agreementAccepted: true };
const codes = (changes: Partial<FollowForm>, ctx = context) => {
  const result = validateFollow({ ...form, ...changes }, ctx);
  return E.isLeft(result) ? Object.values(result.left).map((error) => error?.code) : [];
};

describe('validateFollow', () => {
  it('follows a listed trader by a multiple or fixed lots, with the agreement accepted', () => {
    expect(validateFollow(form, context)).toEqual(
      E.right({ traderUserId: 7, mode: 'ratio', value: new Decimal('0.5') }),
    );
    expect(codes({ mode: 'fixed', value: '100' })).toEqual([]);
  });

  it('refuses an unknown trader, oneself and a trader followed already', () => {
    expect(codes({ traderUserId: 9 })).toEqual(['COPY.UNKNOWN_TRADER']);
    expect(codes({}, { ...context, userId: 7 })).toEqual(['COPY.SELF']);
    expect(codes({ traderUserId: 8 })).toEqual(['COPY.ALREADY_FOLLOWING']);
  });

  it('reports a wrong mode, value and a missing agreement together', () => {
    expect(codes({ mode: 'double', value: '0', agreementAccepted: false })).toEqual([
      'COPY.CHOOSE_MODE',
      'COPY.VALUE_RANGE',
      'COPY.AGREEMENT_REQUIRED',
    ]);
    expect(codes({ value: '100.01' })).toEqual(['COPY.VALUE_RANGE']);
    expect(codes({ value: '0.005' })).toEqual(['COPY.VALUE_RANGE']);
    expect(codes({ value: '1.255' })).toEqual(['WALLET.AMOUNT_PRECISION']);
  });
});

describe('validateTraderApplication', () => {
  it('takes a trimmed nickname of letters of any script, digits, spaces and _ - .', () => {
    expect(validateTraderApplication({ nickname: ' Ada 7 ', termsAccepted: true })).toEqual(
      E.right({ nickname: 'Ada 7' }),
    );
    expect(validateTraderApplication({ nickname: '王小明', termsAccepted: true })).toEqual(
      E.right({ nickname: '王小明' }),
    );
    expect(validateTraderApplication({ nickname: 'j.doe-2_x', termsAccepted: true })).toEqual(
      E.right({ nickname: 'j.doe-2_x' }),
    );
  });

  it('refuses nicknames too short, too long, with markup or starting with a symbol, and missing terms, at once', () => {
    for (const nickname of ['A', 'x'.repeat(21), '<b>Ada</b>', '_ada', 'ada@example.com', ''])
      expect(validateTraderApplication({ nickname, termsAccepted: true })).toMatchObject(
        E.left({ nickname: { code: 'COPY.NICKNAME_FORMAT' } }),
      );
    expect(validateTraderApplication({ nickname: 'x', termsAccepted: false })).toMatchObject(
      E.left({ nickname: { code: 'COPY.NICKNAME_FORMAT' }, terms: { code: 'COPY.TERMS_REQUIRED' } }),
    );
  });
});
