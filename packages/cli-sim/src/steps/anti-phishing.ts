import { type CodeRequest, securityChannel, validateAntiPhishingCodeChange } from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import { mobileNumberOf } from '../runtime/codes.js';
import { describeFailure } from '../runtime/failure.js';
import { fields, Text } from './codecs.js';
import { deliverCode } from './deliver-code.js';
import { refreshUser, refusedForm, sessionSnapshot } from './session.js';
import { defineStep, failed, passed } from './step.js';

// Lets core's rule check the anti-phishing code before a security code is spent on it.
const PLACEHOLDER_CODE = '000000';

export const setAntiPhishingCode = defineStep({
  name: 'setAntiPhishingCode',
  summary:
    'Set or change the anti-phishing code every email shows; the security code is sent to the bound email (else mobile) and read from the outbox unless given as securityCode.',
  role: 'action',
  args: fields('setAntiPhishingCode arguments', { code: Text }, { securityCode: Text }),
  title: (args) => `set the anti-phishing code ${args.code}`,
  run: async (args, ctx) => {
    const user = sessionSnapshot(ctx).context.user;
    if (!sessionSnapshot(ctx).matches('signedIn') || user === null)
      return failed('setAntiPhishingCode needs a signed-in session');
    const precheck = validateAntiPhishingCodeChange({
      antiPhishingCode: args.code,
      code: args.securityCode ?? PLACEHOLDER_CODE,
    });
    if (E.isLeft(precheck)) return refusedForm('setAntiPhishingCode', precheck.left);

    let securityCode = args.securityCode;
    if (securityCode === undefined) {
      const channel = securityChannel(user);
      const number = user.mobile === null ? undefined : mobileNumberOf(user.mobile, ctx.mobiles);
      const request: CodeRequest | undefined =
        channel === 'email' && user.email !== null
          ? { channel: 'email', to: user.email, scene: 'security' }
          : channel === 'mobile' && number !== undefined
            ? { channel: 'mobile', to: number.mobile, areaCode: number.areaCode, scene: 'security' }
            : undefined;
      if (request === undefined) return failed('setAntiPhishingCode needs a bound email or mobile');
      const delivery = await deliverCode(ctx, request, true);
      if (!delivery.ok) return delivery.outcome;
      securityCode = delivery.code;
    }
    const change = { antiPhishingCode: precheck.right.antiPhishingCode, code: securityCode ?? '' };
    const result = await ctx.tessera.api.account.setAntiPhishingCode(change)();
    if (E.isLeft(result)) {
      return failed(`setAntiPhishingCode failed: ${describeFailure(result.left)}`, result.left);
    }
    await refreshUser(ctx);
    return passed(`security code ${securityCode} · saved`);
  },
});
