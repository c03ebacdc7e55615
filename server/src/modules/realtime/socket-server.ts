// The live channel /ws/{ticket} on the app's own HTTP server (docs/product/messaging.md#the-live-channel).
// Each frame is parsed with the shared union and authorised as the ticket's user
// before anything happens; a refused frame gets an `error` frame, a misbehaving socket is
// closed. Messages sent here are stored exactly as over REST (one per client_message_id) and
// spend the same per-user budget.
//
// Nothing a client sends may end the process: every socket has an 'error' listener
// from the moment it exists (a refused one too: a frame over the cap raises an error event
// while its close is under way), the ticket is read from the path without a decode that can
// throw, and each handler catches what it did not foresee.
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Language } from '@baraat/shared/i18n/languages';
import { tx } from '@baraat/shared/i18n/text';
import { controlCharacterIssues } from '@baraat/shared/schemas/control-characters';
import {
  clientFrameSchema,
  MAX_FRAME_BYTES,
  type ParsedClientFrame,
  type ServerFrame,
  WS_CLOSE,
  WS_FRAMES_BEFORE_CLOSE,
  WS_FRAMES_PER_SECOND,
} from '@baraat/shared/schemas/realtime';
import { type RawData, WebSocket, WebSocketServer } from 'ws';
import { AppError } from '../../http/errors';
import { acceptedLanguage } from '../../i18n/accept-language';
import type { Translator } from '../../i18n/translator';
import type { Logger } from '../../logger';
import type { MessagingService } from '../messaging/service';
import type { Hub } from './hub';
import type { TicketService } from './tickets';

const HEARTBEAT_MS = 30_000;
const OPEN = 1;

export interface SocketServerDeps {
  hub: Hub;
  tickets: TicketService;
  messaging: MessagingService;
  logger: Logger;
  publicUrl: string;
  /** Open sockets one user may hold here; a further one closes the oldest. */
  socketsPerUser: number;
  /** This process's name, sent with the upgrade as X-Baraat-Worker; null when alone. */
  workerName: string | null;
  /** Whose live channel a user's socket is (docs/product/messaging.md#staff-and-the-inbox):
   * their own, or for a member of a business's staff the business's, its owner's account. */
  mailboxOf: (userId: number) => Promise<number>;
  /** The language a user saved (docs/architecture.md#urdu-on-the-server); null for none. */
  languageOf: (userId: number) => Promise<Language | null>;
  /** The texts' translator: a socket's `error` frames are in its language. */
  translate: Translator;
}

/** A page of Baraat's own (the public URL's origin, or the host the request came to). */
function originAllowed(request: IncomingMessage, publicUrl: string): boolean {
  const origin = request.headers.origin;
  // Browsers always send Origin with a socket; other clients cannot be tricked into one.
  if (origin === undefined) return true;
  try {
    const url = new URL(origin);
    return url.origin === new URL(publicUrl).origin || url.host === request.headers.host;
  } catch {
    return false;
  }
}

