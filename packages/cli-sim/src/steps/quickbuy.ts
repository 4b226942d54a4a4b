import {
  QuickBuyCountries,
  QuickBuyMethods,
  type QuickBuyOrder,
  quickBuyQuote,
  validateQuickBuy,
} from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import type { SimContext } from '../runtime/context.js';
import { describeFailure } from '../runtime/failure.js';
import { fields, oneOf, Text } from './codecs.js';
import { refusedForm, sessionSnapshot } from './session.js';
import { defineStep, failed, passed, type StepOutcome } from './step.js';
import { uploadImage } from './uploads.js';
import { requestId } from './wallet-assets.js';

/** The user's orders are listed newest first; the one a step acts on is among the newest few. */
const NEWEST_ORDERS = { page: 1, limit: 10 } as const;

/** The signed-in user's newest order that `wanted` picks, or the outcome of a step that found none. */
const newestOrder = async (
  ctx: SimContext,
  wanted: (order: QuickBuyOrder) => boolean,
  what: string,
): Promise<QuickBuyOrder | StepOutcome> => {
  const listed = await ctx.tessera.api.quickBuy.orders(NEWEST_ORDERS)();
  if (E.isLeft(listed))
    return failed(`the quick-buy orders could not be listed: ${describeFailure(listed.left)}`);
  return listed.right.items.find(wanted) ?? failed(`no quick-buy order ${what} among the ten newest`);
};

const isOrder = (found: QuickBuyOrder | StepOutcome): found is QuickBuyOrder => !('ok' in found);

const waitsForProof = (order: QuickBuyOrder) => order.state === 'to_be_paid' && order.proofAt === null;
const waitsForConfirmation = (order: QuickBuyOrder) => order.state === 'to_be_paid' && order.proofAt !== null;

/** The payer's details a `buy` step leaves out: the signed-in user's contacts where bound. */
const payerDefaults = (ctx: SimContext) => {
  const user = sessionSnapshot(ctx).context.user;
  const id = user?.id ?? 0;
  return {
    firstName: 'Sim',
    lastName: 'Payer',
    email: user?.email || `payer-${id}@example.test`,
    phone: user?.mobile || '+447700900000',
    taxId: `SIM-${id}`,
  };
};

export const buy = defineStep({
  name: 'buy',
  summary: `Order USDT for whole US dollars by a transfer, as the quick-buy sheet does, checked by core's rules (a served country: ${QuickBuyCountries.join(', ')}; the minimum; the single limit of the user's verification level) first: \`{ usd: 250, country: TH, method: bank_transfer }\`; the payer's details default to the user's contacts. Says the account to pay into and the reference.`,
  role: 'action',
  args: fields(
    'buy arguments',
    { usd: Text, country: Text, method: oneOf(QuickBuyMethods) },
    { currency: Text, firstName: Text, lastName: Text, email: Text, phone: Text, taxId: Text },
  ),
  title: (args) =>
    `buy USDT for ${args.usd} ${(args.currency ?? 'USD').toUpperCase()} from ${args.country.toUpperCase()} by ${args.method}`,
  run: async (args, ctx) => {
    if (!sessionSnapshot(ctx).matches('signedIn')) return failed('buying needs a signed-in session');
    const offer = await ctx.tessera.api.quickBuy.offer()();
    if (E.isLeft(offer))
      return failed(`the quick-buy offer could not be read: ${describeFailure(offer.left)}`, offer.left);
    const country = args.country.trim().toUpperCase();
    const draft = validateQuickBuy(
      {
        ...payerDefaults(ctx),
        ...args,
        country,
        currency: (args.currency ?? 'USD').trim().toUpperCase(),
      },
      offer.right,
    );
    if (E.isLeft(draft)) {
      const refused = refusedForm('buying', draft.left);
      return draft.left.country?.code === 'QUICKBUY.REGION_NOT_SUPPORTED' && !refused.ok
        ? failed(
            `${refused.message}: ${country} is not served, your region is not supported (served: ${offer.right.countries.join(', ')})`,
            refused.failure,
          )
        : refused;
    }
    const quote = quickBuyQuote({ usdAmount: draft.right.usd });
    const placed = await ctx.tessera.api.quickBuy.place(draft.right, requestId())();
    if (E.isLeft(placed)) return failed(`buying refused: ${describeFailure(placed.left)}`, placed.left);
    const order = placed.right;
    if (E.isRight(quote) && !quote.right.usdt.eq(order.usdt))
      return failed(
        `order #${order.id} buys ${order.usdt.toFixed()} USDT for ${order.usd.toFixed()} ${order.currency}; core's quickBuyQuote gives ${quote.right.usdt.toFixed()}`,
      );
    return passed(
      `order #${order.id} ${order.reference}: ${order.usdt.toFixed()} USDT for ${order.usd.toFixed()} ${order.currency}; transfer to ${order.payee.accountName} (${order.payee.iban}, ${order.payee.bic}) with the reference ${order.reference}, proof by ${order.payBy}`,
    );
  },
});

