// GET /api/openapi.json: the API document, which describes itself
// (docs/architecture.md#11-the-api-document). It is built at the first call for it, not at
// start: a server that is never asked for it never holds it.
import { z } from 'zod';
import { routesOf } from '../../http/route';

const route = routesOf<{ apiDocument: () => Promise<object> }>();

const openApiDocumentSchema = z.looseObject({
  openapi: z.literal('3.1.0'),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.looseObject({})),
});

export const apiDocsRoutes = [
  route(
    {
      method: 'get',
      path: '/openapi.json',
      tag: 'API',
      summary: 'This document',
      description:
        'The API as OpenAPI 3.1, built from the schemas the server validates requests by. A readable reference of it is at `/api/docs`; a typed client can be generated from it.',
      access: 'public',
      responses: { 200: { description: 'The OpenAPI document.', schema: openApiDocumentSchema } },
    },
    (_input, { apiDocument }) => apiDocument(),
  ),
];
