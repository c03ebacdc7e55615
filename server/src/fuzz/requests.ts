// One fuzz request: a valid call of an operation made from its schemas, or that call with one
// thing broken (issue 33, item 6) — a body field of the wrong type, missing or unknown, text of
// 100 KB or with control characters, nesting 1,000 deep, an impossible date, a number out of
// every range, an id that is no id, a query string no form sends, a malformed key.
import {
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
import { kindOfPathParameter } from './ids';
import type { FuzzOperation, JsonSchema } from './operations';
import { type Generator, validValue } from './values';

export type Role = 'anonymous' | 'customer' | 'owner';

export type FuzzBody =
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; text: string; contentType: string }
  | { kind: 'form'; fields: Record<string, string> }
  | { kind: 'multipart'; fields: Record<string, string>; file?: Uint8Array };

export interface FuzzRequest {
  operation: FuzzOperation;
  role: Role;
  /** The address as sent, parameters filled in and escaped. */
  path: string;
  /** The query string as sent, without its `?` ('' for none). */
  query: string;
  headers: Record<string, string>;
  body?: FuzzBody;
  /** What was broken, for the report: `valid`, `body.title ← 100 KB text`… */
  mutation: string;
  /** Classes of input another part of issue 33 answers (FUZZ_LEAVE_OUT may leave them out). */
  tags: string[];
}

/** A file named .jpg that is text, and 2 MB that only start like a JPEG. */
const NOT_A_PHOTO = new TextEncoder().encode('not a photo at all');
const TWO_MEGABYTES = new Uint8Array(2 * 1024 * 1024).fill(0x41).fill(0xff, 0, 3);

/** A photo's bytes for a valid upload, made once by the fixture. */
export interface Photo {
  bytes: Uint8Array;
}

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

const scalar = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

function pathOf(g: Generator, operation: FuzzOperation): string {
  return operation.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (name === 'slug') return encodeURIComponent(g.random.pick(g.slugs));
    const schema = operation.parameters.find((p) => p.in === 'path' && p.name === name)!.schema;
    const kind = kindOfPathParameter(operation.path, name);
    return encodeURIComponent(scalar(validValue(g, schema, kind ? `${kind}_id` : 'id')));
  });
}

function queryOf(g: Generator, operation: FuzzOperation): Record<string, string> {
  const query: Record<string, string> = {};
  for (const parameter of operation.parameters.filter((p) => p.in === 'query')) {
    if (parameter.required || g.random.chance(0.5)) {
      query[parameter.name] = scalar(validValue(g, parameter.schema, parameter.name));
    }
  }
  return query;
}

function bodyOf(g: Generator, operation: FuzzOperation, photo: Photo): FuzzBody | undefined {
  const spec = operation.body;
  if (!spec) return undefined;
  if (!spec.required && g.random.chance(0.3)) return undefined;
  const value =
    spec.example !== undefined && g.random.chance(0.3)
      ? spec.example
      : validValue(g, spec.schema, 'body');
  if (spec.contentTypes.includes('multipart/form-data')) {
    const { file: _file, ...fields } = value as Record<string, unknown>;
    return {
      kind: 'multipart',
      fields: Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, scalar(v)])),
      file: g.random.pick([photo.bytes, photo.bytes, NOT_A_PHOTO, TWO_MEGABYTES]),
    };
  }
  if (spec.contentTypes.includes('application/x-www-form-urlencoded') && g.random.chance(0.3)) {
    const fields = Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, scalar(v)]);
    return { kind: 'form', fields: Object.fromEntries(fields) };
  }
  return { kind: 'json', value };
}

/** A request the document says the operation takes. */
export function validRequest(
  g: Generator,
  operation: FuzzOperation,
  role: Role,
  photo: Photo,
): FuzzRequest {
  const headers: Record<string, string> = {};
  const key = operation.parameters.find((p) => p.in === 'header' && p.name === 'Idempotency-Key');
  if (key && g.random.chance(0.5)) headers['Idempotency-Key'] = scalar(validValue(g, key.schema));
  const body = bodyOf(g, operation, photo);
  // An upload refused before its file is read (issue 33, item 2: "inputs" answers it).
  const refusedUpload = body?.kind === 'multipart' && role !== 'owner';
  return {
    operation,
    role,
    path: pathOf(g, operation),
    query: new URLSearchParams(queryOf(g, operation)).toString(),
    headers,
    ...(body ? { body } : {}),
    mutation: 'valid',
    tags: refusedUpload ? ['anonymous-upload'] : [],
  };
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

const BODY_BREAKS = ['field', 'field', 'field', 'missing', 'extra', 'whole', 'raw'] as const;

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
  const leaves = leafPaths(value);
  if (how === 'field' && leaves.length) {
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

/** Node refuses a request line and headers past 16 KB, with 431 (issue 33). */
const LONG_ADDRESS = 15 * 1024;

/** An Authorization header no sign-in gave: malformed, of another scheme, forged, too long. */
const BAD_AUTHORIZATIONS = [
  'Bearer',
  'Bearer ',
  'Bearer abc',
  'Basic YWRtaW46YWRtaW4=',
  'bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.',
  'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIiwiZXhwIjo0MTAyNDQ0ODAwfQ.c2lnbmF0dXJl',
  `Bearer ${'a'.repeat(8000)}`,
];

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
  const request = brokenRequest(g, valid);
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
