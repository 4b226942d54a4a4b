import { Decimal } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { createRequestIds } from './request-ids';

const counter = () => {
  let n = 0;
  return () => `id-${++n}`;
};

describe('request ids of a money-moving form', () => {
  const transfer = (amount: string) => ({
    assetId: 3,
    amount: new Decimal(amount),
    from: 'balance',
    to: 'futures',
  });

  it('keeps the id while the same request is sent again (a retry after a lost answer)', () => {
    const ids = createRequestIds(counter());
    expect(ids.idFor(transfer('10'))).toBe('id-1');
    expect(ids.idFor(transfer('10'))).toBe('id-1');
  });

  it('draws a new id for another request, and for the same one once it went through', () => {
    const ids = createRequestIds(counter());
    ids.idFor(transfer('10'));
    expect(ids.idFor(transfer('10.5'))).toBe('id-2');
    ids.settle();
    expect(ids.idFor(transfer('10.5'))).toBe('id-3');
  });

  it('reads amounts by value: 10 and 10.0 are one request', () => {
    const ids = createRequestIds(counter());
    expect(ids.idFor(transfer('10'))).toBe(ids.idFor(transfer('10.0')));
  });
});
