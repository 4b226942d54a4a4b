import { createHash, randomInt } from 'node:crypto';
import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { parseDocument } from 'yaml';
import { fields, Text } from '../steps/codecs.js';
import { stepKinds } from '../steps/index.js';
import type { PlannedStep, StepDecoder } from '../steps/step.js';
import { describeErrors, joinPath } from './describe-errors.js';
import { type Binding, type Bindings, bindVars, interpolate } from './interpolate.js';

/** A scenario ready to run: every step decoded, every placeholder filled. */
export interface Scenario {
  readonly name: string;
  readonly description?: string;
  readonly steps: readonly PlannedStep[];
}

const ScenarioDocument = fields(
  'scenario (name, steps, optional description and vars)',
  { name: Text, steps: t.array(t.unknown, 'a list of steps') },
  {
    description: t.string,
    vars: t.record(t.string, t.union([t.string, t.number, t.boolean], 'text, number or boolean')),
  },
);

// Placeholders may turn text into numbers or booleans; name and description stay text.
const Header = t.intersection([t.type({ name: Text }), t.partial({ description: Text })]);

export interface LoadOptions {
  /** The value of `${random}`: one per run, so every step sees the same one. */
  readonly random: string;
  /** The value of `${randomDigits}`, for mobile numbers; also one per run. */
  readonly randomDigits: string;
  readonly env: Bindings['env'];
  /** The step table; tests may pass their own. */
  readonly kinds?: readonly StepDecoder[];
}

const TITLE_KEY = 'name';

/** Decodes one step: `- logout`, `- login: {...}`, or either with a `name:` that titles it. */
export const planStep = (
  raw: unknown,
  path: string,
  kinds: readonly StepDecoder[],
): E.Either<string[], PlannedStep> => {
  const known = kinds.map((kind) => kind.name).join(', ');
  const byName = new Map(kinds.map((kind) => [kind.name, kind]));
  if (typeof raw === 'string') {
    const kind = byName.get(raw);
    return kind
      ? kind.plan(undefined, joinPath(path, raw))
      : E.left([`${path}: unknown step kind "${raw}" (known: ${known})`]);
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return E.left([`${path}: expected a step such as "- login: { user: …, password: … }" or "- logout"`]);
  }
  const entries = Object.entries(raw);
  const title = (raw as Record<string, unknown>)[TITLE_KEY];
  if (title !== undefined && typeof title !== 'string')
    return E.left([`${joinPath(path, TITLE_KEY)}: expected text`]);
  const keys = entries.map(([key]) => key).filter((key) => key !== TITLE_KEY);
  if (keys.length !== 1) {
    return E.left([
      keys.length === 0
        ? `${path}: no step kind (known: ${known})`
        : `${path}: one step kind per step, found ${keys.join(', ')} (indent arguments under the kind)`,
    ]);
  }
  const key = keys[0]!;
  const kind = byName.get(key);
  if (kind === undefined) return E.left([`${path}: unknown step kind "${key}" (known: ${known})`]);
  return kind.plan((raw as Record<string, unknown>)[key], joinPath(path, key), title);
};

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const ALPHANUMERIC = `${LETTERS}0123456789`;

/** Draws a whole number from 0 up to (not including) `below`. */
export type Draw = (below: number) => number;

/**
 * A repeatable draw: the same seed gives the same numbers, run after run (`--seed`). Each number
 * comes from SHA-256 of the seed and a counter; the modulo's bias on numbers below 36 is far below
 * anything a scenario could notice.
 */
export const seededDraw = (seed: string): Draw => {
  let counter = 0;
  return (below) => {
    const digest = createHash('sha256').update(`${seed}\u0000${counter++}`).digest();
    return digest.readUInt32BE(0) % below;
  };
};

/** Random digits, for mobile numbers. */
export const randomDigits = (length = 8, draw: Draw = randomInt): string =>
  Array.from({ length }, () => String(draw(10))).join('');

/**
 * Random text that fits every identifier rule: lowercase letters and digits, starting with a letter
 * so `${random}` alone is a valid username.
 */
export const randomToken = (length = 8, draw: Draw = randomInt): string =>
  Array.from({ length }, (_, i) => (i === 0 ? LETTERS : ALPHANUMERIC)[draw(i === 0 ? 26 : 36)]).join('');

/**
 * Reads a scenario file's text into a runnable Scenario, or every problem found: YAML syntax,
 * the document's shape, unknown variables, unknown step kinds and bad step arguments, each with
 * the path where it was found.
 */
export const parseScenario = (text: string, options: LoadOptions): E.Either<string[], Scenario> => {
  const document = parseDocument(text, { prettyErrors: true });
  if (document.errors.length > 0) return E.left(document.errors.map((error) => `YAML: ${error.message}`));
  const decoded = ScenarioDocument.decode(document.toJS());
  if (E.isLeft(decoded)) return E.left(describeErrors(decoded.left, ''));
  const { name, description, vars = {}, steps } = decoded.right;

  const builtins: Record<string, Binding> = {
    random: options.random,
    randomDigits: options.randomDigits,
  };
  const bindings = bindVars(vars, builtins, options.env);
  if (E.isLeft(bindings)) return bindings;
  const errors: string[] = [];
  const header = E.flatMap((filled: unknown) =>
    E.mapLeft((e: t.Errors) => describeErrors(e, ''))(Header.decode(filled)),
  )(interpolate({ name, description }, bindings.right));
  if (E.isLeft(header)) errors.push(...header.left);

  // Each step is filled and decoded on its own, so one bad variable does not hide other problems.
  const kinds = options.kinds ?? stepKinds;
  const planned: PlannedStep[] = [];
  steps.forEach((raw, index) => {
    const path = `steps[${index}]`;
    const step = E.flatMap((filled: unknown) => planStep(filled, path, kinds))(
      interpolate(raw, bindings.right, path),
    );
    if (E.isLeft(step)) errors.push(...step.left);
    else planned.push(step.right);
  });
  if (E.isLeft(header) || errors.length > 0) return E.left(errors);
  if (planned.length === 0) return E.left(['steps: a scenario needs at least one step']);
  return E.right({
    name: header.right.name,
    ...(header.right.description === undefined ? {} : { description: header.right.description }),
    steps: planned,
  });
};
