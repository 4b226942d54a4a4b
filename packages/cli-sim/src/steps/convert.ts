import { validateAmount } from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import { describeFailure } from '../runtime/failure.js';
import { fields, Text } from './codecs.js';
import { refusedForm, sessionSnapshot } from './session.js';
import { defineStep, failed, passed } from './step.js';
import { findAsset, requestId } from './wallet-assets.js';

export const convert = defineStep({
  name: 'convert',
  summary:
    "Convert in the balance account at the feed's price, as the app does: quote first, then convert accepting no less than quoted (`{ from: USDT, to: BTC, amount: '50' }`).",
  role: 'action',
  args: fields('convert arguments', { from: Text, to: Text, amount: Text }, {}),
  title: (args) => `convert ${args.amount} ${args.from.toUpperCase()} → ${args.to.toUpperCase()}`,
  run: async (args, ctx) => {
    if (!sessionSnapshot(ctx).matches('signedIn')) return failed('convert needs a signed-in session');
    const from = await findAsset(ctx, args.from);
    if (E.isLeft(from)) return failed(from.left);
    const to = await findAsset(ctx, args.to);
    if (E.isLeft(to)) return failed(to.left);
    const amount = validateAmount(args.amount, { precision: from.right.precision });
    if (E.isLeft(amount)) return refusedForm('conversion', { amount: amount.left });
    const conversion = { fromId: from.right.id, toId: to.right.id, amount: amount.right };
    const quote = await ctx.tessera.api.wallet.conversionQuote(conversion)();
    if (E.isLeft(quote)) return failed(`quote refused: ${describeFailure(quote.left)}`, quote.left);
    const done = await ctx.tessera.api.wallet.convert(
      { ...conversion, minReceive: quote.right.receive },
      requestId(),
    )();
    if (E.isLeft(done)) return failed(`conversion refused: ${describeFailure(done.left)}`, done.left);
    return passed(
      `received ${done.right.receive.toFixed()} ${done.right.to} (fee ${done.right.fee.toFixed()} ${done.right.from})`,
    );
  },
});
