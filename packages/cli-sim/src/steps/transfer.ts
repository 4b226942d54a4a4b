import { validateTransfer, WalletAccounts } from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import { describeFailure } from '../runtime/failure.js';
import { fields, oneOf, Text } from './codecs.js';
import { refusedForm, sessionSnapshot } from './session.js';
import { defineStep, failed, passed } from './step.js';
import { findAsset, requestId } from './wallet-assets.js';

export const transfer = defineStep({
  name: 'transfer',
  summary: `Move an asset between two of the user's accounts (${WalletAccounts.join(' | ')}): \`{ currency: USDT, amount: '30', from: balance, to: futures }\`.`,
  role: 'action',
  args: fields(
    'transfer arguments',
    { currency: Text, amount: Text, from: oneOf(WalletAccounts), to: oneOf(WalletAccounts) },
    {},
  ),
  title: (args) => `transfer ${args.amount} ${args.currency.toUpperCase()} ${args.from} → ${args.to}`,
  run: async (args, ctx) => {
    if (!sessionSnapshot(ctx).matches('signedIn')) return failed('transfer needs a signed-in session');
    const asset = await findAsset(ctx, args.currency);
    if (E.isLeft(asset)) return failed(asset.left);
    // The form's own checks; the server's ledger decides what is affordable.
    const request = validateTransfer(
      { assetId: asset.right.id, amount: args.amount, from: args.from, to: args.to },
      { precision: asset.right.precision },
    );
    if (E.isLeft(request)) return refusedForm('transfer', request.left);
    const moved = await ctx.tessera.api.wallet.transfer(request.right, requestId())();
    if (E.isLeft(moved)) return failed(`transfer refused: ${describeFailure(moved.left)}`, moved.left);
    return passed(`transfer #${moved.right.id}`);
  },
});
