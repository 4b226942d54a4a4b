import { describe, expect, it } from 'vitest';
import { type Failure, Failures, failureMessage, isRetryable } from './failure.js';

describe('failures', () => {
  it('calls network, timeout and rate-limit failures retryable, business ones not', () => {
    const table: [Failure, boolean][] = [
      [Failures.network('offline'), true],
      [Failures.timeout(), true],
      [Failures.rateLimited('slow down'), true],
      [Failures.notLoggedIn('log in'), false],
      [Failures.notVerified('verify'), false],
      [Failures.rejected('X', 'no'), false],
      [Failures.decode([]), false],
    ];
    for (const [failure, retryable] of table)
      expect([failure.kind, isRetryable(failure)]).toEqual([failure.kind, retryable]);
  });

  it("shows the server's message when there is one, else a key the UI translates", () => {
    expect(failureMessage(Failures.notLoggedIn('Please log in'))).toEqual({ text: 'Please log in' });
    expect(failureMessage(Failures.notVerified('Verify first'))).toEqual({ text: 'Verify first' });
    expect(failureMessage(Failures.rejected('X', 'Insufficient balance'))).toEqual({
      text: 'Insufficient balance',
    });
    expect(failureMessage(Failures.rateLimited('Too many'))).toEqual({ text: 'Too many' });
    expect(failureMessage(Failures.rejected('X', ''))).toEqual({ key: 'failure.Rejected' });
    expect(failureMessage(Failures.notLoggedIn(''))).toEqual({ key: 'failure.NotLoggedIn' });
    expect(failureMessage(Failures.network('socket hang up'))).toEqual({ key: 'failure.Network' });
    expect(failureMessage(Failures.timeout())).toEqual({ key: 'failure.Timeout' });
    expect(failureMessage(Failures.decode(['x']))).toEqual({ key: 'failure.Decode' });
  });
});
