import { describe, expect, it } from 'vitest';
import { assetRecordsPath, idParam, withdrawPath } from './links';

describe('wallet links', () => {
  it('names the coin of a withdrawal and the asset of records in the query', () => {
    expect(withdrawPath(4)).toBe('/pages/fund/withdraw?coin=4');
    expect(assetRecordsPath(3)).toBe('/pages/fund/assets_record?coin=3');
  });

  it('reads only positive whole ids from the query', () => {
    expect(idParam('3')).toBe(3);
    expect(idParam('1234567890')).toBe(1234567890);
    for (const bad of [null, '', '0', '-1', '1.5', '03', 'x', '1e3', '12345678901'])
      expect(idParam(bad)).toBeUndefined();
  });
});
