import * as E from 'fp-ts/lib/Either.js';
import type * as t from 'io-ts';
import type { SimContext } from '../runtime/context.js';

/** `Right` with an optional detail when the expectation holds; `Left` says what was expected and seen. */
export type CheckResult = E.Either<string, string | undefined>;

export const holds = (detail?: string): CheckResult => E.right(detail);
export const mismatch = (expected: string, seen: string): CheckResult =>
  E.left(`expected ${expected}, saw ${seen}`);

/** `<name> key value, key value`: the title of an expectation made of a few named values. */
export const titleOf =
  (name: string) =>
  <A extends object>(expected: A): string =>
    `${name} ${Object.entries(expected)
      .map(([key, value]) => `${key} ${value}`)
      .join(', ')}`;

/** One decoded expectation, ready to check. */
export interface Check {
  readonly name: string;
  readonly title: string;
  /** True when it looks at the previous action's failure. */
  readonly readsFailure: boolean;
  run(ctx: SimContext): Promise<CheckResult>;
}

/**
 * One key of an `expect` step. Add one by writing it in its own module and listing it in
 * `expectations/index.ts`.
 */
export interface ExpectationKind<A> {
  readonly name: string;
  readonly summary: string;
  readonly codec: t.Type<A, unknown, unknown>;
  title(expected: A): string;
  readsFailure?: boolean;
  check(expected: A, ctx: SimContext): Promise<CheckResult>;
}

/** An expectation kind with its value type hidden, so kinds of different shapes share one table. */
export interface ExpectationDecoder {
  readonly name: string;
  readonly summary: string;
  /** Validates the value found under the kind's key of an `expect` mapping described by `context`. */
  validate(raw: unknown, context: t.Context): t.Validation<Check>;
}

export const defineExpectation = <A>(kind: ExpectationKind<A>): ExpectationDecoder => ({
  name: kind.name,
  summary: kind.summary,
  validate: (raw, context) =>
    E.map(
      (expected: A): Check => ({
        name: kind.name,
        title: kind.title(expected),
        readsFailure: kind.readsFailure ?? false,
        run: (ctx) => kind.check(expected, ctx),
      }),
    )(kind.codec.validate(raw, [...context, { key: kind.name, type: kind.codec, actual: raw }])),
});
