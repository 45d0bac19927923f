import fc from 'fast-check';

/** Just enough of OpenAPI 3.0's schema object for the documents this app generates. */
export interface Schema {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  allOf?: Schema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  nullable?: boolean;
  example?: unknown;
}

export interface Operation {
  method: string;
  path: string;
  parameters: { name: string; in: 'path' | 'query'; required?: boolean; schema?: Schema }[];
  body?: Schema;
}

/** Every operation of the document, its body schema resolved. */
export function operations(document: {
  paths: Record<
    string,
    Record<string, { parameters?: Operation['parameters']; requestBody?: { content: Record<string, { schema: Schema }> } }>
  >;
}): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      parameters: operation.parameters ?? [],
      body: operation.requestBody?.content['application/json']?.schema,
    })),
  );
}

/** Values an input can take that are still plausible: the ids the test knows, and schema-conforming values. */
export interface KnownValues {
  uuids: string[];
}

export function resolver(components: Record<string, Schema>) {
  const resolve = (schema: Schema): Schema => {
    if (schema.$ref) return resolve(components[schema.$ref.split('/').pop()!]);
    if (schema.allOf)
      return schema.allOf.map(resolve).reduce(
        (merged, part) => ({
          ...merged,
          ...part,
          properties: { ...merged.properties, ...part.properties },
          required: [...(merged.required ?? []), ...(part.required ?? [])],
        }),
        {} as Schema,
      );
    return schema;
  };

  /** A value that conforms to the schema (the server may still refuse it on business rules). */
  const valid = (input: Schema, known: KnownValues, depth = 0): fc.Arbitrary<unknown> => {
    const schema = resolve(input);
    if (schema.enum) return fc.constantFrom(...schema.enum);
    switch (schema.type) {
      case 'string':
        if (schema.format === 'uuid') return fc.oneof(fc.constantFrom(...known.uuids), fc.uuid());
        if (schema.format === 'email')
          return fc.oneof(
            fc.emailAddress(),
            fc.integer({ min: 0, max: 1e6 }).map((n) => `fuzz${n}@test.nl`),
          );
        if (schema.format === 'date-time')
          return fc.integer({ min: -2, max: 8 * 24 }).map((hours) => new Date(Date.now() + hours * 3_600_000).toISOString());
        return fc.oneof(
          ...(schema.example !== undefined ? [fc.constant(schema.example)] : []),
          fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 40) }),
        );
      case 'number':
      case 'integer':
        return fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000 });
      case 'boolean':
        return fc.boolean();
      case 'array':
        return depth > 3 ? fc.constant([]) : fc.array(valid(schema.items ?? {}, known, depth + 1), { maxLength: 4 });
      case 'object': {
        if (!schema.properties || depth > 3) return fc.constant({});
        const required = schema.required ?? [];
        const model = Object.fromEntries(
          Object.entries(schema.properties).map(([key, property]) => [key, valid(property, known, depth + 1)]),
        );
        return fc.record(model, { requiredKeys: required.filter((key) => key in model) });
      }
      default:
        return schema.example !== undefined
          ? fc.oneof(fc.constant(schema.example), fc.string({ maxLength: 20 }))
          : fc.string({ maxLength: 20 });
    }
  };

  return { resolve, valid };
}

/** Replaced by a raw number literal beyond 2^53 once the body is serialised (JSON.stringify cannot write one). */
export const HUGE_NUMBER = '@@huge-number@@';
/** Markers for values too big to print in a failure report: arrays nested `depth` deep, and a 10 MB string. */
const DEEP = '@@deep@@';
const TEN_MB = '@@ten-megabytes@@';
/** Markers for a list of `n` small objects and an object of `n` keys: oversized input that is cheap to send. */
const WIDE_ARRAY = '@@wide-array@@';
const WIDE_OBJECT = '@@wide-object@@';

/** Keys named after Object.prototype's members: a lookup by such a key finds a function unless the code asks for own keys. */
export const PROTOTYPE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'isPrototypeOf',
  '__defineGetter__',
];

/** A string or value that the API must refuse, or at least survive. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ maxLength: 10 }).map((text) => `${text}\u0000${text}`),
  fc.constantFrom('\uD800', 'a\uDBFFb', '\uDC00z', 'x\uDFFF'),
  fc.constant(HUGE_NUMBER),
  fc.constantFrom(null, true, 0, -1, 1.5, 1e308, [], {}, [null], { nested: { deeper: 'x' } }, '', ' ', 'null'),
  fc.integer({ min: 50, max: 3000 }).map((depth) => `${DEEP}${depth}${DEEP}`),
  fc.constant({ ['__proto__']: { isAdmin: true } }),
  fc.constant({ constructor: { prototype: { isAdmin: true } } }),
  // Control, bidirectional and zero-width characters: refused (line breaks only in multi-line fields), never a 500.
  fc
    .tuple(
      fc.string({ maxLength: 8 }),
      fc.constantFrom('\n', '\r\n', '\t', '\u0007', '\u001b[31m', '\u007f', '\u0085', '\u202e', '\u2066', '\u200b', '\ufeff'),
    )
    .map(([text, control]) => `${text}${control}${text}`),
  fc.integer({ min: 1001, max: 20_000 }).map((n) => `${WIDE_ARRAY}${n}${WIDE_ARRAY}`),
  fc.integer({ min: 1001, max: 5_000 }).map((n) => `${WIDE_OBJECT}${n}${WIDE_OBJECT}`),
);

/**
 * A query parameter's value: valid, hostile, or JSON (as the lists' sort, range and filter are) whose inner key or value
 * is hostile, so that the input guard's rules reach inside it.
 */
