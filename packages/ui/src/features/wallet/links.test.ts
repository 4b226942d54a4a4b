import { type Asset, decimal } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { coinIdOf, coinPath, findCoin, selectPath, selectPurposeOf } from './links';

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
  it('opens the select page for a deposit unless asked for a withdrawal', () => {
    expect(selectPurposeOf(new URLSearchParams('for=withdraw'))).toBe('withdraw');
    expect(selectPurposeOf(new URLSearchParams(''))).toBe('deposit');
    expect(selectPurposeOf(new URLSearchParams('for=anything'))).toBe('deposit');
    expect(selectPath('withdraw')).toBe('/pages/fund/select?for=withdraw');
    expect(selectPath('deposit')).toBe('/pages/fund/select');
  });

  it('leads a chosen coin to its receive or withdraw page', () => {
    expect(coinPath('deposit', 3)).toBe('/pages/fund/receive?coin=3');
    expect(coinPath('withdraw', 1)).toBe('/pages/fund/withdraw?coin=1');
  });

  it('reads the coin of the query only as a positive whole number', () => {
    expect(coinIdOf(new URLSearchParams('coin=3'))).toBe(3);
    for (const query of ['', 'coin=', 'coin=0', 'coin=-1', 'coin=3.5', 'coin=03', 'coin=1e3', 'coin=abc'])
      expect(coinIdOf(new URLSearchParams(query)), query).toBeUndefined();
  });

  it('finds a coin with its asset, disabled ones too, and nothing for an unlisted coin', () => {
    expect(findCoin([ltc, usdt], 4)).toEqual({ asset: usdt, network: usdt.networks[1] });
    expect(findCoin([ltc, usdt], 9)).toBeUndefined();
  });
});
