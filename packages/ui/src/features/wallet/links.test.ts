import { type Asset, decimal } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import {
  assetRecordsPath,
  coinPath,
  findCoin,
  idParam,
  receivePath,
  selectPath,
  selectPurposeOf,
  transferPath,
  transferTargetOf,
  withdrawPath,
} from './links';

const network = (coinId: number, name: 'ERC20' | 'TRC20', enabled: boolean) => ({
  coinId,
  network: name,
  enabled,
  withdrawMinimum: decimal('10'),
  withdrawFee: decimal('1'),
});
const usdt: Asset = {
  id: 3,
  symbol: 'USDT',
  precision: 6,
  networks: [network(3, 'ERC20', true), network(4, 'TRC20', false)],
};
const ltc: Asset = { id: 4, symbol: 'LTC', precision: 8, networks: [] };

describe('wallet links', () => {
  it('names the asset of records in the query', () => {
    expect(assetRecordsPath(3)).toBe('/pages/fund/assets_record?coin=3');
  });

  it('names the coin of a deposit or a withdrawal in the query', () => {
    expect(receivePath(3)).toBe('/pages/fund/receive?coin=3');
    expect(withdrawPath(4)).toBe('/pages/fund/withdraw?coin=4');
  });

  it('reads only positive whole ids from the query', () => {
    expect(idParam('3')).toBe(3);
    expect(idParam('1234567890')).toBe(1234567890);
    for (const bad of [null, '', '0', '-1', '1.5', '03', 'x', '1e3', '12345678901'])
      expect(idParam(bad)).toBeUndefined();
  });

  it('opens the select page for a deposit unless asked for a withdrawal, and leads on from it', () => {
    expect(selectPurposeOf(new URLSearchParams('for=withdraw'))).toBe('withdraw');
    expect(selectPurposeOf(new URLSearchParams(''))).toBe('deposit');
    expect(selectPurposeOf(new URLSearchParams('for=anything'))).toBe('deposit');
    expect(selectPath('withdraw')).toBe('/pages/fund/select?for=withdraw');
    expect(selectPath('deposit')).toBe('/pages/fund/select');
    expect(coinPath('deposit', 3)).toBe('/pages/fund/receive?coin=3');
    expect(coinPath('withdraw', 1)).toBe('/pages/fund/withdraw?coin=1');
  });

  it('opens the transfer page set to a product’s account and asset, ignoring what is not one', () => {
    expect(transferPath('mining', 'USDT')).toBe('/pages/fund/transfer?to=mining&asset=USDT');
    const target = (query: string) => transferTargetOf(new URLSearchParams(query), [ltc, usdt]);
    expect(target('to=mining&asset=USDT')).toEqual({ to: 'mining', asset: usdt });
    expect(target('to=vault&asset=DOGE')).toEqual({});
    expect(target('')).toEqual({});
  });

  it('finds a coin with its asset, disabled ones too, and nothing for an unlisted coin', () => {
    expect(findCoin([ltc, usdt], 4)).toEqual({ asset: usdt, network: usdt.networks[1] });
    expect(findCoin([ltc, usdt], 9)).toBeUndefined();
  });
});
