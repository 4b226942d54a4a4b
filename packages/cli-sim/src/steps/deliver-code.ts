import type { CodeRequest } from '@tessera/core';
import { awaitCode, mobileAddress, outboxSize } from '../runtime/codes.js';
import type { SimContext } from '../runtime/context.js';
import { describeFailure } from '../runtime/failure.js';
import { waitUntil } from '../runtime/wait.js';
import { failed, type StepOutcome } from './step.js';

export type Delivery = { ok: true; code?: string } | { ok: false; outcome: StepOutcome };

/** Where the outbox files a code request: the email address, or `+<area code><mobile>`. */
export const addressOf = (request: CodeRequest): string =>
  request.channel === 'email' ? request.to : mobileAddress(request.areaCode, request.to);

/**
 * Sends a code through core's code-sender machine, as the "send code" button does, and, when
 * `read` is set, reads it back from the operator outbox.
 */
export const deliverCode = async (
  ctx: SimContext,
  request: CodeRequest,
  read: boolean,
): Promise<Delivery> => {
  const address = addressOf(request);
  const before = read ? await outboxSize(ctx.operator, address) : { ok: true as const, count: 0 };
  if (!before.ok) {
    return { ok: false, outcome: failed(`cannot read codes sent to ${address}: ${before.error}`) };
  }
  const sender = ctx.tessera.createCodeSender();
  try {
    sender.send({ type: 'code.send', request });
    const done = await waitUntil(
      sender,
      (s) => !s.matches('sending'),
      ctx,
      `the code to ${address} to be sent`,
    );
    if (!done.matches('coolingDown')) {
      const failure = done.context.failure;
      return {
        ok: false,
        outcome: failure
          ? failed(`sending a code to ${address} failed: ${describeFailure(failure)}`, failure)
          : failed(`sending a code to ${address} failed without a recorded failure`),
      };
    }
  } finally {
    sender.stop();
  }
  if (request.channel === 'mobile')
    ctx.mobiles.set(address, { areaCode: request.areaCode, mobile: request.to });
  if (!read) return { ok: true };
  const code = await awaitCode(ctx.operator, address, before.count, ctx.timeoutMs);
  return code.ok ? { ok: true, code: code.code } : { ok: false, outcome: failed(code.error) };
};
