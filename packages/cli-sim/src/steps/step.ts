import * as E from 'fp-ts/lib/Either.js';
import type * as t from 'io-ts';
import type { SimContext } from '../runtime/context.js';
import type { SimFailure } from '../runtime/failure.js';
import { describeErrors } from '../scenario/describe-errors.js';

/** How a step ended. A failed action carries its `failure` so a following `expect` can check it. */
export type StepOutcome =
  | { readonly ok: true; readonly detail?: string }
  | { readonly ok: false; readonly message: string; readonly failure?: SimFailure };

export const passed = (detail?: string): StepOutcome =>
  detail === undefined ? { ok: true } : { ok: true, detail };
export const failed = (message: string, failure?: SimFailure): StepOutcome =>
  failure === undefined ? { ok: false, message } : { ok: false, message, failure };

/**
 * Actions change the exchange or the session and record their failure in the context; checks only
 * look, and leave the last action's failure in place for the next check.
 */
export type StepRole = 'action' | 'check';

/** A decoded step, ready to run: its arguments are already bound. */
export interface PlannedStep {
  readonly kind: string;
  readonly title: string;
  readonly role: StepRole;
  /** True when this step checks the previous action's failure, so that action may fail. */
  readonly checksPreviousFailure: boolean;
  run(ctx: SimContext): Promise<StepOutcome>;
}

/**
 * One kind of step: how its arguments look in YAML and what it does. Add a kind by writing one of
 * these in its own module and listing it in `steps/index.ts`.
 */
export interface StepKind<A> {
  readonly name: string;
  /** One line for `--help` and the README. */
  readonly summary: string;
  readonly role: StepRole;
  /** Decodes the value under the step's key; `undefined` when the step is written as a bare name. */
  readonly args: t.Decoder<unknown, A>;
  title(args: A): string;
  checksPreviousFailure?(args: A): boolean;
  run(args: A, ctx: SimContext): Promise<StepOutcome>;
}

/** A step kind with its argument type hidden, so kinds of different shapes share one table. */
export interface StepDecoder {
  readonly name: string;
  readonly summary: string;
  /** Decodes the step's arguments found at `path`; `title` overrides the generated one. */
  plan(raw: unknown, path: string, title?: string): E.Either<string[], PlannedStep>;
}

export const defineStep = <A>(kind: StepKind<A>): StepDecoder => ({
  name: kind.name,
  summary: kind.summary,
  plan: (raw, path, title) =>
    E.bimap(
      (errors: t.Errors) => describeErrors(errors, path),
      (args: A): PlannedStep => ({
        kind: kind.name,
        title: title ?? kind.title(args),
        role: kind.role,
        checksPreviousFailure: kind.checksPreviousFailure?.(args) ?? false,
        run: (ctx) => kind.run(args, ctx),
      }),
    )(kind.args.decode(raw)),
});
