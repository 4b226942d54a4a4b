import { Decimal, inviteRebate, type Rebate } from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { describeFailure } from '../runtime/failure.js';
import { defineExpectation, holds, mismatch } from './expectation.js';

const Expected = t.partial({
  /** Accounts registered with the user's code. */
  invited: t.number,
  /** Rebates paid to the user. */
  rebates: t.number,
  /**
   * Each rebate recomputed with core's `inviteRebate` on the fees and rate it records, at its
   * asset's decimals, and the invitation's earnings the sum of them.
   */
  recomputed: t.literal(true),
  /** The user's VIP level as the daily review set it. */
  vipLevel: t.number,
});
type Expected = t.TypeOf<typeof Expected>;

const titleOf = (expected: Expected): string =>
  `rewards: ${[
    expected.invited === undefined ? undefined : `${expected.invited} invited`,
    expected.rebates === undefined ? undefined : `${expected.rebates} rebates`,
    expected.recomputed ? 'each rebate recomputed' : undefined,
    expected.vipLevel === undefined ? undefined : `VIP level ${expected.vipLevel}`,
  ]
    .filter(Boolean)
    .join(', ')}`;

/** What differs between each rebate and core's calculator on what it records; empty when none. */
export const rebateErrors = (rebates: readonly Rebate[], precision: (asset: string) => number | undefined) =>
  rebates.flatMap((rebate) => {
    const decimals = precision(rebate.asset);
    if (decimals === undefined) return [`rebate #${rebate.id} in unknown asset ${rebate.asset}`];
    const due = inviteRebate({ fees: rebate.fees, rate: rebate.rate, decimals });
    return due.eq(rebate.amount)
      ? []
      : [
          `rebate #${rebate.id} paid ${rebate.amount.toFixed()} ${rebate.asset} (core's inviteRebate: ${due.toFixed()})`,
        ];
  });

export const rewards = defineExpectation({
  name: 'rewards',
  summary:
    "The signed-in user's invitation and VIP level: how many accounts registered with their code (`invited`), how many `rebates` were paid to them, `recomputed: true` (each rebate equals core's `inviteRebate` on the fees and rate it records at its asset's decimals, and the invitation's earnings are their sum), and `vipLevel` as the daily review set it.",
  codec: Expected,
  title: titleOf,
  check: async (expected, ctx) => {
    const api = ctx.tessera.api.rewards;
    const [invite, page, vip, assets] = await Promise.all([
      api.invite()(),
      api.rebates({ page: 1, limit: 50 })(),
      api.vip()(),
      ctx.tessera.api.wallet.assets()(),
    ]);
    if (E.isLeft(invite))
      return mismatch('the invitation', `loading failed: ${describeFailure(invite.left)}`);
    if (E.isLeft(page)) return mismatch('the rebates', `loading failed: ${describeFailure(page.left)}`);
    if (E.isLeft(vip)) return mismatch('the VIP standing', `loading failed: ${describeFailure(vip.left)}`);
    if (E.isLeft(assets)) return mismatch('the assets', `loading failed: ${describeFailure(assets.left)}`);
    const rebates = page.right.items;
    const wrong: string[] = [];
    if (expected.invited !== undefined && invite.right.invited !== expected.invited)
      wrong.push(`${invite.right.invited} invited (expected ${expected.invited})`);
    if (expected.rebates !== undefined && rebates.length !== expected.rebates)
      wrong.push(`${rebates.length} rebates (expected ${expected.rebates})`);
    if (expected.recomputed) {
      const precision = (asset: string) => assets.right.find((listed) => listed.symbol === asset)?.precision;
      wrong.push(...rebateErrors(rebates, precision));
      const sums = new Map<string, Decimal>();
      for (const rebate of rebates)
        sums.set(rebate.asset, (sums.get(rebate.asset) ?? new Decimal(0)).plus(rebate.amount));
      for (const [asset, earned] of Object.entries(invite.right.earned))
        if (!earned.eq(sums.get(asset) ?? 0))
          wrong.push(
            `earned ${earned.toFixed()} ${asset}, the rebates sum to ${(sums.get(asset) ?? new Decimal(0)).toFixed()}`,
          );
    }
    if (expected.vipLevel !== undefined && vip.right.level !== expected.vipLevel)
      wrong.push(`VIP level ${vip.right.level} (expected ${expected.vipLevel})`);
    const earned = Object.entries(invite.right.earned)
      .map(([asset, amount]) => `${amount.toFixed()} ${asset}`)
      .join(', ');
    const details = `code ${invite.right.code}, ${invite.right.invited} invited, ${rebates.length} rebates${earned === '' ? '' : ` (${earned})`}; VIP level ${vip.right.level}, 30-day volume ${vip.right.volume30d.toFixed()} USDT, holdings ${vip.right.holdings.toFixed()} USDT`;
    return wrong.length === 0 ? holds(details) : mismatch('the rewards', wrong.join(', '));
  },
});
