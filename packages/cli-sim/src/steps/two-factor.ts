import * as E from 'fp-ts/lib/Either.js';
import { Secret, TOTP } from 'otpauth';
import type { SimContext } from '../runtime/context.js';
import { describeFailure } from '../runtime/failure.js';
import { fields, oneOf, Text } from './codecs.js';
import { exchangeNow, sessionSnapshot } from './session.js';
import { defineStep, failed, passed, type StepOutcome } from './step.js';

const PERIOD_MS = 30_000;

/**
 * The authenticator's code a step types, computed from the secret the `twoFactor` step kept, at
 * the exchange's time (which runs ahead under a simulated clock). A code is good once, and the
 * exchange also takes the next step's, so after one use the next step's code is typed at once
 * instead of waiting up to 30 seconds; a third in a row needs an `advance` or a `wait` between.
 */
export const authenticatorCode = async (ctx: SimContext): Promise<string | StepOutcome> => {
  const kept = ctx.twoFactor;
  if (kept === null)
    return failed('no authenticator secret: turn two-factor authentication on with a twoFactor step first');
  const now = await exchangeNow(ctx);
  if (typeof now !== 'number') return now;
  const current = Math.floor(now / PERIOD_MS);
  const step = Math.max(current, kept.lastStep + 1);
  if (step > current + 1)
    return failed('the authenticator has no fresh code yet: add a wait of 30 s or an advance');
  kept.lastStep = step;
  return TOTP.generate({ secret: Secret.fromBase32(kept.secret), timestamp: step * PERIOD_MS });
};

/** `code: totp` types the authenticator's code, `code: recovery` the next unused recovery code. */
export const secondFactorCode = async (ctx: SimContext, code: string): Promise<string | StepOutcome> => {
  if (code === 'totp') return authenticatorCode(ctx);
  if (code !== 'recovery') return code;
  const next = ctx.twoFactor?.recoveryCodes.shift();
  return next ?? failed('no recovery code left from the twoFactor step');
};

export const twoFactor = defineStep({
  name: 'twoFactor',
  summary:
    'Turn two-factor authentication on (a new secret, kept for `code: totp`, confirmed with its current code and the login password; the recovery codes kept for `code: recovery`) or off (with `code`: `totp` by default, `recovery`, or a code as typed).',
  role: 'action',
  args: fields('twoFactor arguments', { action: oneOf(['enable', 'disable'] as const) }, { code: Text }),
  title: (args) => `two-factor ${args.action}`,
  run: async (args, ctx) => {
    if (!sessionSnapshot(ctx).matches('signedIn')) return failed('twoFactor needs a signed-in session');
    const account = ctx.tessera.api.account;
    if (args.action === 'disable') {
      const code = await secondFactorCode(ctx, args.code ?? 'totp');
      if (typeof code !== 'string') return code;
      const off = await account.disableTwoFactor({ code })();
      if (E.isLeft(off))
        return failed(`turning two-factor authentication off failed: ${describeFailure(off.left)}`, off.left);
      ctx.twoFactor = null;
      return passed(`code ${code} · off`);
    }
    if (ctx.password === null)
      return failed('twoFactor enable needs the login password of a login or register step');
    const setup = await account.startTwoFactor()();
    if (E.isLeft(setup))
      return failed(
        `setting up two-factor authentication failed: ${describeFailure(setup.left)}`,
        setup.left,
      );
    ctx.twoFactor = { secret: setup.right.secret, recoveryCodes: [], lastStep: 0 };
    const code = await authenticatorCode(ctx);
    if (typeof code !== 'string') return code;
    const on = await account.enableTwoFactor({ code, password: ctx.password })();
    if (E.isLeft(on)) {
      ctx.twoFactor = null;
      return failed(`turning two-factor authentication on failed: ${describeFailure(on.left)}`, on.left);
    }
    ctx.twoFactor.recoveryCodes = [...on.right];
    return passed(`code ${code} · on, ${on.right.length} recovery codes`);
  },
});
