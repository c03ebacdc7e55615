// The document and the router agree (docs/architecture.md#11-the-api-document): every route the
// API registers is documented, and every documented operation is a registered route.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../api';
import { openApiDocument } from '../api-document';
import { apiOperations } from '../api-routes';
import { loadConfig } from '../config';
import { prepareDatabase } from '../db/prepare';
import type { AppState } from '../http/context';
import { createLogger } from '../logger';
import { documentPath, operationId } from './operation';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

let registered: string[];
let closeApi: () => Promise<void>;
const dataDir = mkdtempSync(path.join(tmpdir(), 'baraat-openapi-'));
beforeAll(() => {
  const config = loadConfig({ DATA_DIR: dataDir, SEED: 'none', SEARCH_WORKERS: '0' });
  const db = prepareDatabase(config.databaseFile, config.migrationsDir);
  const api = createApi({ db, config, logger: createLogger('silent') }, new Koa<AppState>());
  registered = api.router.stack.flatMap((layer) =>
    layer.methods
      .map((method) => method.toLowerCase())
      .filter((method) => METHODS.includes(method))
      .map((method) => `${method} ${String(layer.path).replace(/:(\w+)/g, '{$1}')}`),
  );
  closeApi = async () => {
    await api.close();
    db.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
});
afterAll(() => closeApi());

function documented(): string[] {
  const { paths = {} } = openApiDocument();
  return Object.entries(paths).flatMap(([route, item]) =>
    METHODS.filter((method) => method in (item ?? {})).map((method) => `${method} ${route}`),
  );
}

describe('the API document', () => {
  it('documents every registered route, and nothing the API does not serve', () => {
    expect(registered.length).toBeGreaterThan(100);
    const missing = registered.filter((route) => !documented().includes(route));
    const extra = documented().filter((route) => !registered.includes(route));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it('names each operation once', () => {
    const ids = apiOperations().map(operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const routes = apiOperations().map((op) => `${op.method} ${documentPath(op.path)}`);
    expect(new Set(routes).size).toBe(routes.length);
  });
});
