import { describe, expect, it } from 'vitest';
import { canonicalJson } from './idempotency';

describe('canonical JSON of a request body', () => {
  it('sorts keys at every level, drops undefined members and keeps array order', () => {
    const body = { b: 1, a: [3, { d: null, c: 'x', e: undefined }, [true]], z: { y: 'é' } };
    expect(canonicalJson(body)).toBe('{"a":[3,{"c":"x","d":null},[true]],"b":1,"z":{"y":"é"}}');
    expect(canonicalJson({ a: 1, b: 2 })).toBe(canonicalJson({ b: 2, a: 1 }));
    expect(canonicalJson([undefined, 'a"b'])).toBe('[null,"a\\"b"]');
    expect(canonicalJson(null)).toBe('null');
    expect(canonicalJson(undefined)).toBe('null');
    expect(canonicalJson({})).toBe('{}');
    expect(canonicalJson([])).toBe('[]');
  });

  it('reads as JSON.parse would give the same body back', () => {
    const body = { name: 'Mehndi', guests: [{ n: 1 }, { n: 2.5 }], note: '\n\t' };
    expect(JSON.parse(canonicalJson(body))).toEqual(body);
  });

  it('serialises a body nested a hundred thousand levels without overflowing the stack', () => {
    let deep: unknown = 'core';
    for (let i = 0; i < 100_000; i += 1) deep = i % 2 ? [deep] : { k: deep };
    const text = canonicalJson(deep);
    expect(text.length).toBeGreaterThan(400_000);
    expect(text).toContain('"core"');
  });
});
