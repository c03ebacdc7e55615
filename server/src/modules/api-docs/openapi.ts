// The document describes itself (docs/architecture.md#11-the-api-document).
import { z } from 'zod';
import type { ApiOperation } from '../../openapi/operation';

const openApiDocumentSchema = z.looseObject({
  openapi: z.literal('3.1.0'),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.looseObject({})),
});

export const apiDocsOperations: ApiOperation[] = [
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
];
