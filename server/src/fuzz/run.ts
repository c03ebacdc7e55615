// The fuzz's loop (item 6): for each operation of the document, a fixed number of
// requests made from one seed — the first as each caller, valid, the rest valid or with one
// thing broken — sent to the real server; any answer of 5xx, any the document does not list,
// and any request left without an answer is a failure, printed so it can be replayed.
import { createRandom } from '../seed/random';
import { type Answer, documentChecker } from './checker';
import type { Fixture } from './fixture';
import { mutatedRequest } from './mutators';
import { type ApiDocument, type FuzzOperation, operationsOf } from './operations';
import {
  OUTBOX_OPERATION,
  type OutboxBatch,
  outboxBatch,
  outboxOperations,
  outboxProblems,
} from './outbox';
import { type FuzzRequest, type Role, validRequest } from './requests';
import type { FuzzSettings } from './settings';
import type { Generator } from './values';

const ROLES: Role[] = ['anonymous', 'customer', 'owner', 'front_desk'];

export interface Failure {
  request: FuzzRequest;
  problems: string[];
}

export interface FuzzResult {
  operations: number;
  requests: number;
  statuses: Record<number, number>;
  failures: Failure[];
}

/**
 * Who sends request `index`: each caller once, then mostly one the operation lets in (the
 * customer or the owner for `user`), so that most requests get past the guards.
 */
function roleOf(g: Generator, operation: FuzzOperation, index: number): Role {
  if (index < ROLES.length) return ROLES[index]!;
  // The roles the fuzz signs in as among those the operation lets in (a manager has no account
  // of its own here: the front desk stands for the staff).
  const known = (operation.roles as Role[]).filter((role) => ROLES.includes(role));
  const allowed = known.length ? known : ROLES;
  return g.random.chance(0.85) ? g.random.pick(allowed) : g.random.pick(ROLES);
}

/** The seed of one operation's requests: the run's seed and the operation's id. */
function seedOf(seed: number, operationId: string): number {
  let hash = seed >>> 0;
  for (const char of operationId) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash;
}

function bodyInit(request: FuzzRequest): { body?: RequestInit['body']; type?: string } {
  const body = request.body;
  if (!body) return {};
  if (body.kind === 'json') return { body: JSON.stringify(body.value), type: 'application/json' };
  if (body.kind === 'raw') return { body: body.text, type: body.contentType };
  if (body.kind === 'form') {
    return {
      body: new URLSearchParams(body.fields).toString(),
      type: 'application/x-www-form-urlencoded',
    };
  }
  const form = new FormData();
  for (const [name, value] of Object.entries(body.fields)) form.append(name, value);
  if (body.file) form.append('file', new Blob([body.file], { type: 'image/jpeg' }), 'photo.jpg');
  return { body: form };
}

async function send(url: string, request: FuzzRequest, token?: string): Promise<Answer | string> {
  const { body, type } = bodyInit(request);
  const headers: Record<string, string> = { ...request.headers };
  if (type) headers['Content-Type'] = type;
  if (token && !headers.Authorization) headers.Authorization = `Bearer ${token}`;
  const address = `${url}${request.path}${request.query ? `?${request.query}` : ''}`;
  try {
    const response = await fetch(address, {
      method: request.operation.method,
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(15_000),
    });
    const text = await response.text();
    return {
      status: response.status,
      contentType: response.headers.get('content-type') ?? '',
      text,
    };
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return `no answer: ${cause?.code ?? cause?.message ?? String(error)}`;
  }
}

/** The request as a line to read and replay: caller, method, address and body, cut short. */
export function describeRequest(request: FuzzRequest): string {
  const cut = (text: string) =>
    text.length > 160 ? `${text.slice(0, 160)}… (${text.length} chars)` : text;
  const body = request.body;
  const shown =
    body === undefined
      ? ''
      : body.kind === 'json'
        ? cut(JSON.stringify(body.value) ?? 'undefined')
        : body.kind === 'raw'
          ? `${body.contentType} ${cut(JSON.stringify(body.text))}`
          : `${body.kind} ${cut(JSON.stringify(body.fields))}${body.kind === 'multipart' && body.file ? ' + photo' : ''}`;
  const query = request.query ? `?${cut(request.query)}` : '';
  const headers = Object.keys(request.headers).length ? ` ${JSON.stringify(request.headers)}` : '';
  return `${request.role} ${request.operation.method} ${cut(request.path)}${query}${headers} [${request.mutation}] ${shown}`;
}

/** What the requests are made from: the fixture's rows and photo. */
export type Material = Pick<Fixture, 'ids' | 'slugs' | 'photo'>;

/** The requests of one operation, all made from the run's seed: the same seed, the same requests. */
export function plannedRequests(
  document: ApiDocument,
  operation: FuzzOperation,
  material: Material,
  settings: Pick<FuzzSettings, 'seed' | 'runs'>,
): FuzzRequest[] {
  const g: Generator = {
    random: createRandom(seedOf(settings.seed, operation.id)),
    document,
    ids: material.ids,
    slugs: material.slugs,
  };
  const writes = outboxOperations(operationsOf(document));
  return Array.from({ length: settings.runs }, (_, index) => {
    const valid = validRequest(g, operation, roleOf(g, operation, index), material.photo);
    if (operation.id === OUTBOX_OPERATION) {
      valid.body = { kind: 'json', value: outboxBatch(g, writes, material.photo) };
    }
    return index < ROLES.length || g.random.chance(0.3) ? valid : mutatedRequest(g, valid);
  });
}

export async function runFuzz(
  url: string,
  document: ApiDocument,
  fixture: Fixture,
  settings: FuzzSettings,
): Promise<FuzzResult> {
  const problemsOf = documentChecker(document);
  const operations = operationsOf(document).filter(
    (operation) => !settings.only || settings.only.includes(operation.id),
  );
  const writes = outboxOperations(operationsOf(document));
  const result: FuzzResult = {
    operations: operations.length,
    requests: 0,
    statuses: {},
    failures: [],
  };
  for (const operation of operations) {
    for (const request of plannedRequests(document, operation, fixture, settings)) {
      if (request.tags.some((tag) => settings.leaveOut.includes(tag))) continue;
      const answer = await send(url, request, await fixture.tokenOf(request.role));
      result.requests += 1;
      if (typeof answer === 'string') {
        result.failures.push({ request, problems: [answer] });
        continue;
      }
      result.statuses[answer.status] = (result.statuses[answer.status] ?? 0) + 1;
      const problems =
        answer.status >= 500
          ? [`${answer.status}: ${answer.text.slice(0, 300)}`]
          : problemsOf(operation, answer);
      const batch = request.body?.kind === 'json' ? request.body.value : undefined;
      if (!problems.length && operation.id === OUTBOX_OPERATION && answer.status === 200) {
        problems.push(...outboxProblems(writes, batch as OutboxBatch, answer, problemsOf));
      }
      if (problems.length) result.failures.push({ request, problems });
    }
  }
  return result;
}
