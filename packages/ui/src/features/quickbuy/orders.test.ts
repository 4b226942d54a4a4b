import { describe, expect, it } from 'vitest';
import { thaiOrder } from '../../testing/quickbuy';
import { awaitsProof, copyText, groupIban, PAYEE_FIELDS, timeLeftMs } from './orders';

const PLACED = Date.parse(thaiOrder.createdAt);
const HOUR = 3_600_000;

describe('quick buy orders on screen', () => {
  it('counts down the payment window until the screenshot is in, never below zero', () => {
    expect(timeLeftMs(thaiOrder, PLACED)).toBe(24 * HOUR);
    expect(timeLeftMs(thaiOrder, PLACED + 23 * HOUR)).toBe(HOUR);
    expect(timeLeftMs(thaiOrder, PLACED + 25 * HOUR)).toBe(0);
    const proofSent = { ...thaiOrder, proofAt: '2026-11-27T11:00:00.000Z' };
    expect(awaitsProof(proofSent)).toBe(false);
    expect(timeLeftMs(proofSent, PLACED)).toBeUndefined();
    expect(timeLeftMs({ ...thaiOrder, state: 'cancelled' }, PLACED)).toBeUndefined();
    expect(awaitsProof(thaiOrder)).toBe(true);
  });

  it('prints an IBAN in groups of four and copies it without spaces', () => {
    expect(groupIban(thaiOrder.payee.iban)).toBe('GB33 BUKB 2020 1555 5555 55');
    expect(groupIban('NL91 ABNA 0417 1643 00')).toBe('NL91 ABNA 0417 1643 00');
    expect(copyText({ ...thaiOrder.payee, iban: 'GB33 BUKB 2020 1555 5555 55' }, 'iban')).toBe(
      'GB33BUKB20201555555555',
    );
    expect(copyText(thaiOrder.payee, 'bic')).toBe('BUKBGB22');
  });

  it('shows every field of the account to pay into, in spec §3’s order', () => {
    expect(PAYEE_FIELDS).toEqual([
      'accountName',
      'iban',
      'beneficiaryCountry',
      'bic',
      'bankName',
      'bankAddress',
    ]);
  });
});
