import * as t from 'io-ts';
import { describeFailure } from '../runtime/failure.js';
import { defineExpectation, holds, mismatch } from './expectation.js';

export const signedIn = defineExpectation({
  name: 'signedIn',
  summary: '`true` when the session must be signed in, `false` when signed out.',
  codec: t.boolean,
  title: (expected) => (expected ? 'signed in' : 'signed out'),
  check: async (expected, ctx) => {
    const snapshot = ctx.tessera.session.getSnapshot();
    const actual = snapshot.matches('signedIn');
    if (actual === expected) return holds();
    const why = snapshot.context.failure
      ? ` (last failure: ${describeFailure(snapshot.context.failure)})`
      : '';
    return mismatch(expected ? 'signed in' : 'signed out', `${actual ? 'signed in' : 'signed out'}${why}`);
  },
});
