import {
  type ArchiveRecord,
  archiveHash,
  Decimal,
  GENESIS_HASH,
  IEO_CALCULATOR_VERSION,
  type IeoSubscription,
  ieoAllocation,
  ieoCostOf,
} from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { formatsFor } from '../../i18n';
import { en } from '../../i18n/locales/en';
import { Translator } from '../../i18n/translator';
import { lockedSubscription, novaAllocated, novaProject } from '../../testing/ieo';
import { verifySettlement } from '../proofs';
import { ieoProjectClaim, ieoRuleLines, ieoSubscriptionClaim } from './verify';

/** The round's two applications: the user's 900,000 NOVA and another user's 300,000. */
const APPLICATIONS = [
  { id: lockedSubscription.id, amount: '900000', paid: '45000' },
  { id: 5, amount: '300000', paid: '15000' },
];

/** The round's allocation record as its transaction writes it (core's `ieoAllocation` and `ieoCostOf`), sealed. */
const sealed = async (): Promise<ArchiveRecord> => {
  const allocation = ieoAllocation({
    totalIssuance: novaProject.totalIssuance,
    tokenDecimals: novaProject.tokenDecimals,
    subscriptions: APPLICATIONS.map(({ id, amount }) => ({ id, amount })),
  });
  const record = {
    seq: 44,
    product: 'ieo' as const,
    ref: `ieo_project:${novaProject.id}`,
    calculatorVersion: IEO_CALCULATOR_VERSION,
    inputs: {
      project: String(novaProject.id),
      token: 'NOVA',
      pay_asset: 'USDT',
      total_issuance: '1000000',
      token_decimals: '2',
      price: '0.05',
      pay_decimals: '6',
      subscriptions: APPLICATIONS.map(({ id, amount, paid }) => ({ id: String(id), amount, paid })),
    },
    result: {
      applied: allocation.applied.toFixed(),
      allocated: allocation.allocated.toFixed(),
      oversubscribed: allocation.oversubscribed,
      subscriptions: APPLICATIONS.map(({ id, paid }) => {
        const passed = allocation.passed.get(id) ?? new Decimal(0);
        return {
          id: String(id),
          passed: passed.toFixed(),
          refunded: new Decimal(paid).minus(ieoCostOf(passed, novaProject.price, 6)).toFixed(),
        };
      }),
    },
    at: '2026-11-30T00:00:00.500Z',
    prevHash: GENESIS_HASH,
  };
  return { ...record, hash: await archiveHash(record) };
};

describe('ieoSubscriptionClaim', () => {
  it('claims the totals and the user’s own entry of the record’s lists, by its id', () => {
    const claim = ieoSubscriptionClaim(lockedSubscription);
    expect(claim?.ref).toBe('ieo_project:1');
    expect(claim?.ticks).toEqual([]);
    expect(claim?.shown).toMatchObject({
      'inputs.total_issuance': '1000000',
      'inputs.price': '0.05',
      'inputs.subscriptions[id=4].amount': '900000',
      'inputs.subscriptions[id=4].paid': '45000',
      'result.applied': '1200000',
      'result.allocated': '1000000',
      'result.oversubscribed': 'true',
      'result.subscriptions[id=4].passed': '750000',
      'result.subscriptions[id=4].refunded': '7500',
    });
  });

  it('has nothing to claim before the allocation', () => {
    expect(
      ieoSubscriptionClaim({
        ...lockedSubscription,
        state: 'applied',
        passed: null,
        refunded: null,
        allocation: null,
      }),
    ).toBeUndefined();
  });

  it('matches the project’s archived allocation, recomputed with core', async () => {
    const claim = ieoSubscriptionClaim(lockedSubscription);
    if (claim === undefined) throw new Error('no claim');
    expect((await verifySettlement(await sealed(), [], claim)).verdict).toBe('matches');
  });

  it('says which of the user’s own figures the record does not hold', async () => {
    const shown: IeoSubscription = { ...lockedSubscription, passed: new Decimal('800000') };
    const claim = ieoSubscriptionClaim(shown);
    if (claim === undefined) throw new Error('no claim');
    const verification = await verifySettlement(await sealed(), [], claim);
    expect(verification.verdict === 'differs' && verification.differences).toEqual([
      { check: 'order', field: 'result.subscriptions[id=4].passed', recorded: '750000', found: '800000' },
    ]);
  });

  it('says so when the record holds no entry for the subscription', async () => {
    const claim = ieoSubscriptionClaim({ ...lockedSubscription, id: 99 });
    if (claim === undefined) throw new Error('no claim');
    const verification = await verifySettlement(await sealed(), [], claim);
    expect(verification.verdict === 'differs' && verification.differences.map((d) => d.field)).toEqual([
      'inputs.subscriptions[id=99].amount',
      'inputs.subscriptions[id=99].paid',
      'result.subscriptions[id=99].passed',
      'result.subscriptions[id=99].refunded',
    ]);
  });
});

describe('ieoProjectClaim', () => {
  it('claims an allocated project’s terms and totals, and nothing before', async () => {
    const claim = ieoProjectClaim(novaAllocated);
    if (claim === undefined) throw new Error('no claim');
    expect(claim.shown).toMatchObject({ 'result.applied': '1200000', 'result.oversubscribed': 'true' });
    expect((await verifySettlement(await sealed(), [], claim)).verdict).toBe('matches');
    expect(ieoProjectClaim(novaProject)).toBeUndefined();
  });
});

describe('ieoRuleLines', () => {
  it('shows the issuance shared out, the price paid and among how many subscriptions', async () => {
    const translator = new Translator(async () => en);
    await translator.changeLanguage('en');
    const lines = ieoRuleLines(translator.t, formatsFor('en'))((await sealed()).inputs);
    expect(lines.map(({ label, value }) => [label, value])).toEqual([
      ['Total issuance', '1,000,000 NOVA'],
      ['Issue price', '0.05 USDT'],
      ['Subscriptions', '2'],
    ]);
  });
});
