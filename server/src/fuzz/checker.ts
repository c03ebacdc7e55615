// Whether an answer keeps the API document (docs/architecture.md#11-the-api-document): its status
// is one the operation lists, it comes in the content type listed for that status, and a JSON
// body matches the listed schema, read with Ajv (JSON Schema 2020-12, the dialect OpenAPI 3.1
// and zod's rendering speak) against the document itself, so a `$ref` means what it says there.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import type { ApiDocument, FuzzOperation } from './operations';

const DOCUMENT_ID = 'https://baraat.local/api/openapi.json';

export interface Answer {
  status: number;
  contentType: string;
  /** The body as text. */
  text: string;
}

interface ResponseSpec {
  content?: Record<string, { schema?: unknown }>;
}

/** A JSON pointer's segment, as a URI fragment carries it. */
const segment = (text: string) =>
  encodeURIComponent(text.replaceAll('~', '~0').replaceAll('/', '~1'));

export function documentChecker(document: ApiDocument) {
  // Unknown keywords (OpenAPI's own: `example`, `x-roles`) are annotations, not errors; the
  // document's one format, `binary`, describes request bodies only.
  const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
  ajv.addSchema(document as object, DOCUMENT_ID);
  const validators = new Map<string, ValidateFunction>();

  function validator(operation: FuzzOperation, status: string, type: string): ValidateFunction {
    const pointer = ['paths', operation.path, operation.method.toLowerCase(), 'responses', status]
      .concat(['content', type, 'schema'])
      .map(segment)
      .join('/');
    const ref = `${DOCUMENT_ID}#/${pointer}`;
    let validate = validators.get(ref);
    if (!validate) {
      validate = ajv.compile({ $ref: ref });
      validators.set(ref, validate);
    }
    return validate;
  }

  /** What in `answer` breaks the document; empty when nothing does. */
  return function problemsOf(operation: FuzzOperation, answer: Answer): string[] {
    const responses = document.paths[operation.path]![operation.method.toLowerCase()]!
      .responses as Record<string, ResponseSpec>;
    // OpenAPI lets a range (`4XX`) or `default` stand for statuses it does not list one by one.
    const status = [String(answer.status), `${String(answer.status)[0]}XX`, 'default'].find(
      (key) => responses[key],
    );
    const spec = status === undefined ? undefined : responses[status];
    if (!spec || status === undefined) {
      const listed = Object.keys(responses).join(', ');
      return [`status ${answer.status} is not listed (${listed}): ${answer.text.slice(0, 300)}`];
    }
    if (!spec.content) {
      return answer.text === ''
        ? []
        : [`a body where none is listed: ${answer.text.slice(0, 300)}`];
    }
    const mediaType = answer.contentType.split(';')[0]!.trim();
    if (!spec.content[mediaType]) {
      const listed = Object.keys(spec.content).join(', ');
      return [`content type "${answer.contentType}" where the document lists ${listed}`];
    }
    if (mediaType !== 'application/json') return [];
    let body: unknown;
    try {
      body = JSON.parse(answer.text);
    } catch {
      return [`a JSON answer that is not JSON: ${answer.text.slice(0, 300)}`];
    }
    const validate = validator(operation, status, mediaType);
    if (validate(body)) return [];
    return (validate.errors ?? []).map(
      (error) => `body${error.instancePath} ${error.message} (${JSON.stringify(error.params)})`,
    );
  };
}
