import { type Asset, Decimal, validationError, type WalletOverview } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import {
  availableBySymbol,
  availableIn,
  findCoin,
  firstCoinOf,
  needsMoreFunds,
  precisionOf,
  withdrawableAssets,
} from './balances';

const network = (coinId: number, name: 'BTC' | 'ERC20' | 'TRC20', enabled = true) => ({
  coinId,
  network: name,
  enabled,
  withdrawMinimum: new Decimal(10),
  withdrawFee: new Decimal(1),
});

const ASSETS: readonly Asset[] = [
  { id: 3, symbol: 'USDT', precision: 6, networks: [network(4, 'TRC20', false), network(3, 'ERC20')] },
  { id: 1, symbol: 'BTC', precision: 8, networks: [network(1, 'BTC')] },
  { id: 4, symbol: 'LTC', precision: 8, networks: [] },
];

const overview: WalletOverview = {
  fiat: 'USD',
  totalUsdt: new Decimal(0),
  total: new Decimal(0),
  accounts: [
    {
      account: 'futures',
      totalUsdt: new Decimal(0),
      total: new Decimal(0),
      balances: [
        {
          account: 'futures',
          asset: 'USDT',
          assetId: 3,
          available: new Decimal('12.5'),
          frozen: new Decimal(0),
          valueUsdt: new Decimal('12.5'),
          value: new Decimal('12.5'),
        },
      ],
    },
  ],
};

describe('wallet helpers', () => {
  it('reads the available balance of one asset in one account, zero when there is no row', () => {
    expect(availableIn(overview, 'futures', 3).toFixed()).toBe('12.5');
    expect(availableIn(overview, 'futures', 1).toFixed()).toBe('0');
    expect(availableIn(overview, 'balance', 3).toFixed()).toBe('0');
  });

  it('reads it by the asset’s symbol too, for terms that name their asset so', () => {
    expect(availableBySymbol(overview, 'futures', 'USDT').toFixed()).toBe('12.5');
    expect(availableBySymbol(overview, 'futures', 'BTC').toFixed()).toBe('0');
    expect(availableBySymbol(overview, 'balance', 'USDT').toFixed()).toBe('0');
  });

  it('finds a coin by its id, not by the asset id it may share', () => {
    expect(findCoin(ASSETS, 4)?.asset.symbol).toBe('USDT');
    expect(findCoin(ASSETS, 4)?.network.network).toBe('TRC20');
    expect(findCoin(ASSETS, 1)?.asset.symbol).toBe('BTC');
    expect(findCoin(ASSETS, 99)).toBeUndefined();
    expect(findCoin(ASSETS, undefined)).toBeUndefined();
  });

  it('starts a withdrawal on the first open network, and lists only assets that have networks', () => {
    const [usdt, , ltc] = ASSETS;
    expect(usdt && firstCoinOf(usdt)?.network.coinId).toBe(3);
    expect(ltc && firstCoinOf(ltc)).toBeUndefined();
    expect(withdrawableAssets(ASSETS).map((asset) => asset.symbol)).toEqual(['USDT', 'BTC']);
  });

  it('shows an asset’s amounts to its precision, and all 20 possible decimals for an unknown one', () => {
    expect(precisionOf(ASSETS, 'BTC')).toBe(8);
    expect(precisionOf(ASSETS, 'XYZ')).toBe(20);
  });

  it('offers a way to bring money in when the account holds less than the least buyable or than typed', () => {
    const insufficient = validationError('WALLET.INSUFFICIENT_BALANCE', 'validation.insufficientBalance');
    const belowMinimum = validationError('MINING.BELOW_MIN_AMOUNT', 'validation.amountMinimum');
    const least = new Decimal(100);
    expect(needsMoreFunds(new Decimal(50), least, undefined)).toBe(true);
    expect(needsMoreFunds(new Decimal(500), least, undefined)).toBe(false);
    expect(needsMoreFunds(new Decimal(500), least, insufficient)).toBe(true);
    expect(needsMoreFunds(new Decimal(500), least, belowMinimum)).toBe(false);
  });
});
