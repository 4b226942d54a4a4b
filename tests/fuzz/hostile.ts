import type { Endpoint } from '@tessera/contract';
import { Languages } from '@tessera/core';
import fc from 'fast-check';
import type * as t from 'io-ts';

/**
 * Hostile requests for one contract entry, derived from its params codec: its own fields given
 * wrong, borderline or dangerous values, some left out, unknown and prototype-polluting ones added,
 * sent as JSON, a form or multipart, with or without a valid token and the operator key, in any
 * of the nine languages. Only requests the codec refuses are kept (see `refusedByCodec`), so each
 * must be answered with an error and change nothing.
 */

/** The field names a params codec declares (type, partial, intersection, exact, refinement). */
export const fieldsOf = (codec: t.Mixed): string[] => {
  const shape = codec as unknown as {
    _tag?: string;
    props?: Record<string, unknown>;
    types?: t.Mixed[];
    type?: t.Mixed;
  };
  if (shape.props !== undefined) return Object.keys(shape.props);
  if (shape.types !== undefined) return [...new Set(shape.types.flatMap(fieldsOf))];
  if (shape.type !== undefined) return fieldsOf(shape.type);
  return [];
};

const MEGABYTE_STRING = 'x'.repeat(1024 * 1024);

/** Values no field should take, or only barely: the catalogue of the issue, and more. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  {
    arbitrary: fc.oneof(
      fc.constantFrom(
        null,
        true,
        0,
        -0,
        -1,
        Number.MAX_SAFE_INTEGER,
        1e308,
        '',
        ' ',
        '-0',
        '1e400',
        '-1e-400',
        '1E5',
        '0x10',
        'NaN',
        'Infinity',
        `9${'9'.repeat(400)}`,
        `0.${'0'.repeat(300)}1`,
        '-99999999999999999999999999.99999999',
        '\u0000',
        'a\u0007b\u001b[31m',
        '\u202eevil\u202c',
        'a\u200fb\u2066c',
        '<script>alert(1)</script>',
        "' OR 1=1 --",
        '../../etc/passwd',
        '%00',
        // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection probe, on purpose.
        '${7*7}',
        '\ud800',
      ),
      fc.string({ maxLength: 40 }),
      fc.string({ unit: 'binary', maxLength: 20 }),
      fc.integer(),
      fc.double(),
      fc.array(fc.oneof(fc.string({ maxLength: 5 }), fc.integer()), { maxLength: 3 }),
      fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
    ),
    weight: 60,
  },
  // Rarely, a megabyte: the body limit answers it, nothing else should see it.
  { arbitrary: fc.constant(MEGABYTE_STRING), weight: 1 },
);

export type Transport = 'json' | 'form' | 'multipart';
export type Auth = 'none' | 'user' | 'operator' | 'both';

export interface HostileRequest {
  readonly fields: Readonly<Record<string, unknown>>;
  /** Keys written into the JSON text as they are (`__proto__`, `constructor`), which an object literal cannot hold. */
  readonly pollution: boolean;
  readonly transport: Transport;
  readonly auth: Auth;
  readonly language: string;
}

const POLLUTION = '"__proto__":{"isAdmin":true,"polluted":1},"constructor":{"prototype":{"polluted":1}}';

/** The JSON text of a request (its pollution keys included). */
export const jsonText = (request: HostileRequest): string => {
  const text = JSON.stringify(request.fields);
  if (!request.pollution) return text;
  return text === '{}' ? `{${POLLUTION}}` : `{${POLLUTION},${text.slice(1)}`;
};

/** A field value as a form or a query string carries it. */
export const asText = (value: unknown): string =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? '');

/** A lone surrogate, which a form's UTF-8 encoding sends as U+FFFD. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** What the server's codec sees of the request, per transport (forms carry well-formed text only). */
const asReceived = (request: HostileRequest): unknown => {
  const parsed = JSON.parse(jsonText(request)) as Record<string, unknown>;
  if (request.transport === 'json') return parsed;
  return Object.fromEntries(
    Object.entries(parsed).map(([key, value]) => [key, asText(value).replace(LONE_SURROGATE, '\ufffd')]),
  );
};

/** Kept only if the entry's codec refuses the request as the server would receive it. */
export const refusedByCodec = (endpoint: Endpoint, request: HostileRequest): boolean =>
  endpoint.params.decode(asReceived(request))._tag === 'Left';

/** Hostile requests for `endpoint`. */
export const hostileRequest = (endpoint: Endpoint): fc.Arbitrary<HostileRequest> => {
  const own = fieldsOf(endpoint.params);
  const ownFields =
    own.length === 0
      ? fc.constant({})
      : fc.record(Object.fromEntries(own.map((name) => [name, hostileValue])), { requiredKeys: [] });
  const extraFields = fc.dictionary(
    fc.oneof(
      fc.constantFrom('id', 'user_id', 'amount', 'isAdmin', 'role', 'balance'),
      fc.string({ maxLength: 8 }),
    ),
    hostileValue,
    { maxKeys: 2 },
  );
  const transports: Transport[] = endpoint.method === 'GET' ? ['form'] : ['json', 'form', 'multipart'];
  return fc.record({
    fields: fc.tuple(ownFields, extraFields).map(([mine, extra]) => ({ ...extra, ...mine })),
    pollution: fc.boolean(),
    transport: fc.constantFrom(...transports),
    auth: fc.constantFrom<Auth>('none', 'user', 'operator', 'both'),
    language: fc.constantFrom(...Languages),
  });
};
