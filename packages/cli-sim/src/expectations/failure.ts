import * as t from 'io-ts';
import { codesOf, describeFailure } from '../runtime/failure.js';
import { defineExpectation, holds, mismatch } from './expectation.js';

/**
 * The previous action's failure: a stable code (`SESSION.BAD_CREDENTIALS`, a validation code such
 * as `SESSION.PASSWORD_LENGTH`) or a kind (`Rejected`, `NotLoggedIn`, `Invalid`), `true` for any
 * failure, `false` for none. Writing it right after an action lets that action fail.
 */
export const failure = defineExpectation({
  name: 'failure',
  summary: 'The previous action failed with this code or kind (`true`: any failure, `false`: none).',
  codec: t.union([t.string, t.boolean], 'a failure code, kind, true or false'),
  readsFailure: true,
  title: (expected) =>
    expected === true ? 'a failure' : expected === false ? 'no failure' : `failure ${expected}`,
  check: async (expected, ctx) => {
    const actual = ctx.lastFailure;
    if (expected === false)
      return actual === null ? holds() : mismatch('no failure', describeFailure(actual));
    if (actual === null) {
      return mismatch(
        expected === true ? 'a failure' : `failure ${expected}`,
        'the previous action succeeded',
      );
    }
    if (expected === true || codesOf(actual).includes(expected)) return holds(describeFailure(actual));
    return mismatch(`failure ${expected}`, describeFailure(actual));
  },
});
