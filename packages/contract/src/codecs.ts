import { Decimal, RegistrationKinds } from '@tessera/core';
import * as t from 'io-ts';
import * as E from '#fp-ts/Either.js';

/** JSON Schema fragments for codecs io-ts cannot describe by its tags (custom `t.Type`s). */
export const customSchemas = new WeakMap<t.Any, Record<string, unknown>>();

const described = <C extends t.Any>(codec: C, schema: Record<string, unknown>): C => {
  customSchemas.set(codec, schema);
  return codec;
};

const DECIMAL_TEXT = /^-?(0|[1-9]\d*)(\.\d+)?$/;

/** Money and quantities travel as decimal strings (never JSON numbers) and decode to core's Decimal. */
export const DecimalString = /* @__PURE__ */ described(
  new t.Type<Decimal, string, unknown>(
    'DecimalString',
    (u): u is Decimal => u instanceof Decimal,
    (u, c) => (typeof u === 'string' && DECIMAL_TEXT.test(u) ? t.success(new Decimal(u)) : t.failure(u, c)),
    (d) => d.toFixed(),
  ),
  { type: 'string', pattern: DECIMAL_TEXT.source, example: '64000.25' },
);

/**
 * Characters no field of the API needs: C0 and C1 controls (NUL among them, which PostgreSQL
 * refuses in text), DEL, bidirectional overrides and isolates (they make one name look like
 * another), and unpaired surrogates (not encodable as UTF-8; with the `u` flag a surrogate class
 * matches only unpaired ones).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const FORBIDDEN_IN_TEXT = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\ud800-\udfff]/u;

const isText = (u: unknown): u is string => typeof u === 'string' && !FORBIDDEN_IN_TEXT.test(u);

/**
 * Every text a request carries. Refusing those characters here, once, keeps them out of every
 * endpoint: the registrar answers "parameter error" and no handler runs.
 */
export const Text = /* @__PURE__ */ described(
  new t.Type<string, string, unknown>(
    'Text',
    isText,
    (u, c) => (isText(u) ? t.success(u) : t.failure(u, c)),
    (s) => s,
  ),
  {
    type: 'string',
    description: 'Text without control, bidirectional-control or unpaired surrogate characters.',
  },
);

const FORBIDDEN_IN_LINES =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\ud800-\udfff]/u;

const isMultilineText = (u: unknown): u is string => typeof u === 'string' && !FORBIDDEN_IN_LINES.test(u);

/** Text that may run over several lines (Markdown an operator writes): `Text` with line feeds and tabs allowed. */
export const MultilineText = /* @__PURE__ */ described(
  new t.Type<string, string, unknown>(
    'MultilineText',
    isMultilineText,
    (u, c) => (isMultilineText(u) ? t.success(u) : t.failure(u, c)),
    (s) => s,
  ),
  {
    type: 'string',
    description:
      'Text of one or more lines (line feeds and tabs allowed), without other control, bidirectional-control or unpaired surrogate characters.',
  },
);

/**
 * A whole number that may arrive as text: form-encoded bodies and query strings carry only strings,
 * JSON bodies carry numbers; both mean the same request.
 */
export const IntFromInput = /* @__PURE__ */ described(
  new t.Type<number, number, unknown>(
    'IntFromInput',
    (u): u is number => Number.isSafeInteger(u),
    (u, c) => {
      const n = typeof u === 'string' && /^-?\d{1,15}$/.test(u) ? Number(u) : u;
      return typeof n === 'number' && Number.isSafeInteger(n) ? t.success(n) : t.failure(u, c);
    },
    (n) => n,
  ),
  { type: 'integer' },
);

/**
 * A whole number from `min` to `max` that may arrive as text, as `IntFromInput`; a number out of
 * range is a parameter error like any other malformed input, so no handler sees it.
 */
export const IntInRange = (min: number, max: number) =>
  described(
    new t.Type<number, number, unknown>(
      `IntInRange(${min}, ${max})`,
      (u): u is number => IntFromInput.is(u) && u >= min && u <= max,
      (u, c) =>
        E.flatMap((n: number) => (n >= min && n <= max ? t.success(n) : t.failure<number>(u, c)))(
          IntFromInput.validate(u, c),
        ),
      (n) => n,
    ),
    { type: 'integer', minimum: min, maximum: max },
  );

/** A yes/no that may arrive as text (`true`/`false`/`1`/`0` from forms) or as a JSON boolean. */
export const BooleanFromInput = /* @__PURE__ */ described(
  new t.Type<boolean, boolean, unknown>(
    'BooleanFromInput',
    (u): u is boolean => typeof u === 'boolean',
    (u, c) =>
      typeof u === 'boolean'
        ? t.success(u)
        : u === 'true' || u === '1'
          ? t.success(true)
          : u === 'false' || u === '0'
            ? t.success(false)
            : t.failure(u, c),
    (b) => b,
  ),
  { type: 'boolean' },
);

/** ISO 8601 UTC timestamps, kept as strings in the domain: they sort and compare as text. */
export const IsoTime = /* @__PURE__ */ described(
  new t.Type<string, string, unknown>(
    'IsoTime',
    (u): u is string => typeof u === 'string',
    (u, c) =>
      typeof u === 'string' && /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/.test(u)
        ? t.success(u)
        : t.failure(u, c),
    (s) => s,
  ),
  { type: 'string', format: 'date-time' },
);

const UTC_DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** A calendar day in UTC, `YYYY-MM-DD`. */
export const UtcDay = /* @__PURE__ */ described(
  new t.Type<string, string, unknown>(
    'UtcDay',
    (u): u is string => typeof u === 'string',
    (u, c) => (typeof u === 'string' && UTC_DAY.test(u) ? t.success(u) : t.failure(u, c)),
    (s) => s,
  ),
  { type: 'string', format: 'date' },
);

/** `t.keyof` over a readonly tuple of literals, so enums are declared once (in core) and reused. */
export const oneOf = <const V extends string>(values: readonly V[], name?: string) =>
  t.keyof(Object.fromEntries(values.map((v) => [v, null])) as { [K in V]: null }, name);

export const RegistrationKindCodec = /* @__PURE__ */ oneOf(RegistrationKinds, 'RegistrationKind');

/** Reads io-ts errors as "path: expected Type" lines, for `Decode` failures people can act on. */
export const describeErrors = (errors: t.Errors): string[] =>
  errors.slice(0, 10).map((error) => {
    const path = error.context
      .map((c) => c.key)
      .filter((k) => k !== '')
      .join('.');
    const expected = error.context[error.context.length - 1]?.type.name ?? 'value';
    return `${path || '(root)'}: expected ${expected}`;
  });

/** Decodes with a codec into an Either of readable error lines. */
export const decodeWith =
  <C extends t.Any>(codec: C) =>
  (input: unknown): E.Either<string[], t.TypeOf<C>> =>
    E.mapLeft(describeErrors)(codec.decode(input));
