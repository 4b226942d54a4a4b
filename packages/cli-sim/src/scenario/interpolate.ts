import * as E from 'fp-ts/lib/Either.js';
import { joinPath } from './describe-errors.js';

/** Values a placeholder can stand for. */
export type Binding = string | number | boolean;

/** What `${name}` placeholders can name: the scenario's vars, `random`, and `env.NAME`. */
export interface Bindings {
  readonly values: Readonly<Record<string, Binding>>;
  readonly env: Readonly<Record<string, string | undefined>>;
}

// `$${...}` is an escaped placeholder; `${name:-fallback}` falls back when `name` is unbound.
const PLACEHOLDER = /\$(\$?)\{([^}]*)\}/g;
const WHOLE = /^\$\{([^}]*)\}$/;

const lookup = (expression: string, bindings: Bindings): E.Either<string, Binding> => {
  const [name = '', fallback] = expression.split(/:-(.*)/s, 2) as [string, string | undefined];
  const key = name.trim();
  const bound = key.startsWith('env.') ? bindings.env[key.slice(4)] : bindings.values[key];
  if (bound !== undefined) return E.right(bound);
  if (fallback !== undefined) return E.right(fallback);
  const known = ['env.NAME', ...Object.keys(bindings.values)].join(', ');
  return E.left(
    key.startsWith('env.')
      ? `environment variable ${key.slice(4)} is not set (write \${${key}:-default} to give a default)`
      : `unknown variable "${key}" (known: ${known})`,
  );
};

/** Fills the placeholders of one string. A string that is one placeholder keeps the value's type. */
export const interpolateText = (text: string, bindings: Bindings): E.Either<string, Binding> => {
  const whole = WHOLE.exec(text);
  if (whole) return lookup(whole[1]!, bindings);
  let failure: string | undefined;
  const filled = text.replace(PLACEHOLDER, (match, escaped: string, expression: string) => {
    if (escaped) return match.slice(1);
    const value = lookup(expression, bindings);
    if (E.isLeft(value)) {
      failure ??= value.left;
      return match;
    }
    return String(value.right);
  });
  return failure === undefined ? E.right(filled) : E.left(failure);
};

/** Fills every string inside a YAML value; errors name the path of the string that could not be filled. */
export const interpolate = (value: unknown, bindings: Bindings, path = ''): E.Either<string[], unknown> => {
  if (typeof value === 'string') {
    return E.mapLeft((message: string) => [`${path || '(root)'}: ${message}`])(
      interpolateText(value, bindings),
    );
  }
  if (Array.isArray(value) || (typeof value === 'object' && value !== null)) {
    const entries = Object.entries(value);
    const errors: string[] = [];
    const filled: [string, unknown][] = [];
    for (const [key, item] of entries) {
      const result = interpolate(item, bindings, joinPath(path, key));
      if (E.isLeft(result)) errors.push(...result.left);
      else filled.push([key, result.right]);
    }
    if (errors.length > 0) return E.left(errors);
    return E.right(Array.isArray(value) ? filled.map(([, item]) => item) : Object.fromEntries(filled));
  }
  return E.right(value);
};

/**
 * The scenario's vars with their own placeholders filled, in the order written: a var may use
 * `random`, `env.NAME` and the vars above it.
 */
export const bindVars = (
  vars: Readonly<Record<string, Binding>>,
  builtins: Readonly<Record<string, Binding>>,
  env: Bindings['env'],
): E.Either<string[], Bindings> => {
  const values: Record<string, Binding> = { ...builtins };
  const errors: string[] = [];
  for (const [name, raw] of Object.entries(vars)) {
    if (name in builtins) {
      errors.push(`vars.${name}: "${name}" is built in and cannot be redefined`);
      continue;
    }
    const filled = typeof raw === 'string' ? interpolateText(raw, { values, env }) : E.right(raw);
    if (E.isLeft(filled)) errors.push(`vars.${name}: ${filled.left}`);
    else values[name] = filled.right;
  }
  return errors.length > 0 ? E.left(errors) : E.right({ values, env });
};
