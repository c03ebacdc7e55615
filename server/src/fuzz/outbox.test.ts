// The outbox batch fuzzed through its entries (item 6): the batches carry the desk's
// own writes, and a 5xx or an answer the write's document does not list is named even inside
// the batch's 200.
import { describe, expect, it } from 'vitest';
import { openApiDocument } from '../api-document';
import { createRandom } from '../seed/random';
import { documentChecker } from './checker';
import { type ApiDocument, operationsOf } from './operations';
import { outboxBatch, outboxOperations, outboxProblems } from './outbox';

const document = openApiDocument() as unknown as ApiDocument;
const writes = outboxOperations(operationsOf(document));
const problemsOf = documentChecker(document);
const batchAnswer = (results: unknown[]) => ({
  status: 200,
  contentType: 'application/json',
  text: JSON.stringify({ results, not_run: [] }),
});

describe('the fuzz’s outbox batches', () => {
  it('carry the desk’s writes and nothing else', () => {
    expect(writes.map((op) => `${op.method} ${op.path}`).sort()).toEqual([
      'DELETE /api/slots/{id}',
      'PATCH /api/bookings/{id}/approve',
      'PATCH /api/bookings/{id}/decline',
      'PATCH /api/slots/{id}/block',
      'PATCH /api/slots/{id}/unblock',
      'PATCH /api/transfers/{id}/confirm',
      'PATCH /api/transfers/{id}/reject',
      'PATCH /api/weddings/{id}/approve',
      'PATCH /api/weddings/{id}/decline',
      'POST /api/business/walkin-weddings',
      'POST /api/business/walkins',
      'POST /api/payments',
      'POST /api/slots',
      'POST /api/weddings/{id}/payments',
    ]);
    const g = {
      random: createRandom(3),
      document,
      ids: { slot: [4] },
      slugs: [],
    };
    const { entries } = outboxBatch(g, writes, { bytes: new Uint8Array() });
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) expect(entry.path).not.toMatch(/^\/|^api\//);
  });

  it('name a 5xx or an unlisted answer hidden inside the batch’s 200', () => {
    const batch = {
      entries: [
        { id: 'a', method: 'PATCH', path: 'slots/4/block' },
        { id: 'b', method: 'POST', path: 'slots' },
        { id: 'c', method: 'PATCH', path: 'slots/4/unblock' },
      ],
    };
    const answer = batchAnswer([
      { id: 'a', status: 409, body: { detail: 'The slot is booked' } },
      { id: 'b', status: 500, body: { detail: 'Internal server error' } },
      { id: 'c', status: 418, body: { detail: 'Teapot' } },
    ]);
    expect(outboxProblems(writes, batch, answer, problemsOf)).toEqual([
      'entry POST slots: 500 {"detail":"Internal server error"}',
      'entry PATCH slots/4/unblock: status 418 is not listed (200, 400, 401, 403, 404, 422, 431, 503): {"detail":"Teapot"}',
    ]);
  });
});
