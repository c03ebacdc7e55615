// One fuzz request (item 6): a valid call of an operation, made from its schemas —
// path, query, Idempotency-Key and body in each encoding it takes — as one of three callers.
import { kindOfPathParameter } from './ids';
import type { FuzzOperation } from './operations';
import { type Generator, validValue } from './values';

export type Role = 'anonymous' | 'customer' | 'owner' | 'front_desk';

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
  /** Classes of hostile input the request belongs to (FUZZ_LEAVE_OUT may leave them out, to
   * look at the others while one is being fixed). */
  tags: string[];
}

/** A file named .jpg that is text, and 2 MB that only start like a JPEG. */
const NOT_A_PHOTO = new TextEncoder().encode('not a photo at all');
const TWO_MEGABYTES = new Uint8Array(2 * 1024 * 1024).fill(0x41).fill(0xff, 0, 3);

/** A photo's bytes for a valid upload, made once by the fixture. */
export interface Photo {
  bytes: Uint8Array;
}

export const scalar = (value: unknown) =>
  typeof value === 'string' ? value : JSON.stringify(value);

export function pathOf(g: Generator, operation: FuzzOperation): string {
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
  // An upload refused before its file is read (item 2: "inputs" answers it).
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
