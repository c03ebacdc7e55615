// A typed client generated from the document as a user would (the README's API section:
// openapi-typescript, then openapi-fetch), and type-checked: the document is usable from outside
// (docs/architecture.md#11-the-api-document).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { openApiDocument } from '../api-document';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const dir = mkdtempSync(path.join(tmpdir(), 'baraat-typed-client-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const CLIENT = `import createClient from 'openapi-fetch';
import type { components, paths } from './baraat-api';

const api = createClient<paths>({ baseUrl: 'http://localhost:8000' });
type Wedding = components['schemas']['Wedding'];

export async function weddingTitle(id: number, token: string): Promise<string> {
  const { data, error } = await api.GET('/api/weddings/{id}', {
    params: { path: { id } },
    headers: { Authorization: \`Bearer \${token}\` },
  });
  if (error) return String(error.detail);
  const wedding: Wedding = data;
  return wedding.title;
}

export async function wrongCalls() {
  // @ts-expect-error: no such route
  await api.GET('/api/weddings/{id}/guests', {});
  // @ts-expect-error: a wedding's id is a number
  await api.GET('/api/weddings/{id}', { params: { path: { id: 'one' } } });
  // @ts-expect-error: a wedding has no field of that name
  const missing: string = ({} as Wedding).bride;
  return missing;
}
`;

/** Type errors of the client against the generated types. */
function typeErrors(file: string): string[] {
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    types: [],
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    baseUrl: dir,
    paths: { 'openapi-fetch': [path.join(ROOT, 'node_modules/openapi-fetch')] },
  });
  return ts
    .getPreEmitDiagnostics(program)
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

describe('a typed client generated from the document', () => {
  it('types each route, its parameters and its answers', () => {
    const documentFile = path.join(dir, 'openapi.json');
    writeFileSync(documentFile, JSON.stringify(openApiDocument()));
    const generated = spawnSync(
      path.join(ROOT, 'node_modules/.bin/openapi-typescript'),
      [documentFile, '-o', path.join(dir, 'baraat-api.d.ts')],
      { encoding: 'utf8' },
    );
    expect(generated.status, generated.stderr).toBe(0);
    const types = readFileSync(path.join(dir, 'baraat-api.d.ts'), 'utf8');
    expect(types).toContain('"/api/weddings/{id}"');

    writeFileSync(path.join(dir, 'client.ts'), CLIENT);
    expect(typeErrors(path.join(dir, 'client.ts'))).toEqual([]);
  });
});
