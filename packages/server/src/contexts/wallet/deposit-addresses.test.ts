import { Networks, validateNetworkAddress } from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { simulatedDepositAddress } from './deposit-addresses.js';

describe('simulatedDepositAddress', () => {
  it('is shaped like a real address of its network', () => {
    for (const network of Networks)
      for (const userId of [1, 2, 999_999])
        expect(E.isRight(validateNetworkAddress(network, simulatedDepositAddress(network, userId, 3)))).toBe(
          true,
        );
  });

  it('is the same for a user and coin every time, and differs between users and coins', () => {
    expect(simulatedDepositAddress('ERC20', 7, 3)).toBe(simulatedDepositAddress('ERC20', 7, 3));
    const seen = new Set(
      [1, 2, 3].flatMap((userId) => [2, 3].map((coinId) => simulatedDepositAddress('ERC20', userId, coinId))),
    );
    expect(seen.size).toBe(6);
  });
});
