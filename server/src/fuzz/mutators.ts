// A fuzz request with one thing broken (item 6): a body field of the wrong type,
// missing or unknown, text of 100 KB or with control characters, nesting 1,000 deep, an
// impossible date, a number out of every range, an id that is no id, a query string no form
// sends, a malformed Idempotency-Key or Authorization header.
import {
  BAD_AUTHORIZATIONS,
  BAD_IDS,
  BAD_QUERY_STRINGS,
  CONTROL_CHARACTERS,
  deeplyNested,
  HUGE_NUMBERS,
  HUNDRED_KB,
  IMPOSSIBLE_DATES,
  NAN_LIKE,
  RTL_AND_FORMAT_TEXT,
} from './hostile';
import type { JsonSchema } from './operations';
import { type FuzzBody, type FuzzRequest, pathOf, scalar } from './requests';
import type { Generator } from './values';

type Path = (string | number)[];

function leafPaths(value: unknown, path: Path = []): Path[] {
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => leafPaths(item, [...path, index])).concat([path]);
  }
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).flatMap(([key, item]) => leafPaths(item, [...path, key]));
    return path.length ? entries.concat([path]) : entries;
  }
  return path.length ? [path] : [];
}

function valueAt(root: unknown, path: Path): unknown {
  return path.reduce<unknown>((value, key) => (value as Record<string, unknown>)?.[key], root);
}

function withValueAt(root: unknown, path: Path, value: unknown): unknown {
  if (!path.length) return value;
  const copy = structuredClone(root) as Record<string | number, unknown>;
  const parent = valueAt(copy, path.slice(0, -1)) as Record<string | number, unknown>;
  parent[path.at(-1)!] = value;
  return copy;
}

/** A text a hostile client puts in a field, and the tag of its class. */
function hostileText(g: Generator): { text: string; what: string; tag?: string } {
  switch (g.random.int(0, 3)) {
    case 0: {
      const control = g.random.pick(CONTROL_CHARACTERS);
      const code = control.codePointAt(0)!.toString(16).padStart(4, '0');
      return { text: `a${control}b`, what: `U+${code}`, tag: 'control' };
    }
    case 1:
      return { text: g.random.pick(RTL_AND_FORMAT_TEXT), what: 'right-to-left and format text' };
    case 2:
      return { text: g.random.pick(IMPOSSIBLE_DATES), what: 'an impossible date' };
    default:
      return { text: g.random.pick(NAN_LIKE), what: 'a number-like word' };
  }
}

/** A value of the wrong kind for any field. */
function wrongValue(g: Generator): { value: unknown; what: string; tag?: string } {
  switch (g.random.int(0, 6)) {
    case 0:
      return { value: g.random.pick(HUGE_NUMBERS), what: 'a number out of range' };
    case 1:
      return { value: HUNDRED_KB, what: '100 KB of text' };
    case 2: {
      const levels = g.random.pick([40, 1000]);
      const kind = g.random.pick(['array', 'object'] as const);
      return { value: deeplyNested(levels, kind), what: `${kind}s ${levels} deep` };
    }
    case 3:
      return {
        value: g.random.pick([null, true, [], {}, [1, 'a'], { $gt: '' }]),
        what: 'a wrong type',
      };
    default: {
      const { text, what, tag } = hostileText(g);
      return { value: text, what, ...(tag ? { tag } : {}) };
    }
  }
}

const BODY_BREAKS = [
  'field',
  'field',
  'field',
  'missing',
  'extra',
  'whole',
  'raw',
  'prototype',
  'encoding',
] as const;

/** Keys that reach an object's prototype where a body is merged carelessly. */
const PROTOTYPE_KEYS =
  '{"__proto__":{"is_business_owner":true},"constructor":{"prototype":{"x":1}}}';

/** The same fields in another encoding: a form where JSON is taken, JSON where a form is. */
function otherEncoding(g: Generator, body: FuzzBody, value: unknown): FuzzBody {
  const record = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const fields = Object.fromEntries(Object.entries(record).map(([k, v]) => [k, scalar(v)]));
  if (body.kind !== 'json') return { kind: 'json', value: record };
  return g.random.chance(0.5) ? { kind: 'form', fields } : { kind: 'multipart', fields };
}

