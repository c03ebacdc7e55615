// One operation of the API as the document tells it (docs/architecture.md#11-the-api-document):
// the module that registers a route describes it beside its routes, in these terms, with the
// very shared schemas its route validates by and its answers are typed by. `toPathItem` turns
// it into OpenAPI, adding what every route of its kind answers: the {detail} errors of the
// guards, the body parser and validation, and the Idempotency-Key header.

import { DESK_ACTIONS } from '@baraat/shared/domain/desk-refusals';
import type { DeskAction } from '@baraat/shared/domain/desk-roles';
import { DESK_ROLES, STAFF_ROLE_LABELS } from '@baraat/shared/domain/desk-roles';
import { errorBodySchema } from '@baraat/shared/schemas/errors';
import { STAFF_TEXTS } from '@baraat/shared/schemas/staff';
import { ACTING_AS_HEADER, IDEMPOTENCY_KEY_PATTERN } from '@baraat/shared/schemas/sync';
import { z } from 'zod';
import type {
  ZodOpenApiOperationObject,
  ZodOpenApiParameters,
  ZodOpenApiResponseObject,
} from 'zod-openapi';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * Who may call an operation, as the route's guard decides (http/auth.ts): anyone; anyone, a
 * signed-in caller seeing more (`optional`); any signed-in user; a customer; whoever works the
 * desk of a registered business (`business`: its owner or its staff, by the operation's `desk`
 * action; 404 when no business is registered).
 */
export type Access = 'public' | 'optional' | 'user' | 'customer' | 'business';

/** A response: a JSON schema alone, or what it is and how it comes. */
export type ApiResponse =
  | z.ZodType
  | {
      description: string;
      /** JSON by default; `null` for a response without a body (204). */
      schema?: z.ZodType | null;
      /** A body that is not JSON: a CSV file, an image. */
      contentType?: string;
      headers?: z.ZodObject;
    };

export interface ApiOperation {
  method: Method;
  /** The path as the route registers it under /api, with its parameters: `/weddings/:id`. */
  path: string;
  /** The group it is listed under in the reference. */
  tag: string;
  summary: string;
  /** What it does and refuses, in the product's words (Markdown). */
  description?: string;
  access: Access;
  /** For `access: 'business'`: the desk action it is, which says the roles that may call it
   * (shared/src/domain/desk-roles.ts). */
  desk?: DeskAction;
  params?: z.ZodObject;
  /** Its fields, or its fields read on by a transform (paging's `page` into `skip`). */
  query?: z.ZodObject | z.ZodPipe<z.ZodObject>;
  /** A JSON body. */
  body?: z.ZodType;
  /**
   * The body the reference shows, and sends as it is from "Try it out", in place of one Swagger
   * UI would make up from the schema: one the server accepts (api-docs/examples.test.ts).
   */
  bodyExample?: unknown;
  /** Where in the body nested objects lie that the route checks itself (the outbox's entries). */
  opaque?: readonly (string | number)[];
  /** The body may also come form-encoded, as an HTML form posts it (the sign-in). */
  form?: boolean;
  /** The body may be left out: every field of it is optional (the logout). */
  bodyOptional?: boolean;
  /** A multipart/form-data body (uploads). */
  multipart?: z.ZodObject;
  /** The route takes an Idempotency-Key header (docs/product/offline.md#the-promise). */
  idempotent?: boolean;
  /** Statuses it answers; the errors every route of its kind answers are added. */
  responses: Record<number, ApiResponse>;
}

function rolesOf(op: ApiOperation): string[] {
  switch (op.access) {
    case 'public':
    case 'optional':
      return [];
    case 'user':
      return ['customer', ...DESK_ROLES];
    case 'customer':
      return ['customer'];
    case 'business':
      return [...DESK_ACTIONS[op.desk ?? 'desk'].roles];
  }
}

