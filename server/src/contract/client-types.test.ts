// The client reads every answer as the type of the schema its route answers with
// (docs/architecture.md#11-the-api-document): each read in client/src names a type of
// @baraat/shared, and that type is the route's answer schema; each outbox entry's kind reads
// its answer with that schema too. A type written by hand in client/, or a route's answer
// changed on the server alone, fails here with the call's place.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiOperations } from '../api-routes';
import type { ApiOperation } from '../openapi/operation';
import {
  type SchemaShape,
  sameShape,
  shapeOfSchema,
  shapesOf,
  shapesOfSchemas,
} from '../test/answer-types';
import { CLIENT_SRC, type ClientCall, callsIn, clientCalls, reaches } from '../test/client-calls';

/** The schema of an operation's success answer (its lowest 2xx status), if it has a body. */
function answerOf(op: ApiOperation): SchemaShape | undefined {
  const status = Object.keys(op.responses)
    .map(Number)
    .filter((code) => code >= 200 && code < 300)
    .sort()[0];
  const response = status === undefined ? undefined : op.responses[status];
  if (!response) return;
  const schema = '_zod' in response ? response : response.schema;
  return schema ? shapeOfSchema(schema, `${op.method.toUpperCase()} ${op.path}`) : undefined;
}

/** What is wrong with one read: an untyped or hand-typed answer, no route, another schema. */
async function problemsOf(call: ClientCall, operations: ApiOperation[]): Promise<string[]> {
  if (call.schemas?.length === 0) return [`${call.at}: its outbox kind names no answer schema`];
  if (!call.type && !call.schemas) {
    return [`${call.at}: reads an answer without naming its shared type`];
  }
  const shapes = call.schemas
    ? await shapesOfSchemas(call.schemas)
    : await shapesOf(call.file, call.type!);
  if (typeof shapes === 'string') return [`${call.at}: ${shapes}`];
  const problems: string[] = [];
  for (const clientPath of call.paths) {
    const routes = operations.filter(
      (op) => op.method === call.method && reaches(clientPath, op.path),
    );
    const shown = `${call.method.toUpperCase()} ${clientPath.replaceAll('\u0000', '…')}`;
    if (routes.length === 0) problems.push(`${call.at}: ${shown} is no route of the API`);
    for (const route of routes) {
      const answer = answerOf(route);
      if (answer && shapes.some((shape) => sameShape(shape, answer))) continue;
      const read = shapes.map((shape) => shape.name).join(' | ');
      problems.push(`${call.at}: reads ${answer?.name ?? shown} as ${read}, not its answer schema`);
    }
  }
  return problems;
}

async function problemsIn(calls: ClientCall[]): Promise<string[]> {
  return (await Promise.all(calls.map((call) => problemsOf(call, apiOperations())))).flat();
}

describe("the client's answer types", () => {
  it('reads every answer as the shared schema its route answers with', async () => {
    const calls = clientCalls();
    expect(calls.length).toBeGreaterThan(60);
    // The outbox's writes too: each kind reads its answer with the schema of its route.
    expect(calls.filter((call) => call.schemas).length).toBeGreaterThanOrEqual(9);
    expect(await problemsIn(calls)).toEqual([]);
  });

  it('names a hand-written answer type, another route’s schema, an outbox kind’s and a path of no route', async () => {
    const source = `
      import type { Wedding } from '@baraat/shared/schemas/wedding-answers';
      import type { Payment } from '@baraat/shared/schemas/payments';
      import { messageSchema } from '@baraat/shared/schemas/messaging';
      interface Mine { title: string }
      const list = () => api.get('weddings').json<Mine[]>();
      const one = (id: number) => api.get(\`weddings/\${id}\`).json<Payment>();
      const many = () => api.get('weddings').json<Wedding>();
      const lost = () => api.get('weddings/guests/all').json<Wedding>();
      const untyped = () => api.get('weddings').json();
      const fine = (id: number) => api.get(\`weddings/\${id}\`).json<Wedding>();
      const sent = defineOutboxKind({ name: 'x', answer: messageSchema });
      const queue = (id: number) =>
        enqueue(db, sent, { method: 'POST', path: \`weddings/\${id}/payments\` });`;
    expect(await problemsIn(callsIn(path.join(CLIENT_SRC, 'sample.ts'), source))).toEqual([
      'sample.ts:6: Mine is not imported from @baraat/shared',
      'sample.ts:7: reads GET /weddings/:id as Payment, not its answer schema',
      'sample.ts:8: reads GET /weddings as Wedding, not its answer schema',
      'sample.ts:9: GET weddings/guests/all is no route of the API',
      'sample.ts:10: reads an answer without naming its shared type',
      'sample.ts:14: reads POST /weddings/:id/payments as messageSchema, not its answer schema',
    ]);
  });
});
