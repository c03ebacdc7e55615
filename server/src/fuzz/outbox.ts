// The desk's outbox batch fuzzed through its entries (item 6): each entry of a
// `POST /api/sync/outbox` is a desk write the fuzz makes as it makes that write's own request
// (valid, or with one thing broken), and each entry's result, although it comes inside the
// batch's 200, must keep what the document says of that write's own answers: no 5xx hidden
// in a batch.
import { isOutboxRoute } from '@baraat/shared/domain/outbox-routes';
import { OUTBOX_BATCH_TEXTS } from '@baraat/shared/schemas/sync';
import type { Answer } from './checker';
import { mutatedRequest } from './mutators';
import type { FuzzOperation } from './operations';
import { type Photo, validRequest } from './requests';
import type { Generator } from './values';

export const OUTBOX_OPERATION = 'postSyncOutbox';

/** `/api/slots/{id}/block` as the outbox names it: `slots/1/block`. */
const relative = (path: string) => path.replace(/^\/api\//, '');

/** The document's operations a batch may carry. */
export function outboxOperations(operations: FuzzOperation[]): FuzzOperation[] {
  return operations.filter((op) =>
    isOutboxRoute(op.method, relative(op.path.replace(/\{\w+\}/g, '1'))),
  );
}

/** A batch of one to five desk writes, most valid, some broken. */
export function outboxBatch(g: Generator, writes: FuzzOperation[], photo: Photo) {
  const entries = Array.from({ length: g.random.int(1, 5) }, () => {
    const valid = validRequest(g, g.random.pick(writes), 'owner', photo);
    const request = g.random.chance(0.3) ? mutatedRequest(g, valid) : valid;
    const body = request.body?.kind === 'json' ? request.body.value : undefined;
    return {
      id: `fuzz-entry-${g.random.int(1, 1e9)}`,
      method: request.operation.method,
      path: relative(request.path),
      ...(body && typeof body === 'object' && !Array.isArray(body) ? { body } : {}),
    };
  });
  return { entries };
}

interface Entry {
  id: string;
  method: string;
  path: string;
}

export interface OutboxBatch {
  entries: Entry[];
}

/** The write an entry names, by its method and its path against the document's templates. */
function operationOf(writes: FuzzOperation[], entry: Entry): FuzzOperation | undefined {
  return writes.find((op) => {
    const template = new RegExp(`^${relative(op.path).replace(/\{\w+\}/g, '[^/]+')}$`);
    return op.method === entry.method && template.test(entry.path);
  });
}

/** What in a batch's results breaks the document of each entry's own write. */
export function outboxProblems(
  writes: FuzzOperation[],
  batch: OutboxBatch,
  answer: Answer,
  problemsOf: (operation: FuzzOperation, answer: Answer) => string[],
): string[] {
  const { results } = JSON.parse(answer.text) as {
    results: { id: string; status: number; body: unknown }[];
  };
  return results.flatMap((result) => {
    const entry = batch.entries.find((e) => e.id === result.id);
    if (!entry) return [`a result for ${result.id}, which the batch did not send`];
    const at = `entry ${entry.method} ${entry.path}`;
    if (result.status >= 500) return [`${at}: ${result.status} ${JSON.stringify(result.body)}`];
    const detail = (result.body as { detail?: unknown } | null)?.detail;
    const operation = operationOf(writes, entry);
    if (!operation || detail === OUTBOX_BATCH_TEXTS.notOutboxRoute) return [];
    const text =
      result.body === null || result.body === undefined ? '' : JSON.stringify(result.body);
    const own = { status: result.status, contentType: 'application/json', text };
    return problemsOf(operation, own).map((problem) => `${at}: ${problem}`);
  });
}
