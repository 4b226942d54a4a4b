import { describe, expect, it } from 'vitest';
import { maskBankAccount } from './display.js';

describe('maskBankAccount', () => {
  it('shows the last four characters of an IBAN typed in groups', () => {
    expect(maskBankAccount('DE89 3704 0044 0532 0130 00')).toBe('•••• 3000');
  });

  it('ignores dashes, runs of spaces and spaces around the number', () => {
    expect(maskBankAccount('6222-0200-1234-5678')).toBe('•••• 5678');
    expect(maskBankAccount(' GB82 WEST 1234 5698 7654 3 2  ')).toBe('•••• 5432');
    expect(maskBankAccount('12345678')).toBe('•••• 5678');
  });
});
