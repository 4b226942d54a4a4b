import { describe, expect, it } from 'vitest';
import { identify } from './request-ids';

describe('identify', () => {
  let drawn = 0;
  const draw = () => `id-${++drawn}`;
  const same = (a: { amount: string }, b: { amount: string }) => a.amount === b.amount;

  it('draws a new id for a first attempt and for a changed request', () => {
    const first = identify(undefined, { amount: '10' }, same, draw);
    const changed = identify(first, { amount: '11' }, same, draw);
    expect(first.requestId).not.toBe(changed.requestId);
    expect(changed.request).toEqual({ amount: '11' });
  });

  it('keeps the id when the same request is sent again, so a retry moves the money once', () => {
    const first = identify(undefined, { amount: '10' }, same, draw);
    expect(identify(first, { amount: '10' }, same, draw).requestId).toBe(first.requestId);
  });
});
