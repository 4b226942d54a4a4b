import { DEFAULT_FIAT, type WalletAccount, WalletAccounts } from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { describeFailure } from '../runtime/failure.js';
import { Text } from '../steps/codecs.js';
import { defineExpectation, holds, mismatch } from './expectation.js';

/** `{ <account>: { <asset>: '<available>' } }`: the available amounts that must be shown. */
const AmountsByAsset = t.record(t.string, Text);
const Expected = t.partial(
  Object.fromEntries(WalletAccounts.map((account) => [account, AmountsByAsset])) as Record<
    WalletAccount,
    typeof AmountsByAsset
  >,
);

export const balances = defineExpectation({
  name: 'balances',
  summary:
    "The signed-in user's available amounts, by account and asset, compared as decimals: `{ balance: { USDT: '70' }, futures: { USDT: '30' } }`.",
  codec: Expected,
  title: (expected) =>
    `balances ${Object.entries(expected)
      .map(([account, assets]) =>
        Object.entries(assets ?? {})
          .map(([asset, amount]) => `${account} ${amount} ${asset}`)
          .join(', '),
      )
      .join('; ')}`,
  check: async (expected, ctx) => {
    const overview = await ctx.tessera.api.wallet.overview(DEFAULT_FIAT)();
    if (E.isLeft(overview))
      return mismatch('the wallet overview', `loading failed: ${describeFailure(overview.left)}`);
    const wrong: string[] = [];
    for (const [account, assets] of Object.entries(expected)) {
      const shown = overview.right.accounts.find((candidate) => candidate.account === account);
      for (const [asset, amount] of Object.entries(assets ?? {})) {
        const balance = shown?.balances.find((candidate) => candidate.asset === asset.toUpperCase());
        const actual = balance?.available.toFixed() ?? 'nothing';
        if (balance === undefined || !balance.available.equals(amount))
          wrong.push(`${account} ${asset} ${actual} (expected ${amount})`);
      }
    }
    return wrong.length === 0 ? holds() : mismatch('those balances', wrong.join(', '));
  },
});