export function queryValue(validValue: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const innerKey = fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), fc.constantFrom('q', 'id', 'status', 'role', 'locationId'));
  return fc.oneof(
    { weight: 3, arbitrary: validValue },
    { weight: 2, arbitrary: hostileValue },
    {
      weight: 2,
      arbitrary: fc
        .tuple(innerKey, fc.oneof(hostileValue, fc.string({ maxLength: 5 })))
        .map(([key, value]) => serialise(withKey({}, key, value))),
    },
    { weight: 1, arbitrary: fc.tuple(hostileValue, hostileValue).map((pair) => serialise(pair)) },
  );
}

/** X-Forwarded-For as a proxy writes it, or as a client forges it: long, odd, several entries, IPv6, or no address at all. */
export const forwardedFor: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.ipV4() },
  { weight: 1, arbitrary: fc.ipV6() },
  { weight: 1, arbitrary: fc.tuple(fc.ipV4(), fc.ipV4()).map(([forged, real]) => `${forged}, ${real}`) },
  { weight: 1, arbitrary: fc.integer({ min: 50, max: 6000 }).map((n) => `${'1'.repeat(n)}`) },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 2, max: 400 }).map((n) => Array.from({ length: n }, (_, i) => `10.0.${i % 250}.1`).join(', ')),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'unknown',
      '',
      ' ',
      ',',
      'localhost',
      '::ffff:10.0.0.1',
      '[::1]:80',
      '1.2.3.4:5678',
      '999.1.1.1',
      'fe80::1%eth0',
    ),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme-ascii', maxLength: 60 }) },
);

/** A rare 10 MB string: the body limit must answer 413 before anything reads it. */
export const hugeString = fc.constant(TEN_MB);

/** Mutates one field of a valid body, adds a hostile key, or replaces the whole body. */
export function hostileBody(validBody: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 6, arbitrary: fc.tuple(validBody, fc.nat(), hostileValue).map(([body, pick, value]) => replaceOne(body, pick, value)) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(validBody, fc.constantFrom(...PROTOTYPE_KEYS, 'unknownField', 'tenantId', 'role'), hostileValue)
        .map(([body, key, value]) => withKey(body, key, value)),
    },
    { weight: 2, arbitrary: hostileValue },
    { weight: 1, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: fc.tuple(validBody, fc.nat(), hugeString).map(([body, pick, value]) => replaceOne(body, pick, value)) },
  );
}

function replaceOne(body: unknown, pick: number, value: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return value;
  const keys = Object.keys(body);
  if (keys.length === 0) return withKey(body, 'field', value);
  const key = keys[pick % keys.length];
  const current = (body as Record<string, unknown>)[key];
  const replaced =
    typeof current === 'object' && current !== null && !Array.isArray(current) && pick % 3 === 0
      ? replaceOne(current, pick >> 2, value)
      : value;
  return { ...body, [key]: replaced };
}

/** Sets an own property, "__proto__" included (a spread or assignment would set the prototype instead). */
function withKey(body: unknown, key: string, value: unknown): unknown {
  const target = typeof body === 'object' && body !== null && !Array.isArray(body) ? { ...body } : {};
  Object.defineProperty(target, key, { value, enumerable: true, configurable: true, writable: true });
  return target;
}

/** JSON text of a body, with the huge-number marker turned into a raw literal. */
export function serialise(body: unknown): string | undefined {
  if (body === undefined) return undefined;
  return JSON.stringify(body)
    .replaceAll(JSON.stringify(HUGE_NUMBER), '9007199254740993123')
    .replaceAll(JSON.stringify(TEN_MB), () => JSON.stringify('x'.repeat(10 * 1024 * 1024)))
    .replace(new RegExp(`"${DEEP}(\\d+)${DEEP}"`, 'g'), (_, depth: string) => '['.repeat(Number(depth)) + ']'.repeat(Number(depth)))
    .replace(new RegExp(`"${WIDE_ARRAY}(\\d+)${WIDE_ARRAY}"`, 'g'), (_, n: string) => `[${Array(Number(n)).fill('{"a":1}').join(',')}]`)
    .replace(
      new RegExp(`"${WIDE_OBJECT}(\\d+)${WIDE_OBJECT}"`, 'g'),
      (_, n: string) => `{${Array.from({ length: Number(n) }, (_, i) => `"k${i}":${i}`).join(',')}}`,
    );
}
