// Values a caller would send, made from the document's schemas by a seeded generator: each
// field of the type, range and pattern its schema gives, ids mostly of rows the fixture made
// (so a request reaches past "not found"), dates near today, and text in English and Urdu.
import { addDays, todayInPakistan } from '@baraat/shared/domain/dates';
import type { Random } from '../seed/random';
import { type IdPools, kindOfField } from './ids';
import { type ApiDocument, type JsonSchema, resolved } from './operations';

export interface Generator {
  random: Random;
  document: ApiDocument;
  /** Ids of the fixture's rows by kind: businesses, halls, slots, bookings, people… */
  ids: IdPools;
  /** Slugs of the fixture's businesses. */
  slugs: string[];
}

const WORDS = [
  'Shalimar Hall',
  'Ayesha Khan',
  'Main Boulevard, Gulberg, Lahore',
  'شادی کی تقریب',
  'لاہور',
  'Mehndi ki raat',
  'Rs 250,000 advance',
  'Walima — 300 guests',
  'Shaadi#2027',
];

/** 2026-01-01 in milliseconds: a time a device could have synced at. */
const MILLISECONDS_2026 = 1_767_225_600_000;

const at2 = (n: number) => String(n).padStart(2, '0');

/** A value for each pattern the document uses; anything else gets a word that fits no rule. */
const PATTERNS: Record<string, (g: Generator) => string> = {
  '^\\d{4}-\\d{2}-\\d{2}$': (g) => aDate(g),
  '^([01]\\d|2[0-3]):[0-5]\\d$': (g) =>
    `${at2(g.random.int(8, 22))}:${g.random.pick(['00', '30'])}`,
  '^[1-9][0-9]*$': (g) => String(g.random.int(1, 5000)),
  '^[A-Z]{3,7}$': (g) => g.random.pick(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
  '^[A-Za-z0-9._:-]{1,200}$': (g) => `fuzz-${g.random.int(1, 1e9)}`,
  '^[A-Za-z0-9._:-]{8,100}$': (g) => `fuzz-key-${g.random.int(1, 1e9)}`,
  '^[A-Za-z0-9_-]+$': (g) => `fuzz_${g.random.int(1, 1e9)}`,
  '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$': (g) => `fuzz${g.random.int(1, 1e9)}@example.pk`,
  '^\\d{1,15}$': (g) => String(MILLISECONDS_2026 + g.random.int(0, 1e10)),
};

/** A day from a month back to four months ahead, as the calendar's fields take it. */
export function aDate(g: Generator): string {
  return addDays(todayInPakistan(), g.random.int(-30, 120));
}

/** Field names that take a day although their schema says only "a string". */
const DATE_NAMES = /(^|_)(date|from|to|start|end|on|day)$|_date$|^date_|^target_date$/;

function aString(g: Generator, schema: JsonSchema, name: string): string {
  const pattern = schema.pattern as string | undefined;
  if (pattern) {
    const made = PATTERNS[pattern];
    if (made) return made(g);
  }
  if (DATE_NAMES.test(name)) return aDate(g);
  const min = (schema.minLength as number | undefined) ?? 0;
  const max = (schema.maxLength as number | undefined) ?? 200;
  let text = g.random.pick(WORDS);
  while (text.length < min) text += ` ${g.random.pick(WORDS)}`;
  return text.slice(0, max);
}

function aNumber(g: Generator, schema: JsonSchema, name: string, integer: boolean): number {
  const exclusive = schema.exclusiveMinimum as number | undefined;
  const min =
    (schema.minimum as number | undefined) ?? (exclusive === undefined ? 0 : exclusive + 1);
  const max = Math.min((schema.maximum as number | undefined) ?? 1e6, min + 1e6);
  if (integer && /id$|_ids$/i.test(name) && g.random.chance(0.9)) {
    const pool = g.ids[kindOfField(name) ?? ''] ?? Object.values(g.ids).flat();
    const id = g.random.chance(0.85) && pool.length ? g.random.pick(pool) : g.random.int(1, 12);
    if (id >= min && id <= max) return id;
  }
  const value = min + (max - min) * g.random.next() ** 3;
  return integer ? Math.round(value) : Math.round(value * 10) / 10;
}

/** A value `schema` accepts (as far as its keywords say; the server's rules may still refuse). */
export function validValue(g: Generator, given: JsonSchema, name = '', depth = 0): unknown {
  const schema = resolved(g.document, given);
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return g.random.pick(schema.enum);
  const choices = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (choices) {
    const notNull = choices.filter((choice) => choice.type !== 'null');
    return validValue(g, g.random.pick(notNull.length ? notNull : choices), name, depth);
  }
  if (Array.isArray(schema.allOf)) {
    return Object.assign({}, ...schema.allOf.map((part) => validValue(g, part, name, depth)));
  }
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const type = g.random.pick(
    types.filter((t) => t !== 'null').concat(types.length ? [] : ['string']),
  );
  switch (type) {
    case 'object':
      return anObject(g, schema, depth);
    case 'array': {
      const min = (schema.minItems as number | undefined) ?? 0;
      const max = Math.min((schema.maxItems as number | undefined) ?? 3, min + 3);
      const items = (schema.items as JsonSchema | undefined) ?? { type: 'string' };
      const count = depth > 4 ? min : g.random.int(min, max);
      return Array.from({ length: count }, () => validValue(g, items, name, depth + 1));
    }
    case 'integer':
      return aNumber(g, schema, name, true);
    case 'number':
      return aNumber(g, schema, name, false);
    case 'boolean':
      return g.random.chance(0.5);
    case 'null':
      return null;
    default:
      return aString(g, schema, name);
  }
}

function anObject(g: Generator, schema: JsonSchema, depth: number): Record<string, unknown> {
  const properties = (schema.properties as Record<string, JsonSchema> | undefined) ?? {};
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const value: Record<string, unknown> = {};
  for (const [key, property] of Object.entries(properties)) {
    if (required.has(key) || (depth < 4 && g.random.chance(0.6))) {
      value[key] = validValue(g, property, key, depth + 1);
    }
  }
  return value;
}