const ACCESS_TEXT: Record<Access, string> = {
  public: 'Anyone may call it.',
  optional: 'Anyone may call it; a signed-in caller may see more.',
  user: 'Needs a signed-in user (a customer, a business owner or a member of its staff).',
  customer: "Needs a customer's token; the desk's owner or staff are refused with 403.",
  business:
    'Needs the token of whoever works the desk of a registered business (a customer is refused with 403, a staff role the call is not for too; 404 without a business).',
};

/** Who may call it, with the desk roles a desk call is for. */
function whoText(op: ApiOperation): string {
  if (op.access !== 'business') return ACCESS_TEXT[op.access];
  const roles = DESK_ACTIONS[op.desk ?? 'desk'].roles.map((role) => STAFF_ROLE_LABELS[role]);
  return `${ACCESS_TEXT.business} Roles: ${roles.join(', ')}.`;
}

export const errorSchema = errorBodySchema.meta({
  id: 'Error',
  description:
    'Every failure: `{"detail": "…"}`, or for a refused field `{"detail": [{"loc": ["body", "email"], "msg": "…", "type": "…"}]}`.',
});

const idempotencyKey = z.string().regex(IDEMPOTENCY_KEY_PATTERN).meta({
  description:
    'A key the caller makes up for this write (a UUID). Sent again with the same request, the stored answer comes back (with `Idempotent-Replayed: true`) and the write is not made twice; with a different request, 422.',
});

const actingAs = z
  .string()
  .regex(/^\d{1,15}$/)
  .meta({
    description:
      "A shared tablet's change made by a member of the staff, the PIN checked on the device: their staff id. Taken only from a desk of the same business, for a member still on its staff whose role may make the change (docs: Accounts, a shared tablet).",
  });

const replayedHeader = z.object({
  'Idempotent-Replayed': z
    .literal('true')
    .optional()
    .meta({ description: 'Present when the answer is the stored one of an earlier send.' }),
});

/** The statuses a route of this kind answers besides its own, and why. */
function commonErrors(op: ApiOperation): Record<number, string> {
  // Node's HTTP server answers this one itself, before any route (http/client-errors.ts).
  const errors: Record<number, string> = {
    431: 'The request line and headers together, a query string included, are over 16 KB.',
  };
  if (op.body || op.multipart || op.query || op.params) {
    errors[422] = 'A field is missing or refused: the list says which and why.';
  }
  if (op.body || op.multipart) {
    errors[400] = 'The body is not readable (malformed JSON, nested too deeply, bad encoding).';
    errors[413] = 'The body is larger than the server takes.';
    errors[415] = 'The body comes in an encoding the server does not take.';
  }
  if (op.idempotent) {
    errors[400] ??= 'The Idempotency-Key header is malformed.';
    errors[422] ??= 'The Idempotency-Key was already used for a different request.';
  }
  if (op.access !== 'public' && op.access !== 'optional') {
    errors[401] = 'No token, or one that has expired.';
  }
  if (op.access === 'customer') errors[403] = 'The caller is not a customer.';
  if (op.access !== 'public' && op.access !== 'optional') {
    // A removed member's token is refused by every route that signs its caller in.
    errors[403] ??= `The caller was removed from a business's staff: \`${STAFF_TEXTS.removed}\``;
  }
  if (op.access === 'business') {
    const refusal =
      op.desk && op.desk !== 'desk'
        ? ` or a role it is not for: \`${DESK_ACTIONS[op.desk].refusal}\``
        : '';
    errors[403] = `The caller does not work the desk of a business${refusal}.`;
  }
  if (op.access === 'business') {
    errors[404] ??= 'The owner has not registered a business.';
    errors[400] ??= `The ${ACTING_AS_HEADER} header names no member of the business's staff.`;
  }
  if (op.params) errors[404] ??= 'Nothing with that id that the caller may see.';
  // Any route may meet its database restarting or failing over (db/unavailable.ts), a write
  // too many others contending with it (isRetryable in db/postgres-engine.ts).
  errors[503] =
    op.method === 'get'
      ? 'The database cannot be reached for a moment: `Service temporarily unavailable`; try again after `Retry-After` seconds.'
      : 'The database cannot be reached for a moment, or too many writes at once to finish this one now: `Service temporarily unavailable`; try again after `Retry-After` seconds.';
  return errors;
}

