import { createHash } from 'node:crypto';
import type { Network } from '@tessera/core';

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';

/** `length` characters of `alphabet` drawn from the bytes of a hash (enough bytes for 40). */
const spell = (bytes: Buffer, alphabet: string, length: number): string =>
  Array.from({ length }, (_, i) => alphabet[(bytes[i] ?? 0) % alphabet.length]).join('');

/**
 * A user's deposit address on a simulated chain: derived from the user and the coin, so it is
 * the same on every server process and after every restart, and shaped like the network's real
 * addresses. The exchange has no chain to watch; an operator confirms what arrives.
 */
export const simulatedDepositAddress = (network: Network, userId: number, coinId: number): string => {
  const bytes = createHash('sha512').update(`tessera-deposit:${coinId}:${userId}`).digest();
  switch (network) {
    case 'ERC20':
      return `0x${bytes.subarray(0, 20).toString('hex')}`;
    case 'TRC20':
      return `T${spell(bytes, BASE58, 33)}`;
    case 'BTC':
      return `bc1q${spell(bytes, BECH32, 38)}`;
  }
};
