// The fuzz's map of the API (docs/architecture.md#11-the-api-document): every operation of the
// document the server serves at /api/openapi.json, with what it takes (path, query and header
// parameters, a body in each encoding it accepts) and who may call it, its schemas' `$ref`s
// followed into the document's components.

/** A JSON Schema as zod renders it into the document (2020-12 keywords). */
export type JsonSchema = Record<string, unknown>;

export interface FuzzParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
}

export interface FuzzBody {
  /** Each encoding the operation takes its body in: JSON, form-encoded, multipart. */
  contentTypes: string[];
  schema: JsonSchema;
  required: boolean;
  /** The body the reference shows: one the server accepts. */
  example?: unknown;
}

export interface FuzzOperation {
  /** `postWeddings`: what a failing seed is replayed by (FUZZ_ONLY). */
  id: string;
  method: string;
  /** As the document writes it: `/api/weddings/{id}`. */
  path: string;
  /** Who may call it (`x-roles`); empty for anyone. */
  roles: string[];
  parameters: FuzzParameter[];
  body?: FuzzBody;
}

export interface ApiDocument {
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components: { schemas: Record<string, JsonSchema> };
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Every operation of the document, in its order. */
export function operationsOf(document: ApiDocument): FuzzOperation[] {
  const operations: FuzzOperation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const requestBody = operation.requestBody as
        | { required?: boolean; content: Record<string, { schema: JsonSchema; example?: unknown }> }
        | undefined;
      const [firstType, first] = Object.entries(requestBody?.content ?? {})[0] ?? [];
      operations.push({
        id: operation.operationId as string,
        method: method.toUpperCase(),
        path,
        roles: (operation['x-roles'] as string[] | undefined) ?? [],
        parameters: ((operation.parameters as FuzzParameter[] | undefined) ?? []).map((p) => ({
          name: p.name,
          in: p.in,
          required: p.required ?? p.in === 'path',
          schema: p.schema,
        })),
        ...(requestBody && firstType && first
          ? {
              body: {
                contentTypes: Object.keys(requestBody.content),
                schema: first.schema,
                required: requestBody.required ?? false,
                ...(first.example === undefined ? {} : { example: first.example }),
              },
            }
          : {}),
      });
    }
  }
  return operations;
}

/** A schema with its `$ref` to a component followed (the component, once). */
export function resolved(document: ApiDocument, schema: JsonSchema): JsonSchema {
  const ref = schema.$ref;
  if (typeof ref !== 'string') return schema;
  const name = ref.replace('#/components/schemas/', '');
  const target = document.components.schemas[name];
  if (!target) throw new Error(`The document's ${ref} leads nowhere`);
  return resolved(document, target);
}
