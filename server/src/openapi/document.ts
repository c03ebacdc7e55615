// The API document (OpenAPI 3.1), built from the operations every module declares with its
// routes (docs/architecture.md#11-the-api-document). zod-openapi renders the shared zod schemas
// with zod's own JSON Schema conversion; a schema given an id becomes a component.
import {
  clientFrameSchema,
  MAX_FRAME_BYTES,
  serverFrameSchema,
  WS_CLOSE,
  WS_FRAMES_BEFORE_CLOSE,
  WS_FRAMES_PER_SECOND,
  WS_TICKET_TTL_SECONDS,
} from '@baraat/shared/schemas/realtime';
import { createDocument, type oas31, type ZodOpenApiPathsObject } from 'zod-openapi';
import { DEFAULT_LIMITS } from '../config';

type OpenAPIObject = oas31.OpenAPIObject;
type OperationObject = oas31.OperationObject;

import { type ApiOperation, documentPath, errorSchema, toOperation } from './operation';

const { socketTicketsPerMinute, socketsPerUser, messagesPerMinute } = DEFAULT_LIMITS;

const LIVE_CHANNEL = `
## The live channel: \`/ws/{ticket}\`

A signed-in app keeps one websocket open for messages, ticks, typing, presence, notifications and
the owner's calendar changes. It is not a REST call, so it is told here:

1. \`POST /api/auth/ws-ticket\` with the bearer token answers a **ticket**: single use, valid ${WS_TICKET_TTL_SECONDS}
   seconds, ${socketTicketsPerMinute} a minute per user. The access token never goes in an address.
2. Open \`ws(s)://{host}/ws/{ticket}\`. A bad, used or expired ticket is closed with
   **${WS_CLOSE.badTicket}**; a page from another origin with **${WS_CLOSE.policy}**; at shutdown the
   server closes with **${WS_CLOSE.serviceRestart}** (service restart): reconnect with a new ticket.
3. Every frame is JSON with a \`type\`: the client sends a \`ClientFrame\`, the server a
   \`ServerFrame\` (both in the components below). Frames are at most ${MAX_FRAME_BYTES / 1024} KiB; ${WS_FRAMES_PER_SECOND} a
   second per connection (more are answered with an \`error\` frame; beyond ${WS_FRAMES_BEFORE_CLOSE} in a second the
   socket closes); ${socketsPerUser} open sockets per user; ${messagesPerMinute} messages a minute per user over the socket and
   REST together. A frame the server cannot read or may not act on is answered with an \`error\`
   frame, never obeyed.
4. Frames sent while a device was away are not replayed: on every reconnection, fetch the
   conversations (and, for an owner, pull the calendar).
`;

const DESCRIPTION = `Baraat's API: the marketplace (search, profiles, packages, slots), customers'
bookings and weddings, the owner's desk (calendar, halls and teams, requests, walk-ins, payments),
messages and notifications, and the offline outbox.

**Signing in.** \`POST /api/auth/login\` answers an access token; send it as
\`Authorization: Bearer <token>\`. Each operation says who may call it (\`x-roles\`): anonymous
calls to a signed-in route are refused with 401, the wrong role with 403, and another person's
resource is 404, never shown.

**Errors** always come as \`{"detail": "…"}\`; a refused field as a list naming it:
\`{"detail": [{"loc": ["body", "email"], "msg": "…", "type": "value_error"}]}\`.

**Writes that may be sent twice** (an app on a bad signal) take an \`Idempotency-Key\` header: the
same key with the same request answers the stored response, and the write happens once.
${LIVE_CHANNEL}`;

