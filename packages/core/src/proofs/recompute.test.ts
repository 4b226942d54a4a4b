import { describe, expect, it } from 'vitest';
import { miningDailyRate } from '../mining/calculators.js';
import { blindBoxLeaf, blindBoxPath, blindBoxRoot } from '../nft/calculators.js';
import { recomputableCalculators, recomputeSettlement } from './recompute.js';

const option = {
  calculatorVersion: 'options-payout/1',
  inputs: {
    direction: 'up',
    stake: '10',
    open_price: '60000',
    close_price: '60001',
    payout_rate: '0.85',
    decimals: '6',
  },
  result: { outcome: 'win', payout: '18.5' },
};

/** 1 BTC in a 10-day BTC call linked at 60,000, 36.5 % a year: 1.01 BTC below, 60,600 USDT at or above. */
const dual = {
  calculatorVersion: 'dual/1',
  inputs: {
    direction: 'call',
    invested: '1',
    linked_price: '60000',
    annual_rate: '0.365',
    days: '10',
    base: 'BTC',
    quote: 'USDT',
    base_decimals: '8',
    quote_decimals: '6',
    close_tick_id: '4821',
    close_price: '59000',
  },
  result: { asset: 'BTC', payout: '1.01' },
};

/** 10,000 USDT locked for 5 days in plan 1 (0.3 %–0.5 % a day, 0.4 % a day's penalty). */
const miningTerms = {
  plan_id: '1',
  amount: '10000',
  days: '5',
  daily_rate_min: '0.003',
  daily_rate_max: '0.005',
  penalty_rate: '0.004',
  started_at: '2026-11-20T08:00:00.000Z',
  decimals: '6',
};

