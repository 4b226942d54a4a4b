import { describe, expect, it } from 'vitest';
import { contract, contractGroups } from './contract.js';

describe('the contract table', () => {
  it('is its groups together, each call in exactly one group', () => {
    const grouped = Object.values(contractGroups).flatMap((group) => Object.keys(group));
    expect(new Set(grouped).size).toBe(grouped.length);
    expect(grouped.sort()).toEqual(Object.keys(contract).sort());
  });
});
