import { decimal } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { sameDepositRequest } from './deposit-request';

describe('sameDepositRequest', () => {
  const request = { coinId: 3, amount: decimal('250.5'), proof: 'uploads/a.png' };

  it('counts the same coin, amount (however written) and proof as the same request', () => {
    expect(sameDepositRequest(request, { ...request, amount: decimal('250.50') })).toBe(true);
  });

  it('counts any change as a new request', () => {
    expect(sameDepositRequest(request, { ...request, coinId: 1 })).toBe(false);
    expect(sameDepositRequest(request, { ...request, amount: decimal('250.51') })).toBe(false);
    expect(sameDepositRequest(request, { ...request, proof: 'uploads/b.png' })).toBe(false);
  });
});
