import { Decimal, decimal } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { ada, adaClosed, btcContract } from '../../testing/copytrading';
import {
  blankFollowForm,
  exampleMarketOf,
  followKey,
  followPreview,
  keepFollowForm,
  previewBasisOf,
  takeFollowForm,
} from './follow';

const context = { traders: [ada], userId: 3, following: [] };

describe('the follow sheet', () => {
  it('opens blank: no mode, no number, the agreement not accepted', () => {
    expect(blankFollowForm(7)).toEqual({ traderUserId: 7, mode: '', value: '', agreementAccepted: false });
  });

  it('is found as it was left after a trip to the agreement, once', () => {
    const left = { traderUserId: 7, mode: 'ratio', value: '0.5', agreementAccepted: false };
    keepFollowForm(left);
    expect(takeFollowForm(8)).toEqual(blankFollowForm(8));
    expect(takeFollowForm(7)).toEqual(left);
    expect(takeFollowForm(7)).toEqual(blankFollowForm(7));
  });

  it('keys a follow by its trader and sizing, so a retry keeps its request id', () => {
    expect(followKey(null)).toBe('');
    expect(followKey({ traderUserId: 7, mode: 'ratio', value: decimal('0.50') })).toBe('7:ratio:0.5');
  });
});

describe('what a preview is worked on', () => {
  it('is the trader’s most recent position when its contract is listed', () => {
    expect(previewBasisOf({ recent: adaClosed, markets: [btcContract], examplePrice: undefined })).toEqual({
      source: 'recent',
      market: btcContract,
      side: 'long',
      multiple: 10,
      lots: adaClosed.lots,
      openPrice: new Decimal('60000'),
    });
  });

  it('is an example, said to be one, on the first crypto contract at its price now, before they have any', () => {
    expect(exampleMarketOf([{ ...btcContract, account: 'stock', symbol: 'AAPL/USD' }, btcContract])).toBe(
      btcContract,
    );
    expect(
      previewBasisOf({ recent: undefined, markets: [btcContract], examplePrice: decimal('62000') }),
    ).toEqual({
      source: 'example',
      market: btcContract,
      side: 'long',
      multiple: 10,
      lots: decimal('1'),
      openPrice: decimal('62000'),
    });
    expect(
      previewBasisOf({ recent: undefined, markets: [btcContract], examplePrice: undefined }),
    ).toBeUndefined();
    const unlisted = { ...adaClosed, symbol: 'DOGE/USDT' };
    expect(
      previewBasisOf({ recent: unlisted, markets: [btcContract], examplePrice: decimal('62000') })?.source,
    ).toBe('example');
  });
});

describe('the preview of a copy', () => {
  const basis = previewBasisOf({ recent: adaClosed, markets: [btcContract], examplePrice: undefined });
  if (basis === undefined) throw new Error('no basis');
  const form = (mode: string, value: string) => ({ traderUserId: 7, mode, value, agreementAccepted: false });

  it('waits for a mode and a number core takes', () => {
    expect(
      followPreview({ form: form('', '0.5'), context, basis, available: decimal('100') }),
    ).toBeUndefined();
    expect(followPreview({ form: form('ratio', '0.001'), context, basis, available: decimal('100') })).toBe(
      undefined,
    );
    expect(followPreview({ form: form('ratio', '101'), context, basis, available: decimal('100') })).toBe(
      undefined,
    );
  });

  it('opens half of 3 lots at her price for a multiple of 0.5: 1.5 lots, 9 USDT of margin', () => {
    const order = followPreview({ form: form('ratio', '0.5'), context, basis, available: decimal('100') });
    expect(order?.kind).toBe('open');
    if (order?.kind !== 'open') return;
    expect(order.lots.toFixed()).toBe('1.5');
    expect(order.preview.margin.toFixed()).toBe('9');
    expect(order.preview.fee.toFixed()).toBe('0.045');
  });

  it('says a copy would be skipped when the margin account is short, or the lots fall below the minimum', () => {
    expect(
      followPreview({ form: form('fixed', '100'), context, basis, available: decimal('10') }),
    ).toMatchObject({
      kind: 'skip',
      reason: 'margin_short',
    });
    // A hundredth of 0.3 lots rounds to no lots at all.
    const small = { ...basis, lots: decimal('0.3') };
    expect(
      followPreview({ form: form('ratio', '0.01'), context, basis: small, available: decimal('10') }),
    ).toMatchObject({ kind: 'skip', reason: 'lots_below_minimum' });
  });
});
