import { describe, expect, it } from 'vitest';
import * as E from '#fp-ts/Either.js';
import type { VerificationStatus } from './model.js';
import { nextVerificationStep, validateAdvancedVerification, validateBasicVerification } from './rules.js';

const status = (
  basic: VerificationStatus['basic']['state'],
  advanced: VerificationStatus['advanced']['state'],
) => ({
  level: 0 as const,
  basic: { state: basic, reason: null },
  advanced: { state: advanced, reason: null },
});

describe('verification rules', () => {
  it('accepts names in any script and document numbers by type', () => {
    expect(
      E.isRight(
        validateBasicVerification({ country: 'GB', idType: 'passport', name: '李 小明', cardId: 'E1234567' }),
      ),
    ).toBe(true);
    expect(
      E.isRight(
        validateBasicVerification({
          country: 'GB',
          idType: 'id_card',
          name: 'José Núñez',
          cardId: '11010519491231002X',
        }),
      ),
    ).toBe(true);
    const bad = validateBasicVerification({ country: 'gb', idType: 'passport', name: 'R2D2', cardId: 'E1' });
    expect(E.isLeft(bad) && Object.keys(bad.left).sort()).toEqual(['cardId', 'country', 'name']);
  });

  it('needs both photos for advanced verification', () => {
    const result = validateAdvancedVerification({ frontPic: 'upload:1', reversePic: '' });
    expect(E.isLeft(result) && Object.keys(result.left)).toEqual(['reversePic']);
  });

  it('offers basic first, advanced only after basic passed, nothing while a review is open', () => {
    expect(nextVerificationStep(status('none', 'none'))).toBe('basic');
    expect(nextVerificationStep(status('failed', 'none'))).toBe('basic');
    expect(nextVerificationStep(status('review', 'none'))).toBe('none');
    expect(nextVerificationStep(status('verified', 'none'))).toBe('advanced');
    expect(nextVerificationStep(status('verified', 'failed'))).toBe('advanced');
    expect(nextVerificationStep(status('verified', 'review'))).toBe('none');
    expect(nextVerificationStep(status('verified', 'verified'))).toBe('none');
  });
});
