// The API document is valid OpenAPI 3.1 (docs/architecture.md#11-the-api-document), by a
// validator nobody here wrote: the specification's own JSON Schema, every $ref resolved.
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { openApiDocument, TAGS } from './document';
import { API_OPERATIONS } from './operations';

type Operation = { parameters?: { in: string; name: string }[]; responses: object };

describe('the API document', () => {
  it('is valid OpenAPI 3.1 with every reference resolved', async () => {
    const validator = new Validator();
    const result = await validator.validate(
      structuredClone(openApiDocument()) as unknown as Record<string, unknown>,
    );
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    expect(() => validator.resolveRefs()).not.toThrow();
  });

  it('declares each parameter of a path, and answers every operation with a success', () => {
    const problems: string[] = [];
    for (const [route, item] of Object.entries(openApiDocument().paths ?? {})) {
      const names = [...route.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      for (const [method, operation] of Object.entries(item as Record<string, Operation>)) {
        const declared = (operation.parameters ?? []).filter((p) => p.in === 'path');
        const missing = names.filter((name) => !declared.some((p) => p.name === name));
        if (missing.length) problems.push(`${method} ${route}: ${missing.join(', ')} undeclared`);
        if (!Object.keys(operation.responses).some((status) => /^[23]/.test(status))) {
          problems.push(`${method} ${route}: no success answer`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('lists every operation under a group the reference describes', () => {
    const described = TAGS.map((tag) => tag.name);
    const unknown = API_OPERATIONS.filter((op) => !described.includes(op.tag));
    expect(unknown.map((op) => `${op.method} ${op.path}: ${op.tag}`)).toEqual([]);
    expect(new Set(described).size).toBe(described.length);
  });
});
