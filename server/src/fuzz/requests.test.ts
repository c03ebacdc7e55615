// The fuzz's requests (item 6): one seed makes the same requests again, so a failure
// printed with its seed replays; and across operations they carry every kind of hostile input
// the fuzz promises, for every caller.
import { describe, expect, it } from 'vitest';
import { openApiDocument } from '../api-document';
import { type ApiDocument, operationsOf } from './operations';
import { describeRequest, type Material, plannedRequests } from './run';

const document = openApiDocument() as unknown as ApiDocument;
const operations = operationsOf(document);
const material: Material = {
  ids: { business: [1, 2], slot: [3], hall: [4], user: [5, 6] },
  slugs: ['zarnigar-marquee'],
  photo: { bytes: new Uint8Array([0xff, 0xd8, 0xff]) },
};
const planned = (seed: number, runs = 40) =>
  operations.flatMap((op) => plannedRequests(document, op, material, { seed, runs }));

describe('the fuzz’s requests', () => {
  it('are the same for the same seed, and others for another', () => {
    const lines = (seed: number) => planned(seed, 10).map(describeRequest);
    expect(lines(42)).toEqual(lines(42));
    expect(lines(43)).not.toEqual(lines(42));
  });

  it('call every operation as each caller, valid, before breaking anything', () => {
    for (const operation of operations) {
      const first = plannedRequests(document, operation, material, { seed: 7, runs: 3 });
      expect(first.map((r) => [r.role, r.mutation])).toEqual([
        ['anonymous', 'valid'],
        ['customer', 'valid'],
        ['owner', 'valid'],
      ]);
    }
  });

  it('send each kind of hostile input somewhere', () => {
    const mutations = planned(11).map((request) => request.mutation);
    const sent = (pattern: RegExp) => mutations.some((mutation) => pattern.test(mutation));
    expect(sent(/^body\.\S+ ← a wrong type$/)).toBe(true);
    expect(sent(/^body without \w+/)).toBe(true);
    expect(sent(/^body\.unexpected ← /)).toBe(true);
    expect(sent(/← 100 KB of text$/)).toBe(true);
    expect(sent(/U\+0000$/)).toBe(true);
    expect(sent(/right-to-left and format text$/)).toBe(true);
    expect(sent(/(arrays|objects) 1000 deep$/)).toBe(true);
    expect(sent(/an impossible date$/)).toBe(true);
    expect(sent(/a number out of range$/)).toBe(true);
    expect(sent(/a number-like word$/)).toBe(true);
    expect(sent(/^path id ← "9223372036854775808"$/)).toBe(true);
    expect(sent(/^path \w+ ← "%00"$/)).toBe(true);
    expect(sent(/^query ← "%zz=1"$/)).toBe(true);
    expect(sent(/^raw \S+ body /)).toBe(true);
    expect(sent(/^Idempotency-Key ← /)).toBe(true);
    expect(sent(/^Authorization ← "Basic /)).toBe(true);
    expect(sent(/^body with __proto__ and constructor$/)).toBe(true);
    expect(sent(/^body sent as (form|multipart)$/)).toBe(true);
    expect(sent(/^query \w+ repeated$/)).toBe(true);
    expect(sent(/; /)).toBe(true);
  });

  it('take ids of the kind a field or an address names', () => {
    const slots = plannedRequests(
      document,
      operations.find((op) => op.id === 'putSlotsId')!,
      material,
      { seed: 5, runs: 30 },
    ).filter((request) => request.mutation === 'valid');
    const ids = slots.map((request) => Number(request.path.split('/').at(-1)));
    expect(ids.filter((id) => id === 3).length).toBeGreaterThan(ids.length / 2);
  });
});