export const sendProof = defineStep({
  name: 'sendProof',
  summary:
    "Send the transfer proof of the signed-in user's newest quick-buy order still waiting for one, as the order page does: a small picture uploaded as a `payment_proof`, then attached (`sendProof: latest`).",
  role: 'action',
  args: t.literal('latest'),
  title: () => 'send the transfer proof of the latest quick-buy order',
  run: async (_latest, ctx) => {
    if (!sessionSnapshot(ctx).matches('signedIn')) return failed('sending a proof needs a signed-in session');
    const order = await newestOrder(ctx, waitsForProof, 'waits for its transfer proof');
    if (!isOrder(order)) return order;
    const proof = await uploadImage(ctx, 'payment_proof', 'transfer proof');
    if (typeof proof !== 'string') return proof;
    const sent = await ctx.tessera.api.quickBuy.submitProof(order.id, proof)();
    if (E.isLeft(sent)) return failed(`the proof was refused: ${describeFailure(sent.left)}`, sent.left);
    return passed(
      `order #${order.id} ${order.reference}: proof ${proof} attached at ${sent.right.proofAt}; the exchange confirms the transfer`,
    );
  },
});

/** What an operator decides about a quick-buy order with its proof. */
export const QuickBuyDecisions = ['confirm', 'reject'] as const;
export type QuickBuyDecision = (typeof QuickBuyDecisions)[number];

/**
 * Confirms or rejects a quick-buy order as an operator: `order`, or the signed-in user's newest one
 * waiting for confirmation (to be paid, with its proof). The operator key is checked by the caller.
 */
export const decideQuickBuy = async (
  decision: QuickBuyDecision,
  order: number | undefined,
  ctx: SimContext,
): Promise<StepOutcome> => {
  let id = order;
  if (id === undefined) {
    if (!sessionSnapshot(ctx).matches('signedIn'))
      return failed('operator: no quick-buy order to act on; sign in first or give `order:`');
    const found = await newestOrder(
      ctx,
      waitsForConfirmation,
      'waits for confirmation (to be paid, with its proof)',
    );
    if (!isOrder(found)) return found;
    id = found.id;
  }
  const decided =
    decision === 'confirm'
      ? await ctx.operator.confirmQuickBuy(id)()
      : await ctx.operator.rejectQuickBuy(id)();
  if (E.isLeft(decided))
    return failed(
      `operator ${decision} of quick-buy order #${id} refused: ${describeFailure(decided.left)}`,
      decided.left,
    );
  const { reference, usdt } = decided.right;
  return passed(
    decision === 'confirm'
      ? `confirmed order #${id} ${reference}: ${usdt} USDT credited`
      : `rejected order #${id} ${reference}: cancelled, the payment not received`,
  );
};
