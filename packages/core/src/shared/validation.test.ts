import { describe, expect, it, vi } from 'vitest';
import * as E from '#fp-ts/Either.js';
import { collectFieldErrors, validationError } from './validation.js';

describe('validation errors', () => {
  it('carry params only when given', () => {
    expect(validationError('A.B', 'validation.ab')).toStrictEqual({
      code: 'A.B',
      messageKey: 'validation.ab',
    });
    expect(validationError('A.B', 'validation.ab', { min: 2 })).toStrictEqual({
      code: 'A.B',
      messageKey: 'validation.ab',
      params: { min: 2 },
    });
  });

  it('report every failed field at once, and build the request only when none failed', () => {
    const bad = validationError('X', 'validation.x');
    const build = vi.fn(() => 'request');
    expect(collectFieldErrors({ a: E.left(bad), b: E.right(1), c: E.left(bad) }, build)).toEqual(
      E.left({ a: bad, c: bad }),
    );
    expect(build).not.toHaveBeenCalled();
    expect(collectFieldErrors({ a: E.right(1), b: E.right(2) }, build)).toEqual(E.right('request'));
  });
});
