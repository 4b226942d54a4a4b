import { describe, expect, it } from 'vitest';
import { orderIdOf, quickBuyOrderPath } from './links';

describe('quick buy links', () => {
  it('names an order in the order page’s query, and reads only an id from it', () => {
    expect(quickBuyOrderPath(7)).toBe('/pages/buy/order?id=7');
    expect(orderIdOf('7')).toBe(7);
    expect(orderIdOf('7.5')).toBeUndefined();
    expect(orderIdOf('QB-000007')).toBeUndefined();
    expect(orderIdOf(null)).toBeUndefined();
  });
});
