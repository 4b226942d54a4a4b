import type * as t from 'io-ts';
import { customSchemas } from './codecs.js';
import { contract, type EndpointName } from './contract.js';
import { summaries } from './docs.js';
import type { Endpoint } from './endpoint.js';
import { API_PREFIX } from './endpoint.js';
import { IDEMPOTENCY_KEY_TEXT } from './idempotency.js';

type Schema = Record<string, unknown>;

/** The structural parts of io-ts codecs that map onto JSON Schema. */
interface Tagged {
  readonly _tag?: string;
  readonly name: string;
  readonly props?: Record<string, t.Any>;
  readonly types?: readonly t.Any[];
  readonly type?: t.Any;
  readonly value?: unknown;
  readonly keys?: Record<string, unknown>;
}

/** JSON Schema for a codec, walked through io-ts's tags; custom codecs register their own. */
export const schemaOf = (codec: t.Any): Schema => {
  const custom = customSchemas.get(codec);
  if (custom) return custom;
  const c = codec as unknown as Tagged;
  switch (c._tag) {
    case 'StringType':
      return { type: 'string' };
    case 'NumberType':
      return { type: 'number' };
    case 'BooleanType':
      return { type: 'boolean' };
    case 'NullType':
      return { type: 'null' };
    case 'UnknownType':
      return {};
    case 'LiteralType':
      return { const: c.value };
    case 'KeyofType':
      return { type: 'string', enum: Object.keys(c.keys ?? {}) };
    case 'InterfaceType':
    case 'StrictType':
    case 'ExactType':
      return objectSchema(c.props ?? {}, true);
    case 'PartialType':
      return objectSchema(c.props ?? {}, false);
    case 'IntersectionType':
      return { allOf: (c.types ?? []).map(schemaOf) };
    case 'UnionType':
      return { anyOf: (c.types ?? []).map(schemaOf) };
    case 'ArrayType':
    case 'ReadonlyArrayType':
      return { type: 'array', items: c.type ? schemaOf(c.type) : {} };
    case 'ReadonlyType':
    case 'RefinementType':
      return c.type ? schemaOf(c.type) : {};
    default:
      return { description: c.name };
  }
};

const objectSchema = (props: Record<string, t.Any>, required: boolean): Schema => ({
  type: 'object',
  properties: Object.fromEntries(Object.entries(props).map(([k, v]) => [k, schemaOf(v)])),
  ...(required ? { required: Object.keys(props) } : {}),
});

/** Query parameters of a GET: the top-level properties of its params codec. */
const queryParameters = (params: Schema): Schema[] => {
  const parts = (params.allOf as Schema[] | undefined) ?? [params];
  return parts.flatMap((part) => {
    const required = new Set((part.required as string[] | undefined) ?? []);
    return Object.entries((part.properties as Record<string, Schema> | undefined) ?? {}).map(
      ([name, schema]) => ({
        name,
        in: 'query',
        required: required.has(name),
        schema,
      }),
    );
  });
};

const envelopeOf = (result: Schema): Schema => ({
  type: 'object',
  required: ['type', 'message'],
  properties: { type: { const: 'ok' }, message: result },
});

const security: Record<Endpoint['guard'], Schema[]> = {
  public: [],
  user: [{ token: [] }],
  operator: [{ operatorKey: [] }],
};

const operationOf = (name: EndpointName, e: Endpoint): Schema => {
  const params = schemaOf(e.params);
  return {
    operationId: name,
    summary: summaries[name],
    security: security[e.guard],
    ...(e.method === 'GET'
      ? {}
      : {
          requestBody: {
            content: {
              'application/json': { schema: params },
              'application/x-www-form-urlencoded': { schema: params },
            },
          },
        }),
    parameters: [
      ...(e.method === 'GET' ? queryParameters(params) : []),
      { name: 'lang', in: 'header', required: false, schema: { type: 'string' } },
      ...(e.idempotent
        ? [
            {
              name: 'Idempotency-Key',
              in: 'header',
              required: false,
              description:
                'A repeat with the same key answers the first answer and moves nothing; the same key with other parameters is refused.',
              schema: { type: 'string', pattern: IDEMPOTENCY_KEY_TEXT.source },
            },
          ]
        : []),
    ],
    responses: {
      '200': {
        description: `Envelope: type "ok" with the result as message; type "error" with code and message; type 999 (not logged in)${e.verified ? ' or 998 (verification required)' : ''}.`,
        content: { 'application/json': { schema: envelopeOf(schemaOf(e.result)) } },
      },
      '429': { description: 'Too many attempts; try again later.' },
    },
  };
};

/** The OpenAPI 3.1 document of the whole contract, served by the server at `/api/docs`. */
export const openApiDocument = (info: { title: string; version: string }) => {
  const paths: Record<string, Record<string, Schema>> = {};
  for (const [name, e] of Object.entries(contract) as [EndpointName, Endpoint][]) {
    const path = `${API_PREFIX}${e.path}`;
    paths[path] = { ...paths[path], [e.method.toLowerCase()]: operationOf(name, e) };
  }
  return {
    openapi: '3.1.0',
    info,
    paths,
    components: {
      securitySchemes: {
        token: { type: 'apiKey', in: 'header', name: 'Authorization' },
        operatorKey: { type: 'apiKey', in: 'header', name: 'Operator-Key' },
      },
    },
  };
};
