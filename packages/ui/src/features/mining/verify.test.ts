import {
  type ArchiveRecord,
  archiveHash,
  Decimal,
  GENESIS_HASH,
  type JsonObject,
  MINING_CALCULATOR_VERSION,
  type MiningOrder,
  type MiningYield,
  miningRedemptionPreview,
  miningYieldOf,
} from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { formatsFor } from '../../i18n';
import { en } from '../../i18n/locales/en';
import { Translator } from '../../i18n/translator';
import { verifySettlement } from '../proofs';
import {
  miningRedemptionClaim,
  miningRedemptionRuleLines,
  miningYieldClaim,
  miningYieldRuleLines,
} from './verify';

const DAY = 86_400_000;
const STARTED = '2026-11-27T08:00:00.000Z';
const REDEEMED = new Date(Date.parse(STARTED) + 2 * DAY + 600_000).toISOString();

/** Plan 1's 10,000 USDT for 5 days, redeemed early two days and ten minutes on: 120 penalty, 9,880 back. */
const terms = {
  id: 4,
  planId: 1,
  asset: 'USDT',
  decimals: 2,
  amount: new Decimal('10000'),
  days: 5,
  dailyRateMin: new Decimal('0.003'),
  dailyRateMax: new Decimal('0.004'),
  penaltyRate: new Decimal('0.004'),
  startedAt: STARTED,
  maturesAt: new Date(Date.parse(STARTED) + 5 * DAY).toISOString(),
  calculatorVersion: MINING_CALCULATOR_VERSION,
};

/** Its two days as the order's detail lists them, each at its date's published rate. */
const yields: MiningYield[] = [1, 2].map((day) => ({
  day,
  ...miningYieldOf(terms, day),
  paidAt: new Date(Date.parse(STARTED) + day * DAY).toISOString(),
}));

const redeemed: MiningOrder = {
  ...terms,
  state: 'redeemed',
  daysPaid: 2,
  earned: yields.reduce((sum, paid) => sum.plus(paid.amount), new Decimal(0)),
  ending: 'early',
  endedAt: REDEEMED,
  penalty: new Decimal('120'),
  returned: new Decimal('9880'),
};

/** The terms every record of the order holds, as the server writes them. */
const ARCHIVED_TERMS: JsonObject = {
  plan_id: '1',
  asset: 'USDT',
  amount: '10000',
  days: '5',
  daily_rate_min: '0.003',
  daily_rate_max: '0.004',
  penalty_rate: '0.004',
  started_at: STARTED,
  decimals: '2',
};

const sealed = async (ref: string, inputs: JsonObject, result: JsonObject): Promise<ArchiveRecord> => {
  const record = {
    seq: 30,
    product: 'mining' as const,
    ref,
    calculatorVersion: MINING_CALCULATOR_VERSION,
    inputs: { ...ARCHIVED_TERMS, ...inputs },
    result,
    at: REDEEMED,
    prevHash: GENESIS_HASH,
  };
  return { ...record, hash: await archiveHash(record) };
};

/** A day's record as the statement that pays it writes it. */
const yieldRecord = (paid: MiningYield) =>
  sealed(
    `mining_yield:4:${paid.day}`,
    { kind: 'yield', day: String(paid.day) },
    { date: paid.date, rate: paid.rate.toFixed(), amount: paid.amount.toFixed() },
  );

/** The redemption's record as its transaction writes it (core's `miningRedemptionPreview`). */
const redemptionRecord = () => {
  const preview = miningRedemptionPreview(terms, Date.parse(REDEEMED));
  return sealed(
    'mining_redemption:4',
    { kind: 'redemption', redeemed_at: REDEEMED },
    {
      remaining_days: String(preview.remainingDays),
      penalty: preview.penalty.toFixed(),
      returned: preview.returned.toFixed(),
    },
  );
};

describe('miningYieldClaim', () => {
  it('claims a day’s date, rate and amount with the order’s terms, naming no price', () => {
    const [first] = yields;
    if (first === undefined) throw new Error('no day');
    const claim = miningYieldClaim(redeemed, first);
    expect(claim.ref).toBe('mining_yield:4:1');
    expect(claim.ticks).toEqual([]);
    expect(claim.shown).toMatchObject({
      'inputs.kind': 'yield',
      'inputs.day': '1',
      'inputs.amount': '10000',
      'inputs.started_at': STARTED,
      'result.date': '2026-11-28',
      'result.amount': first.amount.toFixed(),
    });
  });

  it('matches each day’s archived record, recomputed with core', async () => {
    for (const paid of yields) {
      const verification = await verifySettlement(
        await yieldRecord(paid),
        [],
        miningYieldClaim(redeemed, paid),
      );
      expect(verification.verdict).toBe('matches');
    }
  });

  it('says so when a day shows another amount than its record', async () => {
    const [first] = yields;
    if (first === undefined) throw new Error('no day');
    const verification = await verifySettlement(
      await yieldRecord(first),
      [],
      miningYieldClaim(redeemed, { ...first, amount: first.amount.plus(1) }),
    );
    expect(verification.verdict === 'differs' && verification.differences).toEqual([
      {
        check: 'order',
        field: 'result.amount',
        recorded: first.amount.toFixed(),
        found: first.amount.plus(1).toFixed(),
      },
    ]);
  });
});

describe('miningRedemptionClaim', () => {
  it('claims the days left, the penalty and what came back of an order redeemed early', () => {
    expect(miningRedemptionClaim(redeemed)?.shown).toMatchObject({
      'inputs.kind': 'redemption',
      'inputs.redeemed_at': REDEEMED,
      'result.remaining_days': '3',
      'result.penalty': '120',
      'result.returned': '9880',
    });
  });

  it('has nothing to claim for an order that ran its lock, or still runs', () => {
    expect(
      miningRedemptionClaim({
        ...redeemed,
        ending: 'maturity',
        penalty: new Decimal(0),
        returned: terms.amount,
      }),
    ).toBeUndefined();
    expect(
      miningRedemptionClaim({
        ...redeemed,
        state: 'active',
        ending: null,
        endedAt: null,
        penalty: null,
        returned: null,
      }),
    ).toBeUndefined();
  });

  it('matches the archived redemption, recomputed with core', async () => {
    const claim = miningRedemptionClaim(redeemed);
    if (claim === undefined) throw new Error('no claim');
    expect((await verifySettlement(await redemptionRecord(), [], claim)).verdict).toBe('matches');
  });
});

describe('the rule lines of a mining record', () => {
  const english = async () => {
    const translator = new Translator(async () => en);
    await translator.changeLanguage('en');
    return translator.t;
  };

  it('shows a day’s place in the lock, the amount and the plan’s range of rates', async () => {
    const [, second] = yields;
    if (second === undefined) throw new Error('no day');
    const lines = miningYieldRuleLines(await english(), formatsFor('en'))((await yieldRecord(second)).inputs);
    expect(lines.map(({ label, value }) => [label, value])).toEqual([
      ['Day of the lock', '2 / 5'],
      ['Amount', '10,000 USDT'],
      ['Daily rate', '0.3%–0.4%'],
    ]);
  });

  it('shows a redemption’s amount, lock, penalty rule and instant', async () => {
    const lines = miningRedemptionRuleLines(
      await english(),
      formatsFor('en'),
    )((await redemptionRecord()).inputs);
    expect(lines.map(({ label, value }) => [label, value])).toEqual([
      ['Amount', '10,000 USDT'],
      ['Plan', '5-day lock'],
      ['Early redemption', '0.4% per day left'],
      ['Ended', formatsFor('en').dateTime(REDEEMED)],
    ]);
  });
});