function brokenBody(g: Generator, request: FuzzRequest): FuzzRequest {
  const body = request.body ?? { kind: 'json', value: {} };
  const value =
    body.kind === 'json' ? body.value : body.kind === 'raw' ? {} : (body.fields as unknown);
  const schema = request.operation.body!.schema as JsonSchema;
  const how = g.random.pick(BODY_BREAKS);
  const wrong = wrongValue(g);
  const tags = wrong.tag ? [wrong.tag] : [];
  let broken: unknown = value;
  let mutation: string;
  if (how === 'raw') {
    const text = g.random.pick(['{"a":', '{"a":1}}', '\u0000', 'null', '[', '{"a":"\\ud800"}']);
    const contentType = g.random.pick(['application/json', 'text/plain', 'application/xml']);
    return {
      ...request,
      body: { kind: 'raw', text, contentType },
      mutation: `raw ${contentType} body ${JSON.stringify(text)}`,
      tags,
    };
  }
  if (how === 'encoding') {
    const other = otherEncoding(g, body, value);
    return { ...request, body: other, mutation: `body sent as ${other.kind}`, tags };
  }
  const leaves = leafPaths(value);
  if (how === 'prototype') {
    broken = { ...(value as object), ...JSON.parse(PROTOTYPE_KEYS) };
    mutation = 'body with __proto__ and constructor';
  } else if (how === 'field' && leaves.length) {
    const at = g.random.pick(leaves);
    broken = withValueAt(value, at, wrong.value);
    mutation = `body.${at.join('.')} ← ${wrong.what}`;
  } else if (how === 'missing') {
    const required = (schema.required as string[] | undefined) ?? [];
    const name = required.length ? g.random.pick(required) : '';
    const { [name]: _left, ...rest } = (value ?? {}) as Record<string, unknown>;
    broken = rest;
    mutation = `body without ${name || 'anything'}`;
  } else if (how === 'extra') {
    broken = { ...(value as object), unexpected: wrong.value };
    mutation = `body.unexpected ← ${wrong.what}`;
  } else {
    broken = wrong.value;
    mutation = `body ← ${wrong.what}`;
  }
  if (body.kind === 'json' || body.kind === 'raw') {
    return { ...request, body: { kind: 'json', value: broken }, mutation, tags };
  }
  const fields =
    broken && typeof broken === 'object' && !Array.isArray(broken)
      ? Object.fromEntries(Object.entries(broken).map(([k, v]) => [k, scalar(v)]))
      : { value: scalar(broken) };
  return { ...request, body: { ...body, fields }, mutation, tags };
}

function brokenPath(g: Generator, request: FuzzRequest): FuzzRequest {
  const names = [...request.operation.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const name = g.random.pick(names);
  const bad = g.random.pick(BAD_IDS);
  const filled = pathOf(g, request.operation).split('/');
  const at = request.operation.path.split('/').indexOf(`{${name}}`);
  filled[at] = bad;
  return {
    ...request,
    path: filled.join('/'),
    mutation: `path ${name} ← ${JSON.stringify(bad)}`,
    tags: bad === '%00' ? ['control'] : [],
  };
}

function brokenQuery(g: Generator, request: FuzzRequest): FuzzRequest {
  const names = request.operation.parameters.filter((p) => p.in === 'query').map((p) => p.name);
  const reportRange = /report\.csv|revenue-data|package-performance/.test(request.operation.path);
  if (!names.length || g.random.chance(0.25)) {
    const query = g.random.chance(0.1)
      ? `q=${'a'.repeat(17 * 1024)}`
      : g.random.pick(BAD_QUERY_STRINGS);
    const tags = query.includes('%00') ? ['control'] : [];
    if (reportRange) tags.push('report-dates');
    return { ...request, query, mutation: `query ← ${JSON.stringify(query.slice(0, 60))}`, tags };
  }
  const name = g.random.pick(names);
  const wrong = wrongValue(g);
  const text = typeof wrong.value === 'string' ? wrong.value : JSON.stringify(wrong.value);
  const query = new URLSearchParams(request.query);
  if (g.random.chance(0.2)) {
    const tags = reportRange ? ['report-dates'] : [];
    query.append(name, query.get(name) ?? '1');
    query.append(name, '2');
    return { ...request, query: query.toString(), mutation: `query ${name} repeated`, tags };
  }
  query.set(name, text);
  const tags = wrong.tag ? [wrong.tag] : [];
  if (reportRange) tags.push('report-dates');
  return { ...request, query: query.toString(), mutation: `query ${name} ← ${wrong.what}`, tags };
}

function brokenKey(g: Generator, request: FuzzRequest): FuzzRequest {
  const key = g.random.pick(['', ' ', 'has space', 'k'.repeat(300), 'clé', 'a\tb']);
  return {
    ...request,
    headers: { ...request.headers, 'Idempotency-Key': key },
    mutation: `Idempotency-Key ← ${JSON.stringify(key.slice(0, 40))}`,
  };
}

/** Node refuses a request line and headers past 16 KB, with 431. */
const LONG_ADDRESS = 15 * 1024;

function brokenAuthorization(g: Generator, request: FuzzRequest): FuzzRequest {
  const authorization = g.random.pick(BAD_AUTHORIZATIONS);
  return {
    ...request,
    headers: { ...request.headers, Authorization: authorization },
    mutation: `Authorization ← ${JSON.stringify(authorization.slice(0, 40))}`,
  };
}

/** `request` with one thing broken, of the kinds the operation has. */
export function mutatedRequest(g: Generator, valid: FuzzRequest): FuzzRequest {
  const once = brokenRequest(g, valid);
  // Now and then two things at once: a refusal of one must not hide a fault behind it.
  const twice = g.random.chance(0.2) ? brokenRequest(g, once) : undefined;
  const request = twice
    ? {
        ...twice,
        mutation: `${once.mutation}; ${twice.mutation}`,
        tags: [...once.tags, ...twice.tags],
      }
    : once;
  const tags = new Set([...valid.tags, ...request.tags]);
  if (request.path.length + request.query.length > LONG_ADDRESS) tags.add('long-query');
  return { ...request, tags: [...tags] };
}

function brokenRequest(g: Generator, request: FuzzRequest): FuzzRequest {
  const { operation } = request;
  const kinds: ((g: Generator, r: FuzzRequest) => FuzzRequest)[] = [
    brokenQuery,
    brokenAuthorization,
  ];
  if (operation.body) kinds.push(brokenBody, brokenBody, brokenBody);
  if (operation.path.includes('{')) kinds.push(brokenPath, brokenPath);
  if (operation.parameters.some((p) => p.name === 'Idempotency-Key')) kinds.push(brokenKey);
  return g.random.pick(kinds)(g, request);
}
