import { Decimal } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { NOON } from '../../testing/nft';
import {
  bidKey,
  blankResaleSheet,
  fromLocalInput,
  resaleFormOf,
  resaleKey,
  resalePreview,
  toLocalInput,
} from './resale';

const MINUTE = 60_000;

describe('the resale sheet’s times', () => {
  it('writes a time as a datetime-local input holds it and reads it back, to the minute', () => {
    const at = NOON + 34 * MINUTE + 56_000;
    expect(toLocalInput(at)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(fromLocalInput(toLocalInput(at))).toBe(new Date(NOON + 34 * MINUTE).toISOString());
  });

  it('reads nothing from what is not a time, or a date the calendar does not have', () => {
    expect(fromLocalInput('')).toBe('');
    expect(fromLocalInput('tomorrow')).toBe('');
    expect(fromLocalInput('2026-02-31T10:00')).toBe('');
  });

  it('opens at the next whole minute for a day, with no terms yet', () => {
    const sheet = blankResaleSheet(7, NOON + 10_000);
    expect(sheet).toMatchObject({ artworkId: 7, price: '', increment: '' });
    const form = resaleFormOf(sheet);
    expect(form.startsAt).toBe(new Date(NOON + MINUTE).toISOString());
    expect(Date.parse(form.endsAt) - Date.parse(form.startsAt)).toBe(86_400_000);
  });
});

describe('the resale preview', () => {
  it('shows the deposit (a tenth, rounded up) and what the seller receives after the 2.5 % fee', () => {
    const preview = resalePreview('100.05', 2);
    expect(preview?.deposit.toFixed()).toBe('10.01');
    expect(preview?.fee.toFixed()).toBe('2.51');
    expect(preview?.seller.toFixed()).toBe('97.54');
    expect(preview?.seller.plus(preview.fee).toFixed()).toBe('100.05');
  });

  it('shows nothing for a price the marketplace does not take', () => {
    for (const price of ['', '0', '1e3', '1.001', '2000000'])
      expect(resalePreview(price, 2), price).toBeUndefined();
  });
});

describe('request keys', () => {
  it('keeps one key for the same resale or bid, another for any change', () => {
    const draft = {
      artworkId: 1,
      price: new Decimal(100),
      increment: new Decimal(5),
      startsAt: '2026-11-27T12:00:00.000Z',
      endsAt: '2026-11-28T12:00:00.000Z',
    };
    expect(resaleKey(draft)).toBe(resaleKey({ ...draft, price: new Decimal('100.00') }));
    expect(resaleKey(draft)).not.toBe(resaleKey({ ...draft, increment: new Decimal(6) }));
    expect(resaleKey(null)).toBe('');
    expect(bidKey({ listingId: 4, amount: new Decimal(50) })).toBe('4|50');
    expect(bidKey(null)).toBe('');
  });
});
