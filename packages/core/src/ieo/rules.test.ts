import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../shared/decimal.js';
import { novaProject } from '../testing/ieo-projects.js';
import { validateIeoSubscription } from './rules.js';

const open = Date.parse('2026-11-28T00:00:00.000Z');

const codeOf = (amount: string, now = open, available?: Decimal, projectId = novaProject.id) => {
  const checked = validateIeoSubscription({ projectId, amount }, { projects: [novaProject], now, available });
  return E.isLeft(checked) ? Object.values(checked.left)[0]?.code : 'OK';
};

describe('validateIeoSubscription', () => {
  it('takes tokens on the token’s step, from the minimum, while the subscription is open', () => {
    const checked = validateIeoSubscription(
      { projectId: 1, amount: '150.25' },
      { projects: [novaProject], now: open, available: new Decimal('7.5125') },
    );
    expect(E.isRight(checked) && checked.right.amount.toFixed()).toBe('150.25');
  });

  it('says what is wrong: the project, its phase, the amount, the balance', () => {
    expect(codeOf('100', open, undefined, 9)).toBe('IEO.UNKNOWN_PROJECT');
    expect(codeOf('100', Date.parse(novaProject.announcedAt))).toBe('IEO.NOT_STARTED');
    expect(codeOf('100', Date.parse(novaProject.endsAt))).toBe('IEO.ENDED');
    expect(codeOf('')).toBe('SHARED.REQUIRED');
    expect(codeOf('1e3')).toBe('WALLET.AMOUNT_FORMAT');
    expect(codeOf('0')).toBe('WALLET.AMOUNT_NOT_POSITIVE');
    expect(codeOf('100.001')).toBe('IEO.AMOUNT_STEP');
    expect(codeOf('99.99')).toBe('IEO.BELOW_MIN_AMOUNT');
    expect(codeOf('200', open, new Decimal('9.99'))).toBe('WALLET.INSUFFICIENT_BALANCE');
    expect(codeOf('200', open, new Decimal('10'))).toBe('OK');
  });
});