/** The groups of the reference, in its order, each said in a line (every operation's tag is one). */
export const TAGS: { name: string; description: string }[] = [
  { name: 'Accounts', description: 'Sign-up, sign-in, tokens, the signed-in user, passwords.' },
  {
    name: 'Staff',
    description:
      'The people an owner adds to work the desk, each with a role that says what they may do (owner, manager, front desk).',
  },
  { name: 'Live channel', description: 'The ticket that opens `/ws/{ticket}` (see above).' },
  { name: 'Reference lists', description: 'Cities, business types, event and service types.' },
  { name: 'Listings', description: 'Finding vendors: search, profiles, slots, calendars.' },
  { name: 'Businesses', description: 'A business: its public page and its owner’s own.' },
  { name: 'Packages', description: 'What a vendor offers at what price; comparing packages.' },
  { name: 'Services', description: 'The services a business lists.' },
  { name: 'Reviews', description: 'Customers’ reviews of vendors.' },
  { name: 'Photos', description: 'A business’s photos: upload, list, thumbnail, remove.' },
  { name: 'Favourites', description: 'The vendors a customer keeps.' },
  { name: 'Customer profile', description: 'A customer’s own details.' },
  { name: 'Bookings', description: 'A customer’s booking requests.' },
  { name: 'Weddings', description: 'Several events of one business booked together, one plan.' },
  {
    name: 'Booking requests',
    description: 'The owner’s answers: accept, decline, halls, walk-ins.',
  },
  { name: 'Halls and teams', description: 'The owner’s halls, teams and resources.' },
  { name: 'Calendar slots', description: 'The owner’s calendar: slots, blocks, bulk creation.' },
  { name: 'Sync', description: 'The desk’s offline copy: the calendar pull and the outbox batch.' },
  { name: 'Payments', description: 'The ledger: payments, refunds, what is owed.' },
  {
    name: 'Transfers',
    description:
      'Bank transfers and Raast payments a customer sends with proof, and the business’s details they are sent to; the desk confirms or rejects each.',
  },
  {
    name: 'Online payments',
    description:
      'Paying an advance, an instalment or a balance through JazzCash or Easypaisa: what is owed now, the checkout, and the provider’s answers.',
  },
  { name: 'Statistics', description: 'The owner’s figures, charts and report.' },
  { name: 'Messages', description: 'Conversations between customers and vendors.' },
  { name: 'Notifications', description: 'The bell: reminders and announcements.' },
  {
    name: 'Inbox (older calls)',
    description: 'Older inbox calls, kept for the clients that use them.',
  },
  { name: 'Contact', description: 'The contact form.' },
  { name: 'Health', description: 'Whether the server and its database answer.' },
  { name: 'API', description: 'This document.' },
];

/** The document of these operations (api-document.ts builds the API's, once per process). */
export function buildDocument(operations: readonly ApiOperation[]) {
  const paths: ZodOpenApiPathsObject = {};
  for (const op of operations) {
    const path = documentPath(op.path);
    paths[path] = { ...paths[path], [op.method]: toOperation(op) };
  }
  return pathParametersRequired(
    createDocument({
      openapi: '3.1.0',
      info: { title: 'Baraat API', version: '1', description: DESCRIPTION },
      paths,
      components: {
        schemas: {
          Error: errorSchema,
          ClientFrame: clientFrameSchema.meta({
            description: 'A frame the app sends on /ws/{ticket}.',
          }),
          ServerFrame: serverFrameSchema.meta({
            description: 'A frame the server sends on /ws/{ticket}.',
          }),
        },
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'The access token from POST /api/auth/login or a sign-up.',
          },
        },
      },
      tags: TAGS,
    }),
  );
}

/**
 * A path parameter is always required (OpenAPI 3.1, Parameter Object); zod-openapi 5 leaves `required`
 * out when the schema reads its text on (the ids' coercion), so the document says it here.
 */
function pathParametersRequired(document: OpenAPIObject): OpenAPIObject {
  for (const item of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(item ?? {})) {
      for (const parameter of (operation as OperationObject).parameters ?? []) {
        if ('in' in parameter && parameter.in === 'path') parameter.required = true;
      }
    }
  }
  return document;
}