const WS_PATH = /^\/ws\/([^/?#]*)(?:[?#].*)?$/;

/**
 * The ticket named by a /ws/{ticket} path: undefined when the path is not a socket's, '' when
 * its escapes are malformed (a ticket that matches nothing, so the socket is refused 4401).
 */
export function ticketInPath(url: string | undefined): string | undefined {
  const match = WS_PATH.exec(url ?? '');
  if (!match) return undefined;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return '';
  }
}

export function attachSockets(server: Server, deps: SocketServerDeps) {
  const { hub, tickets, messaging, logger } = deps;
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_FRAME_BYTES,
    perMessageDeflate: false,
  });
  // With noServer the server itself listens on nothing; an error here must still not throw.
  wss.on('error', (error) => logger.error({ err: error }, 'socket server failed'));
  const { workerName } = deps;
  if (workerName) wss.on('headers', (headers) => headers.push(`X-Baraat-Worker: ${workerName}`));
  const alive = new WeakSet<WebSocket>();
  let closing = false;

  /** Each socket's language: its upgrade's Accept-Language, else its user's saved one. */
  const languages = new WeakMap<WebSocket, Language>();
  const send = (userId: number, ws: WebSocket, frame: ServerFrame) => {
    const language = languages.get(ws) ?? 'en';
    return hub.toSocket(
      userId,
      ws,
      frame.type === 'error' && language !== 'en'
        ? { ...frame, detail: deps.translate(frame.detail, language) }
        : frame,
    );
  };

  async function handle(userId: number, ws: WebSocket, parsed: ParsedClientFrame) {
    switch (parsed.type) {
      case 'send_message': {
        await messaging.takeSendBudget(userId);
        const sent = await messaging.send(userId, {
          conversationId: parsed.conversation_id,
          receiverId: parsed.receiver_id,
          body: parsed.message_body,
          clientMessageId: parsed.client_message_id,
        });
        if (sent.created) return messaging.announce(sent.message);
        await messaging.refundSend(userId);
        send(userId, ws, { type: 'message', message: sent.message });
        return;
      }
      case 'typing':
        await messaging.typing(userId, parsed.conversation_id, parsed.typing);
        return;
      case 'mark_read':
        await messaging.markRead(userId, parsed.conversation_id, parsed.message_id);
        return;
      case 'ping':
        send(userId, ws, { type: 'pong' });
    }
  }

  async function onFrame(userId: number, ws: WebSocket, data: Buffer) {
    let raw: unknown;
    try {
      raw = JSON.parse(data.toString('utf8'));
    } catch {
      send(userId, ws, { type: 'error', detail: tx('A frame must be JSON') });
      return;
    }
    const parsed = clientFrameSchema.safeParse(raw);
    const clientMessageId = (raw as { client_message_id?: unknown } | null)?.client_message_id;
    const about = typeof clientMessageId === 'string' ? { client_message_id: clientMessageId } : {};
    const controls = controlCharacterIssues(raw);
    if (!parsed.success || controls.length > 0) {
      const detail = controls[0]?.message ?? parsed.error?.issues[0]?.message ?? tx('Bad frame');
      send(userId, ws, { type: 'error', detail, ...about });
      return;
    }
    try {
      await handle(userId, ws, parsed.data);
    } catch (error) {
      if (!(error instanceof AppError)) logger.error({ err: error }, 'socket frame failed');
      const detail =
        error instanceof AppError && typeof error.detail === 'string'
          ? error.detail
          : tx('The server could not handle this frame');
      send(userId, ws, { type: 'error', detail, ...about });
    }
  }

  async function presence(userId: number, online: boolean) {
    hub.toUsers(await messaging.partners(userId), {
      type: 'online_status',
      user_id: userId,
      online,
    });
  }

  /** Tells the user's partners they are online (when this is their first socket), and the new
   * socket which partners are. */
  async function greet(userId: number, ws: WebSocket, joined: boolean) {
    if (joined) await presence(userId, true);
    for (const partner of await hub.onlineAmong(await messaging.partners(userId))) {
      send(userId, ws, { type: 'online_status', user_id: partner, online: true });
    }
  }

  /** Past the user's cap, the oldest sockets go: most likely ones whose device is gone. */
  function makeRoom(userId: number) {
    const open = hub.socketsOf(userId).filter((socket) => socket.readyState === OPEN);
    for (const old of open.slice(0, Math.max(0, open.length - deps.socketsPerUser + 1))) {
      old.close(WS_CLOSE.policy, 'Too many connections: the oldest was closed');
    }
  }

  /**
   * A socket joins as `userId`, whose frames it hears and whose frames it sends; a member of
   * the staff's also as themselves (`member`), so their removal finds and closes it.
   */
  function welcome(userId: number, ws: WebSocket, member: number) {
    makeRoom(userId);
    const joining = hub.join(userId, ws);
    if (member !== userId) {
      hub.join(member, ws).catch(unforeseen);
      ws.on('close', () => hub.leave(member, ws).catch(unforeseen));
    }
    alive.add(ws);
    let windowStart = Date.now();
    let frames = 0;
    // Frames of one socket are handled in the order they came, each after the last finished,
    // and after the greeting.
    let queue = joining.then((joined) => greet(userId, ws, joined)).catch(unforeseen);
    ws.on('pong', () => alive.add(ws));
    ws.on('message', (data, isBinary) => {
      const now = Date.now();
      if (now - windowStart >= 1000) {
        windowStart = now;
        frames = 0;
      }
      frames += 1;
      if (frames > WS_FRAMES_BEFORE_CLOSE) return ws.close(WS_CLOSE.policy, 'Too many frames');
      if (frames > WS_FRAMES_PER_SECOND) {
        send(userId, ws, { type: 'error', detail: tx('Too many frames: slow down') });
        return;
      }
      if (isBinary) {
        send(userId, ws, { type: 'error', detail: tx('A frame must be JSON text') });
        return;
      }
      queue = queue.then(() => onFrame(userId, ws, data as Buffer)).catch(unforeseen);
    });
    ws.on('close', () => {
      // At shutdown nobody is told: the database may already be closed.
      hub
        .leave(userId, ws)
        .then((last) => (last && !closing ? presence(userId, false) : undefined))
        .catch(unforeseen);
    });
  }

  function unforeseen(error: unknown) {
    logger.error({ err: error }, 'socket handler failed');
  }

  function onUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer) {
    // Until ws takes the socket over, a reset connection is ours to absorb.
    socket.on('error', () => socket.destroy());
    const ticket = ticketInPath(request.url);
    if (ticket === undefined) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => {
      // First, before any close: an oversized frame raises 'error' on a socket being refused.
      ws.on('error', () => ws.terminate());
      try {
        if (!originAllowed(request, deps.publicUrl)) {
          ws.close(WS_CLOSE.policy, 'Origin not allowed');
          return;
        }
        // Frames the client sends while its ticket is being taken wait, then go in order.
        const early: [RawData, boolean][] = [];
        const hold = (data: RawData, isBinary: boolean) => early.push([data, isBinary]);
        ws.on('message', hold);
        tickets
          .redeem(ticket)
          .then(async (userId) => {
            const mailbox = userId === undefined ? undefined : await deps.mailboxOf(userId);
            if (userId !== undefined && mailbox !== undefined) {
              const asked = acceptedLanguage(request.headers['accept-language']);
              languages.set(ws, asked ?? (await deps.languageOf(userId)) ?? 'en');
            }
            ws.off('message', hold);
            if (userId === undefined || mailbox === undefined) {
              ws.close(WS_CLOSE.badTicket, 'Invalid or expired ticket');
              return;
            }
            if (ws.readyState !== WebSocket.OPEN) return;
            welcome(mailbox, ws, userId);
            for (const [data, isBinary] of early) ws.emit('message', data, isBinary);
          })
          .catch((error: unknown) => {
            unforeseen(error);
            ws.close(1011, 'Server error');
          });
      } catch (error) {
        unforeseen(error);
        ws.close(1011, 'Server error');
      }
    });
  }

  // A socket that stops answering pings (a phone that lost signal) is dropped, so presence
  // and delivery do not count on it.
  const heartbeat = setInterval(() => {
    for (const ws of wss.clients) {
      if (!alive.has(ws)) {
        ws.terminate();
        continue;
      }
      alive.delete(ws);
      ws.ping();
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();

  server.on('upgrade', onUpgrade);
  return {
    /** Graceful shutdown: every socket is told the service restarts (1012), so its device
     * reconnects, to another process when several serve. */
    close() {
      closing = true;
      clearInterval(heartbeat);
      server.off('upgrade', onUpgrade);
      hub.closeAll(WS_CLOSE.serviceRestart, 'Server shutting down');
      // A socket whose ticket is still being taken is in no hub yet: it goes too, or the HTTP
      // server's close would wait on it for ever (its welcome, once the ticket is taken, finds
      // it no longer open).
      for (const ws of wss.clients) ws.close(WS_CLOSE.serviceRestart, 'Server shutting down');
      wss.close();
    },
  };
}
