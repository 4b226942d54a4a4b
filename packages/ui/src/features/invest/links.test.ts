import { describe, expect, it } from 'vitest';
import { btcCall, btcPut } from '../../testing/dual';
import { investPurchasePath, productNamed } from './links';

describe('dual investment links', () => {
  it('names a product in the purchase page’s query, and finds only an offered product from it', () => {
    const products = [btcCall, btcPut];
    expect(investPurchasePath(4)).toBe('/pages/invest/purchase?product=4');
    expect(productNamed(products, '4')?.direction).toBe('put');
    expect(productNamed(products, '9')).toBeUndefined();
    expect(productNamed(products, '3.5')).toBeUndefined();
    expect(productNamed(products, null)).toBeUndefined();
  });
});
