import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { DURATION_FORMS, type Duration, readDuration } from '../runtime/duration.js';

/**
 * Text written in YAML. Numbers are accepted and read as text, because an unquoted mobile number or
 * area code (`areaCode: 44`) is parsed by YAML as a number.
 */
export const Text = new t.Type<string, string, unknown>(
  'text',
  (u): u is string => typeof u === 'string',
  (u, c) =>
    typeof u === 'string' ? t.success(u) : typeof u === 'number' ? t.success(String(u)) : t.failure(u, c),
  (s) => s,
);

/** A decimal as YAML gives it, `'0.5'` or `0.5`, read as its text (so no digit is lost to a float). */
export const DecimalText = new t.Type<string, string, unknown>(
  'a decimal such as 0.5',
  (u): u is string => typeof u === 'string' && /^-?\d+(\.\d+)?$/.test(u.trim()),
  (u, c) => {
    const text = typeof u === 'number' && Number.isFinite(u) ? String(u) : u;
    return typeof text === 'string' && /^-?\d+(\.\d+)?$/.test(text.trim())
      ? t.success(text.trim())
      : t.failure(u, c);
  },
  (s) => s,
);

/** A duration in milliseconds: a whole number, never negative. */
export const Millis = new t.Type<number, number, unknown>(
  'milliseconds (a whole number ≥ 0)',
  (u): u is number => Number.isSafeInteger(u) && (u as number) >= 0,
  (u, c) => {
    const n = typeof u === 'string' && /^\d+$/.test(u) ? Number(u) : u;
    return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0 ? t.success(n) : t.failure(u, c);
  },
  (n) => n,
);

/** `90s`, `30m`, `24h`, `7d`: a whole number of seconds, minutes, hours or days, more than zero. */
export const DurationCodec = new t.Type<Duration, string, unknown>(
  `a duration such as ${DURATION_FORMS}`,
  (u): u is Duration => typeof u === 'object' && u !== null && 'seconds' in u && 'text' in u,
  (u, c) => {
    const duration = typeof u === 'string' ? readDuration(u) : undefined;
    return duration === undefined ? t.failure(u, c) : t.success(duration);
  },
  (duration) => duration.text,
);

/** `t.keyof` over a tuple of literals declared elsewhere (core's enums). */
export const oneOf = <const V extends string>(values: readonly V[]) =>
  t.keyof(Object.fromEntries(values.map((v) => [v, null])) as { [K in V]: null });

/** Steps written as a bare name (`- logout`) or with an empty value (`- logout:`) take no arguments. */
export const NoArgs = new t.Type<undefined, undefined, unknown>(
  'no arguments',
  (u): u is undefined => u === undefined,
  (u, c) =>
    u === undefined ||
    u === null ||
    (typeof u === 'object' && !Array.isArray(u) && Object.keys(u).length === 0)
      ? t.success(undefined)
      : t.failure(u, c),
  () => undefined,
);

/** A YAML mapping. */
export const isRecord = (u: unknown): u is Record<string, unknown> =>
  typeof u === 'object' && u !== null && !Array.isArray(u);

/**
 * An object with required and optional fields that refuses fields it does not know, so a typo
 * (`pasword:`) is reported instead of silently ignored.
 */
export const fields = <R extends t.Props, O extends t.Props>(name: string, required: R, optional: O) => {
  const base = t.intersection([t.type(required), t.partial(optional)], name);
  const known = [...Object.keys(required), ...Object.keys(optional)];
  return new t.Type<t.TypeOf<typeof base>, t.OutputOf<typeof base>, unknown>(
    name,
    base.is,
    (u, c) => {
      if (!isRecord(u)) return t.failure(u, c);
      const strangers: t.Errors = Object.keys(u)
        .filter((key) => !known.includes(key))
        .map((key) => ({
          value: u[key],
          context: [...c, { key, type: t.unknown, actual: u[key] }],
          message: `unknown field "${key}" (known: ${known.join(', ')})`,
        }));
      // The base joins the context so its branches are read as one object, not as `[0]` and `[1]`.
      const decoded = base.validate(u, [...c, { key: '', type: base, actual: u }]);
      if (strangers.length === 0) return decoded;
      return t.failures(E.isLeft(decoded) ? [...strangers, ...decoded.left] : strangers);
    },
    base.encode,
  );
};
