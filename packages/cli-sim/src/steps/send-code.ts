import { type CodeRequest, CodeScenes, validateCodeRequest } from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import { invalid } from '../runtime/failure.js';
import { fields, oneOf, Text } from './codecs.js';
import { deliverCode } from './deliver-code.js';
import { defineStep, failed, passed } from './step.js';

export const sendCode = defineStep({
  name: 'sendCode',
  summary: `Send a 6-digit code (channel email | mobile, scene ${CodeScenes.join(' | ')}) and, with an operator key, check that it reached the outbox.`,
  role: 'action',
  args: fields(
    'sendCode arguments',
    { channel: oneOf(['email', 'mobile'] as const), to: Text },
    { areaCode: Text, scene: oneOf(CodeScenes) },
  ),
  title: (args) =>
    `send ${args.scene ?? 'register'} code to ${args.areaCode ? `+${args.areaCode} ` : ''}${args.to}`,
  run: async (args, ctx) => {
    const request = validateCodeRequest(args.channel, args.to, args.areaCode ?? '', args.scene ?? 'register');
    if (E.isLeft(request)) {
      return failed(`code request refused by core's rules: ${request.left.code}`, invalid([request.left]));
    }
    const delivery = await deliverCode(ctx, request.right satisfies CodeRequest, ctx.operator.canRead);
    if (!delivery.ok) return delivery.outcome;
    return passed(
      delivery.code === undefined
        ? 'sent (no operator key: delivery not checked)'
        : `code ${delivery.code} reached the outbox`,
    );
  },
});
