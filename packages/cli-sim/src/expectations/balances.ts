import { DEFAULT_FIAT, type WalletAccount, WalletAccounts } from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { describeFailure } from '../runtime/failure.js';
import { Text } from '../steps/codecs.js';
import { defineExpectation, holds, mismatch } from './expectation.js';

/** `{ <account>: { <asset>: '<amount>' } }`: amounts that must be shown, by account and asset. */
const AmountsByAsset = t.record(t.string, Text);
const ByAccount = t.partial(
  Object.fromEntries(WalletAccounts.map((account) => [account, AmountsByAsset])) as Record<
    WalletAccount,
    typeof AmountsByAsset
  >,
);
type ByAccount = t.TypeOf<typeof ByAccount>;
/** The available amounts by account, and under `frozen` the frozen ones (a loan's pledged margin). */
const Expected = t.intersection([ByAccount, t.partial({ frozen: ByAccount })]);

const describeAmounts = (amounts: ByAccount): string =>
  Object.entries(amounts)
    .map(([account, assets]) =>
      Object.entries(assets ?? {})
        .map(([asset, amount]) => `${account} ${amount} ${asset}`)
        .join(', '),
    )
    .join('; ');

export const balances = defineExpectation({
  name: 'balances',
  summary:
    "The signed-in user's available amounts, by account and asset, compared as decimals: `{ balance: { USDT: '70' }, futures: { USDT: '30' } }`; under `frozen`, the frozen ones: `{ frozen: { margin: { USDT: '200000' } } }`.",
  codec: Expected,
  title: ({ frozen, ...available }) =>
    `balances ${[describeAmounts(available), frozen === undefined ? '' : `frozen ${describeAmounts(frozen)}`]
      .filter(Boolean)
      .join('; ')}`,
  check: async ({ frozen, ...available }, ctx) => {
    const overview = await ctx.tessera.api.wallet.overview(DEFAULT_FIAT)();
    if (E.isLeft(overview))
      return mismatch('the wallet overview', `loading failed: ${describeFailure(overview.left)}`);
    const wrong: string[] = [];
    const compare = (expected: ByAccount, bucket: 'available' | 'frozen') => {
      for (const [account, assets] of Object.entries(expected)) {
        const shown = overview.right.accounts.find((candidate) => candidate.account === account);
        for (const [asset, amount] of Object.entries(assets ?? {})) {
          const balance = shown?.balances.find((candidate) => candidate.asset === asset.toUpperCase());
          const actual = balance?.[bucket].toFixed() ?? 'nothing';
          if (balance === undefined || !balance[bucket].equals(amount))
            wrong.push(
              `${bucket === 'frozen' ? 'frozen ' : ''}${account} ${asset} ${actual} (expected ${amount})`,
            );
        }
      }
    };
    compare(available, 'available');
    if (frozen !== undefined) compare(frozen, 'frozen');
    return wrong.length === 0 ? holds() : mismatch('those balances', wrong.join(', '));
  },
});
