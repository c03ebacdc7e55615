// The API document is valid OpenAPI 3.1 (docs/architecture.md#11-the-api-document), by a
// validator nobody here wrote: the specification's own JSON Schema, every $ref resolved; its
// summaries read as plain text, and every example in it is one the server takes or answers.
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openApiDocument } from '../api-document';
import { apiOperations } from '../api-routes';
import { TAGS } from './document';
import { documentPath } from './operation';

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
    const unknown = apiOperations().filter((op) => !described.includes(op.tag));
    expect(unknown.map((op) => `${op.method} ${op.path}: ${op.tag}`)).toEqual([]);
    expect(new Set(described).size).toBe(described.length);
  });
});

/** Every value under `key` anywhere in the document, with where it is (a schema's property of
 * that name is a field, not one). */
function* valuesOf(node: unknown, key: string, at: string[] = []): Generator<[string[], unknown]> {
  if (typeof node !== 'object' || node === null) return;
  for (const [name, value] of Object.entries(node)) {
    if (name === key && at.at(-1) !== 'properties') yield [[...at, name], value];
    yield* valuesOf(value, key, [...at, name]);
  }
}

/** The schema the server validates a body by, or answers a status with, at an example's place. */
function schemaAt([paths, route, method, part, status]: string[]): z.ZodType | undefined {
  const op = apiOperations().find((o) => documentPath(o.path) === route && o.method === method);
  if (paths !== 'paths' || !op) return undefined;
  if (part === 'requestBody') return op.body ?? op.multipart;
  const answer = part === 'responses' ? op.responses[Number(status)] : undefined;
  if (answer instanceof z.ZodType) return answer;
  return answer?.schema ?? undefined;
}

describe('what the reference shows', () => {
  it('has summaries in plain text: Swagger UI shows no Markdown there', () => {
    const marked = [...valuesOf(openApiDocument(), 'summary')]
      .filter(([, summary]) => String(summary).includes('`'))
      .map(([at, summary]) => `${at.slice(1, 3).join(' ')}: ${summary}`);
    expect(marked).toEqual([]);
  });

  it('has examples only of bodies and answers, each valid by the schema the server uses', () => {
    // An `examples` is a schema's list, or a body's or answer's named examples ({value}).
    const examples: [string[], unknown][] = [
      ...valuesOf(openApiDocument(), 'example'),
      ...[...valuesOf(openApiDocument(), 'examples')].flatMap(([at, all]) =>
        Object.entries(all as object).map(([name, one]): [string[], unknown] => [
          [...at, name],
          Array.isArray(all) ? one : one.value,
        ]),
      ),
    ];
    const problems = examples.flatMap(([at, example]) => {
      const schema = schemaAt(at);
      if (!schema) return [`${at.join(' ')}: not the example of a body or an answer`];
      const checked = schema.safeParse(example);
      return checked.success ? [] : [`${at.join(' ')}: ${z.prettifyError(checked.error)}`];
    });
    expect(problems).toEqual([]);
    expect(examples.map(([at]) => at.slice(1, 4).join(' '))).toContain(
      '/api/weddings/{id}/plan put requestBody',
    );
  });
});
