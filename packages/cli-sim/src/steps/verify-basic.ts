import { IdTypes, validateBasicVerification } from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import { describeFailure } from '../runtime/failure.js';
import { fields, oneOf, Text } from './codecs.js';
import { refusedForm, sessionSnapshot } from './session.js';
import { defineStep, failed, passed } from './step.js';

export const verifyBasic = defineStep({
  name: 'verifyBasic',
  summary: `Submit basic identity verification (country of residence as ISO 3166-1 alpha-2, idType ${IdTypes.join(' | ')}, name, cardId) for review.`,
  role: 'action',
  args: fields(
    'verifyBasic arguments',
    { country: Text, idType: oneOf(IdTypes), name: Text, cardId: Text },
    {},
  ),
  title: (args) => `verify basic ${args.country} ${args.idType} ${args.cardId} (${args.name})`,
  run: async (args, ctx) => {
    if (!sessionSnapshot(ctx).matches('signedIn')) return failed('verifyBasic needs a signed-in session');
    const request = validateBasicVerification(args);
    if (E.isLeft(request)) return refusedForm('basic verification', request.left);
    const submitted = await ctx.tessera.api.verification.submitBasic(request.right)();
    if (E.isLeft(submitted)) {
      return failed(`basic verification failed: ${describeFailure(submitted.left)}`, submitted.left);
    }
    const status = await ctx.tessera.api.verification.status()();
    return passed(E.isRight(status) ? `submitted · basic ${status.right.basic.state}` : 'submitted');
  },
});
