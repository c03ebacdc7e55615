// The API's document, built from every module's declared operations (api-routes.ts) once per
// process: its schemas do not change while it runs (docs/architecture.md#11-the-api-document).
import { apiOperations } from './api-routes';
import { buildDocument } from './openapi/document';

let built: ReturnType<typeof buildDocument> | undefined;

export function openApiDocument() {
  built ??= buildDocument(apiOperations());
  return built;
}
