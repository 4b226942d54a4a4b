import { type Review, ReviewStates, type VerificationStatus } from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { describeFailure } from '../runtime/failure.js';
import { fields, oneOf } from '../steps/codecs.js';
import { defineExpectation, holds, mismatch } from './expectation.js';

const State = oneOf(ReviewStates);

/** `verified`, or `{ state: failed, reason: "…" }` to check the operator's reason too. */
const ReviewExpectation = t.union(
  [State, fields('review expectation', { state: State }, { reason: t.union([t.string, t.null]) })],
  `a review state (${ReviewStates.join(' | ')}) or { state, reason }`,
);
type ReviewExpectation = t.TypeOf<typeof ReviewExpectation>;

const Level = t.union([t.literal(0), t.literal(1), t.literal(2)], 'level 0, 1 or 2');

const Reviews = ['basic', 'advanced'] as const;

const describeExpected = (review: ReviewExpectation): string =>
  typeof review === 'string'
    ? review
    : `${review.state}${review.reason === undefined ? '' : ` (reason ${JSON.stringify(review.reason)})`}`;

const describeReview = (review: Review): string =>
  `${review.state}${review.reason === null ? '' : ` (reason ${JSON.stringify(review.reason)})`}`;

/** Whether a review matches what was expected of it: the state, and the reason when one was given. */
export const reviewMatches = (expected: ReviewExpectation, actual: Review): boolean =>
  typeof expected === 'string'
    ? actual.state === expected
    : actual.state === expected.state && (expected.reason === undefined || actual.reason === expected.reason);

/** One line for people: `level 1 · basic verified · advanced none`. */
export const describeStatus = (status: VerificationStatus): string =>
  `level ${status.level} · basic ${describeReview(status.basic)} · advanced ${describeReview(status.advanced)}`;

export const verification = defineExpectation({
  name: 'verification',
  summary:
    "The signed-in user's identity verification: `{ level: 1, basic: verified }`; a review may be `{ state: failed, reason: … }`.",
  codec: fields(
    'verification expectation',
    {},
    { level: Level, basic: ReviewExpectation, advanced: ReviewExpectation },
  ),
  title: (expected) =>
    `verification ${[
      expected.level === undefined ? undefined : `level ${expected.level}`,
      ...Reviews.map((name) => {
        const review = expected[name];
        return review === undefined ? undefined : `${name} ${describeExpected(review)}`;
      }),
    ]
      .filter(Boolean)
      .join(', ')}`,
  check: async (expected, ctx) => {
    const status = await ctx.tessera.api.verification.status()();
    if (E.isLeft(status))
      return mismatch('a verification status', `loading failed: ${describeFailure(status.left)}`);
    const actual = status.right;
    if (expected.level !== undefined && actual.level !== expected.level) {
      return mismatch(`verification level ${expected.level}`, describeStatus(actual));
    }
    for (const name of Reviews) {
      const review = expected[name];
      if (review !== undefined && !reviewMatches(review, actual[name])) {
        return mismatch(`${name} ${describeExpected(review)}`, describeStatus(actual));
      }
    }
    return holds(describeStatus(actual));
  },
});