describe('recomputeSettlement', () => {
  it('matches a seconds option settled by the published rule, decimals compared by value', async () => {
    expect(await recomputeSettlement(option)).toEqual({ verdict: 'matches' });
    expect(await recomputeSettlement({ ...option, result: { outcome: 'win', payout: '18.500000' } })).toEqual(
      {
        verdict: 'matches',
      },
    );
    expect(
      await recomputeSettlement({
        ...option,
        inputs: { ...option.inputs, close_price: '60000' },
        result: { outcome: 'draw', payout: '10' },
      }),
    ).toEqual({ verdict: 'matches' });
  });

  it('matches a dual-investment order paid in the asset its price at maturity decides', async () => {
    expect(await recomputeSettlement(dual)).toEqual({ verdict: 'matches' });
    expect(
      await recomputeSettlement({
        ...dual,
        inputs: { ...dual.inputs, close_price: '60000' },
        result: { asset: 'USDT', payout: '60600' },
      }),
    ).toEqual({ verdict: 'matches' });
    expect(await recomputeSettlement({ ...dual, result: { asset: 'USDT', payout: '60600' } })).toEqual({
      verdict: 'differs',
      differences: [
        { field: 'asset', recorded: 'USDT', recomputed: 'BTC' },
        { field: 'payout', recorded: '60600', recomputed: '1.01' },
      ],
    });
    expect(await recomputeSettlement({ ...dual, inputs: { ...dual.inputs, days: 'ten' } })).toMatchObject({
      verdict: 'differs',
      differences: [{ field: 'inputs.days' }],
    });
  });

  it('matches a locked-mining day by the plan’s published rate of its date, and an early redemption’s penalty', async () => {
    const rate = miningDailyRate({ planId: 1, min: '0.003', max: '0.005', date: '2026-11-22' });
    expect(
      await recomputeSettlement({
        calculatorVersion: 'mining/1',
        inputs: { ...miningTerms, kind: 'yield', day: '2' },
        result: { date: '2026-11-22', rate: rate.toFixed(), amount: rate.mul(10000).toFixed() },
      }),
    ).toEqual({ verdict: 'matches' });
    // Redeemed two days in: three days left at 0.4 % of 10,000 (spec §9's example).
    const redemption = {
      calculatorVersion: 'mining/1',
      inputs: { ...miningTerms, kind: 'redemption', redeemed_at: '2026-11-22T09:00:00.000Z' },
      result: { remaining_days: '3', penalty: '120', returned: '9880' },
    };
    expect(await recomputeSettlement(redemption)).toEqual({ verdict: 'matches' });
    expect(
      await recomputeSettlement({ ...redemption, result: { ...redemption.result, penalty: '200' } }),
    ).toEqual({
      verdict: 'differs',
      differences: [{ field: 'penalty', recorded: '200', recomputed: '120' }],
    });
    expect(
      await recomputeSettlement({ ...redemption, inputs: { ...redemption.inputs, kind: 'bonus' } }),
    ).toMatchObject({ verdict: 'differs', differences: [{ field: 'inputs.kind' }] });
  });

  it('matches an IEO allocation: each subscription’s pro-rata share, rounded down, and its refund', async () => {
    // 1,000 tokens at 0.05 USDT, 2,000 applied for: 750 and 250 pass, the rest of each payment back.
    const ieo = {
      calculatorVersion: 'ieo/1',
      inputs: {
        project: '3',
        total_issuance: '1000',
        token_decimals: '2',
        price: '0.05',
        pay_decimals: '6',
        subscriptions: [
          { id: '1', amount: '1500', paid: '75' },
          { id: '2', amount: '500', paid: '25' },
        ],
      },
      result: {
        applied: '2000',
        allocated: '1000',
        oversubscribed: true,
        subscriptions: [
          { id: '1', passed: '750', refunded: '37.5' },
          { id: '2', passed: '250', refunded: '12.5' },
        ],
      },
    };
    expect(await recomputeSettlement(ieo)).toEqual({ verdict: 'matches' });
    expect(
      await recomputeSettlement({
        ...ieo,
        result: {
          ...ieo.result,
          subscriptions: [
            { id: '1', passed: '800', refunded: '35' },
            { id: '2', passed: '200', refunded: '15' },
          ],
        },
      }),
    ).toMatchObject({ verdict: 'differs', differences: [{ field: 'subscriptions' }] });
  });

  it('matches a guess pool, a price question’s winner by its close tick and a quiz’s by its answer', async () => {
    const bets = [
      { id: '1', pick: 'above', stake: '30' },
      { id: '2', pick: 'above', stake: '10' },
      { id: '3', pick: 'not_above', stake: '60' },
    ];
    const price = {
      calculatorVersion: 'guess/1',
      inputs: {
        kind: 'price',
        strike: '65000',
        close_tick_id: '9',
        close_price: '65000.01',
        fee_rate: '0.05',
        decimals: '6',
        bets,
      },
      result: {
        winning_pick: 'above',
        pool: '100',
        fee: '5',
        dust: '0',
        bets: [
          { id: '1', payout: '71.25' },
          { id: '2', payout: '23.75' },
          { id: '3', payout: '0' },
        ],
      },
    };
    expect(await recomputeSettlement(price)).toEqual({ verdict: 'matches' });
    // At the strike exactly, not above: the other side takes the pool.
    expect(
      await recomputeSettlement({ ...price, inputs: { ...price.inputs, close_price: '65000' } }),
    ).toMatchObject({ verdict: 'differs', differences: [{ field: 'bets' }, { field: 'winning_pick' }] });
    const quiz = {
      calculatorVersion: 'guess/1',
      inputs: {
        kind: 'quiz',
        answer: 'b',
        fee_rate: '0.05',
        decimals: '2',
        bets: [{ id: '7', pick: 'b', stake: '3' }],
      },
      result: { winning_pick: 'b', pool: '3', fee: '0.15', dust: '0', bets: [{ id: '7', payout: '2.85' }] },
    };
    expect(await recomputeSettlement(quiz)).toEqual({ verdict: 'matches' });
  });

  it('matches a futures close: the P&L at the close tick, the fee, and what the margin returns', async () => {
    // 2 lots of 0.01 BTC short from 60,000, closed at 59,000: +20; fee 0.05 % of 1,180 = 0.59.
    const close = {
      calculatorVersion: 'futures/1',
      inputs: {
        symbol: 'BTC/USDT',
        side: 'short',
        entry_price: '60000',
        lots: '2',
        lot_size: '0.01',
        margin: '60',
        fee_rate: '0.0005',
        decimals: '6',
        reason: 'take_profit',
        close_tick_id: '77',
        close_price: '59000',
      },
      result: { realized_pnl: '20', close_fee: '0.59', returned: '79.41' },
    };
    expect(await recomputeSettlement(close)).toEqual({ verdict: 'matches' });
    // A liquidation takes the whole margin: nothing comes back, the fee only as far as it reaches.
    expect(
      await recomputeSettlement({
        ...close,
        inputs: { ...close.inputs, reason: 'liquidation', close_price: '63000' },
        result: { realized_pnl: '-60', close_fee: '0', returned: '0' },
      }),
    ).toEqual({ verdict: 'matches' });
  });

  it('matches an OTC loan liquidation: the loan currency first, then the other holdings at their prices', async () => {
    const liquidation = {
      calculatorVersion: 'loans/1',
      inputs: {
        loan_currency: 'USDT',
        loan_price_usdt: '1',
        debt: '600100',
        holdings: [
          { asset: 'USDT', amount: '600000', price_usdt: '1', decimals: '6' },
          { asset: 'BTC', amount: '1', price_usdt: '50000', decimals: '8' },
          { asset: 'XYZ', amount: '5', price_usdt: '', decimals: '2' },
        ],
      },
      result: {
        taken: [
          { asset: 'USDT', amount: '600000' },
          { asset: 'BTC', amount: '0.002' },
        ],
        shortfall_usdt: '0',
      },
    };
    expect(await recomputeSettlement(liquidation)).toEqual({ verdict: 'matches' });
    expect(
      await recomputeSettlement({ ...liquidation, result: { ...liquidation.result, shortfall_usdt: '100' } }),
    ).toMatchObject({ verdict: 'differs', differences: [{ field: 'shortfall_usdt' }] });
  });

  it('matches an NFT auction’s end (the highest bid, the earliest of equal ones, or none) and a sale’s proceeds', async () => {
    const auction = {
      calculatorVersion: 'nft/1',
      inputs: {
        kind: 'auction_end',
        bids: [
          { id: '4', user: '7', amount: '30', at: '2026-11-27T10:00:00.000Z' },
          { id: '5', user: '8', amount: '33', at: '2026-11-27T11:00:00.000Z' },
          { id: '6', user: '9', amount: '33', at: '2026-11-27T11:00:01.000Z' },
        ],
      },
      result: { winning_bid: '5', winner: '8', amount: '33' },
    };
    expect(await recomputeSettlement(auction)).toEqual({ verdict: 'matches' });
    expect(
      await recomputeSettlement({
        ...auction,
        inputs: { kind: 'auction_end', bids: [] },
        result: { winning_bid: '', winner: '', amount: '' },
      }),
    ).toEqual({ verdict: 'matches' });
    expect(
      await recomputeSettlement({ ...auction, result: { winning_bid: '6', winner: '9', amount: '33' } }),
    ).toMatchObject({
      verdict: 'differs',
    });
    // A resale at 40 pays the seller 39: the 2.5 % fee, rounded up; the platform's own sale pays none.
    const sale = {
      calculatorVersion: 'nft/1',
      inputs: { kind: 'sale', price: '40', resale: 'true', decimals: '2' },
      result: { seller: '39', fee: '1' },
    };
    expect(await recomputeSettlement(sale)).toEqual({ verdict: 'matches' });
    expect(
      await recomputeSettlement({
        ...sale,
        inputs: { ...sale.inputs, resale: 'false' },
        result: { seller: '40', fee: '0' },
      }),
    ).toEqual({ verdict: 'matches' });
  });

  it('matches an opened blind box to the artwork its series committed to, and no other', async () => {
    const codes = ['TSR-0101', 'TSR-0102', 'TSR-0103'];
    const leaves = await Promise.all(
      codes.map((artworkCode, i) =>
        blindBoxLeaf({ seriesId: 2, position: i + 1, artworkCode, salt: `s${i}` }),
      ),
    );
    const box = {
      calculatorVersion: 'nft/1',
      inputs: {
        kind: 'box_open',
        series_id: '2',
        size: '3',
        position: '2',
        artwork_code: 'TSR-0102',
        salt: 's1',
        path: (await blindBoxPath(leaves, 2)).map((step) => ({ side: step.side, hash: step.hash })),
        root: await blindBoxRoot(leaves),
      },
      result: { artwork: 'TSR-0102' },
    };
    expect(await recomputeSettlement(box)).toEqual({ verdict: 'matches' });
    // Another artwork in the box does not lead to the committed root.
    expect(
      await recomputeSettlement({
        ...box,
        inputs: { ...box.inputs, artwork_code: 'TSR-0103' },
        result: { artwork: 'TSR-0103' },
      }),
    ).toEqual({
      verdict: 'differs',
      differences: [{ field: 'artwork', recorded: 'TSR-0103', recomputed: '' }],
    });
  });

  it('holds an operator action to claiming no result: it is archived, not computed', async () => {
    const action = {
      calculatorVersion: 'operator-action/1',
      inputs: { action: 'operatorCompleteWithdrawal', id: '12' },
      result: {},
    };
    expect(await recomputeSettlement(action)).toEqual({ verdict: 'matches' });
    expect(await recomputeSettlement({ ...action, result: { payout: '5' } })).toMatchObject({
      verdict: 'differs',
    });
  });

  it('says exactly which fields differ', async () => {
    expect(await recomputeSettlement({ ...option, result: { outcome: 'loss', payout: '0' } })).toEqual({
      verdict: 'differs',
      differences: [
        { field: 'outcome', recorded: 'loss', recomputed: 'win' },
        { field: 'payout', recorded: '0', recomputed: '18.5' },
      ],
    });
    expect(
      await recomputeSettlement({ ...option, inputs: { ...option.inputs, close_price: undefined as never } }),
    ).toMatchObject({
      verdict: 'differs',
      differences: [{ field: 'inputs.close_price' }],
    });
  });

  it('does not guess about a calculator it does not know', async () => {
    expect(await recomputeSettlement({ ...option, calculatorVersion: 'options-payout/99' })).toEqual({
      verdict: 'unknown_calculator',
      calculatorVersion: 'options-payout/99',
    });
    expect(recomputableCalculators()).toEqual([
      'dual/1',
      'futures/1',
      'guess/1',
      'ieo/1',
      'loans/1',
      'mining/1',
      'nft/1',
      'operator-action/1',
      'options-payout/1',
    ]);
  });
});
