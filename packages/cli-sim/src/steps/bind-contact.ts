import { type CodeRequest, type ContactBinding, validateContactBinding } from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import { mobileNumberOf } from '../runtime/codes.js';
import type { SimContext } from '../runtime/context.js';
import { describeFailure } from '../runtime/failure.js';
import { deliverCode } from './deliver-code.js';
import { refreshUser, refusedForm, sessionSnapshot } from './session.js';
import { failed, passed, type StepOutcome } from './step.js';

/** The new address, as the bind step names it. */
export type NewContact =
  | { readonly channel: 'email'; readonly email: string }
  | { readonly channel: 'mobile'; readonly areaCode: string; readonly mobile: string };

/**
 * What the scenario gives: codes (the missing ones are sent and read from the operator outbox) and
 * the login password, by default the one the user signed up or logged in with.
 */
export interface GivenCodes {
  readonly code?: string;
  readonly oldCode?: string;
  readonly password?: string;
}

// Lets core's rules check the address before any code is spent on it.
const PLACEHOLDER_CODE = '000000';

const bindingOf = (
  contact: NewContact,
  code: string,
  oldCode: string | undefined,
  password: string,
): ContactBinding => {
  const secrets = { code, password, ...(oldCode === undefined ? {} : { oldCode }) };
  return contact.channel === 'email'
    ? { channel: 'email', email: contact.email, ...secrets }
    : { channel: 'mobile', areaCode: contact.areaCode, mobile: contact.mobile, ...secrets };
};

const readCode = async (
  ctx: SimContext,
  request: CodeRequest,
): Promise<{ ok: true; code: string } | { ok: false; outcome: StepOutcome }> => {
  const delivery = await deliverCode(ctx, request, true);
  if (!delivery.ok) return delivery;
  return delivery.code === undefined
    ? { ok: false, outcome: failed(`no code was read for ${request.to}`) }
    : { ok: true, code: delivery.code };
};

/** Where the security code for changing `channel` goes: the address bound now. */
const securityRequest = (
  ctx: SimContext,
  channel: NewContact['channel'],
  bound: string,
): CodeRequest | undefined => {
  if (channel === 'email') return { channel: 'email', to: bound, scene: 'security' };
  const number = mobileNumberOf(bound, ctx.mobiles);
  return number === undefined
    ? undefined
    : { channel: 'mobile', to: number.mobile, areaCode: number.areaCode, scene: 'security' };
};

/**
 * Binds (or changes) the signed-in user's email or mobile as the security page does: a code to the
 * new address (scene bind) and, when one is bound already, a code to that one (scene security).
 * The user is reloaded afterwards, so `expect: { user: … }` sees the new address.
 */
export const bindContact = async (
  ctx: SimContext,
  step: string,
  contact: NewContact,
  given: GivenCodes,
): Promise<StepOutcome> => {
  const snapshot = sessionSnapshot(ctx);
  const user = snapshot.context.user;
  if (!snapshot.matches('signedIn') || user === null) return failed(`${step} needs a signed-in session`);
  const bound = contact.channel === 'email' ? user.email : user.mobile;
  const hasOld = bound !== null;
  const password = given.password ?? ctx.password ?? '';

  const precheck = validateContactBinding(
    bindingOf(
      contact,
      given.code ?? PLACEHOLDER_CODE,
      hasOld ? (given.oldCode ?? PLACEHOLDER_CODE) : undefined,
      password,
    ),
    hasOld,
  );
  if (E.isLeft(precheck)) return refusedForm(step, precheck.left);

  const read: string[] = [];
  let oldCode = given.oldCode;
  if (bound !== null && oldCode === undefined) {
    const request = securityRequest(ctx, contact.channel, bound);
    if (request === undefined)
      return failed(`cannot tell the area code of the bound mobile ${bound}; give oldCode`);
    const security = await readCode(ctx, request);
    if (!security.ok) return security.outcome;
    oldCode = security.code;
    read.push(`security code ${oldCode} to ${bound}`);
  }
  let code = given.code;
  if (code === undefined) {
    const request: CodeRequest =
      contact.channel === 'email'
        ? { channel: 'email', to: contact.email, scene: 'bind' }
        : { channel: 'mobile', to: contact.mobile, areaCode: contact.areaCode, scene: 'bind' };
    const delivery = await readCode(ctx, request);
    if (!delivery.ok) return delivery.outcome;
    code = delivery.code;
    read.push(`code ${code}`);
  }

  const binding = bindingOf(contact, code, hasOld ? oldCode : undefined, password);
  const result = await ctx.tessera.api.account.bindContact(binding)();
  if (E.isLeft(result)) return failed(`${step} failed: ${describeFailure(result.left)}`, result.left);
  const after = await refreshUser(ctx);
  const now = contact.channel === 'email' ? after.context.user?.email : after.context.user?.mobile;
  return passed([...read, `bound${now ? ` ${now}` : ''}`].join(' · '));
};
