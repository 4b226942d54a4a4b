import * as E from 'fp-ts/lib/Either.js';
import { describeFailure } from '../runtime/failure.js';
import { fields, Text } from './codecs.js';
import { sessionSnapshot } from './session.js';
import { defineStep, failed, passed } from './step.js';

export const deposit = defineStep({
  name: 'deposit',
  summary:
    "As an operator, credit a chain deposit (`{ currency: USDT, amount: '100' }`, optional reference and user) to the signed-in user's balance account.",
  role: 'action',
  args: fields('deposit arguments', { currency: Text, amount: Text }, { reference: Text, user: Text }),
  title: (args) =>
    `deposit ${args.amount} ${args.currency.toUpperCase()}${args.user ? ` to ${args.user}` : ''}`,
  run: async (args, ctx) => {
    if (!ctx.operator.canRead)
      return failed('deposit needs an operator key (pass --operator-key or set OPERATOR_KEY)');
    const current = sessionSnapshot(ctx).context.user;
    const user = args.user ?? (current === null ? undefined : String(current.id));
    if (user === undefined) return failed('deposit: no user to credit; sign in first or give `user:`');
    const reference = args.reference ?? `sim-${crypto.randomUUID()}`;
    const credited = await ctx.operator.confirmDeposit({
      user,
      currency: args.currency,
      amount: args.amount,
      reference,
    })();
    if (E.isLeft(credited))
      return failed(`deposit refused: ${describeFailure(credited.left)}`, credited.left);
    return passed(
      credited.right.credited
        ? `credited (deposit #${credited.right.id})`
        : `already credited (#${credited.right.id})`,
    );
  },
});
