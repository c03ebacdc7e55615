// The live channel's ticket as the API document tells it (docs/product/messaging.md#the-live-channel).
// The channel itself, /ws/{ticket}, is told in the document's description, not as a path.
import { wsTicketSchema } from '@baraat/shared/schemas/realtime';
import { type ApiOperation, rateLimited } from '../../openapi/operation';

export const realtimeOperations: ApiOperation[] = [
  {
    method: 'post',
    path: '/auth/ws-ticket',
    tag: 'Live channel',
    summary: 'A ticket to open the live channel, /ws/{ticket}',
    description:
      'Single use, valid 30 seconds; `path` is where to open the socket. The access token never goes in an address.',
    access: 'user',
    responses: {
      201: { description: 'The ticket and the path of its socket.', schema: wsTicketSchema },
      429: rateLimited(
        'The user has asked for 30 tickets in the last minute: `Too many requests - please try again later`.',
      ),
    },
  },
];