function response(status: number, answer: ApiResponse, op: ApiOperation): ZodOpenApiResponseObject {
  const spec = answer instanceof z.ZodType ? { description: 'OK', schema: answer } : answer;
  const headers =
    op.idempotent && status < 300 ? replayedHeader.extend(spec.headers?.shape ?? {}) : spec.headers;
  return {
    description: spec.description,
    ...(spec.schema === null || spec.schema === undefined
      ? {}
      : { content: { [spec.contentType ?? 'application/json']: { schema: spec.schema } } }),
    ...(headers ? { headers } : {}),
  };
}

function errorResponse(description: string): ZodOpenApiResponseObject {
  return { description, content: { 'application/json': { schema: errorSchema } } };
}

/** `/weddings/:id` → `/api/weddings/{id}`. */
export function documentPath(routePath: string): string {
  return `/api${routePath.replace(/:(\w+)/g, '{$1}')}`;
}

export function toOperation(op: ApiOperation): ZodOpenApiOperationObject {
  const responses: Record<string, ZodOpenApiResponseObject> = {};
  for (const [status, description] of Object.entries(commonErrors(op))) {
    responses[status] = errorResponse(description);
  }
  for (const [status, answer] of Object.entries(op.responses)) {
    responses[status] =
      Number(status) >= 400 && answer instanceof z.ZodType === false && !answer.schema
        ? errorResponse(answer.description)
        : response(Number(status), answer, op);
  }
  const requestParams: ZodOpenApiParameters = {};
  if (op.params) requestParams.path = op.params;
  if (op.query) requestParams.query = op.query;
  const headers: Record<string, z.ZodType> = {};
  if (op.idempotent) headers['Idempotency-Key'] = idempotencyKey.optional();
  if (op.access === 'business') headers[ACTING_AS_HEADER] = actingAs.optional();
  if (Object.keys(headers).length) requestParams.header = z.object(headers);
  const roles = rolesOf(op);
  return {
    tags: [op.tag],
    summary: op.summary,
    description: [op.description, `**Who:** ${whoText(op)}`].filter(Boolean).join('\n\n'),
    operationId: operationId(op),
    security:
      op.access === 'public'
        ? []
        : op.access === 'optional'
          ? [{}, { bearer: [] }]
          : [{ bearer: [] }],
    'x-roles': roles,
    ...(Object.keys(requestParams).length ? { requestParams } : {}),
    ...(op.body
      ? {
          requestBody: {
            required: !op.bodyOptional,
            content: {
              'application/json': {
                schema: op.body,
                ...(op.bodyExample === undefined ? {} : { example: op.bodyExample }),
              },
              ...(op.form ? { 'application/x-www-form-urlencoded': { schema: op.body } } : {}),
            },
          },
        }
      : {}),
    ...(op.multipart
      ? {
          requestBody: {
            required: true,
            content: { 'multipart/form-data': { schema: op.multipart } },
          },
        }
      : {}),
    responses,
  };
}

/**
 * `get /weddings/:id/plan` → `getWeddingsIdPlan`: stable, and unique per method and path (a
 * route also registered with a trailing slash, `/media/upload/`, ends in `Slash`).
 */
export function operationId(op: Pick<ApiOperation, 'method' | 'path'>): string {
  const words = op.path
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1));
  return op.method + words.join('') + (op.path.endsWith('/') ? 'Slash' : '');
}

/**
 * The 429 of a rate-limited route: the `{detail}` error, and how many seconds until the
 * caller may try again in `Retry-After` (http/rate-limit.ts).
 */
export function rateLimited(description: string): ApiResponse {
  return {
    description,
    schema: errorSchema,
    headers: z.object({
      'Retry-After': z
        .string()
        .regex(/^[1-9][0-9]*$/)
        .meta({ description: 'Whole seconds to wait before trying again.' }),
    }),
  };
}
