import { Failures } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import {
  DecodeError,
  NetworkError,
  NotLoggedIn,
  NotVerified,
  RateLimited,
  Rejected,
  TesseraError,
  Timeout,
  toTesseraError,
} from './exchange-errors.js';

describe('toTesseraError', () => {
  it.each([
    [Failures.notLoggedIn('Please sign in'), NotLoggedIn],
    [Failures.notVerified('Verify your identity'), NotVerified],
    [Failures.rejected('WALLET.INSUFFICIENT_BALANCE', 'Not enough USDT'), Rejected],
    [Failures.rateLimited('Too many requests'), RateLimited],
    [Failures.network('fetch failed'), NetworkError],
    [Failures.timeout(), Timeout],
    [Failures.decode(['message: expected a string']), DecodeError],
  ])('gives %o its own class under TesseraError, keeping the failure', (failure, kind) => {
    const error = toTesseraError(failure);
    expect(error).toBeInstanceOf(kind);
    expect(error).toBeInstanceOf(TesseraError);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe(kind.name);
    expect(error.failure).toBe(failure);
    expect(error.message.length).toBeGreaterThan(0);
  });

  it('carries a refusal code and the decoding errors', () => {
    expect((toTesseraError(Failures.rejected('SPOT.MIN_NOTIONAL', 'Too small')) as Rejected).code).toBe(
      'SPOT.MIN_NOTIONAL',
    );
    expect((toTesseraError(Failures.decode(['a', 'b'])) as DecodeError).errors).toEqual(['a', 'b']);
  });
});
