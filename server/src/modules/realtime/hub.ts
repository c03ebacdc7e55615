// Who is connected, and delivery of frames to their sockets (docs/product/messaging.md#the-live-channel). The hub
// is an interface: this one lives in the process; redis-hub.ts fans frames out across several
// server processes and shares who is online, without the services changing. Who is online is
// asked and told asynchronously, since a shared hub asks Redis.
//
// A socket whose reader has stopped (a phone in a pocket with a half-open connection, or a
// client that never reads) would otherwise queue every frame sent to it in this process's
// memory without bound; past `maxBufferedBytes` it is closed instead. Its device
// re-pulls what it missed when it reconnects.
import type { ServerFrame } from '@baraat/shared/schemas/realtime';
import type { Logger } from '../../logger';

/** What the hub needs of a socket. */
export interface HubSocket {
  send: (data: string) => void;
  close: (code: number, reason: string) => void;
  terminate: () => void;
  readonly readyState: number;
  /** Bytes accepted by send() and not yet handed to the network. */
  readonly bufferedAmount: number;
}

export interface Hub {
  /** Registers a socket (at once: frames reach it from now on); true when it is the user's
   * first anywhere (they just came online). */
  join: (userId: number, socket: HubSocket) => Promise<boolean>;
  /** Forgets a socket; true when it was the user's last anywhere (they just went offline). */
  leave: (userId: number, socket: HubSocket) => Promise<boolean>;
  /** Sends to every open socket of the user; true when at least one took it. */
  toUser: (userId: number, frame: ServerFrame) => boolean;
  /** Sends one frame to the sockets of several users (a person's partners, told they came
   * online): one message between processes however many they are. */
  toUsers: (userIds: readonly number[], frame: ServerFrame) => void;
  /** Sends to the user's sockets in this process only: for news every process learns by
   * itself (the calendar's log, which each looks at), so no socket hears it twice. */
  toUserHere: (userId: number, frame: ServerFrame) => boolean;
  /** Sends to one socket, closing it instead when its reader has fallen too far behind. */
  toSocket: (userId: number, socket: HubSocket, frame: ServerFrame) => boolean;
  isOnline: (userId: number) => Promise<boolean>;
  /** Which of the users are online, asked at once. */
  onlineAmong: (userIds: readonly number[]) => Promise<number[]>;
  /** The user's sockets in this process, oldest first. */
  socketsOf: (userId: number) => readonly HubSocket[];
  /** How many sockets are open. */
  size: () => number;
  closeAll: (code: number, reason: string) => void;
  /** Stops what the hub runs beside the sockets (a shared hub's refresh). */
  stop: () => void;
}

/** The hub of this process's sockets alone, answering at once. */
export interface LocalHub extends Omit<Hub, 'join' | 'leave' | 'isOnline' | 'onlineAmong'> {
  join: (userId: number, socket: HubSocket) => boolean;
  leave: (userId: number, socket: HubSocket) => boolean;
  isOnline: (userId: number) => boolean;
  /** The users with a socket here. */
  users: () => number[];
}

/** A local hub as the app's one hub: the single-process default. */
export function asHub(local: LocalHub): Hub {
  return {
    ...local,
    join: async (userId, socket) => local.join(userId, socket),
    leave: async (userId, socket) => local.leave(userId, socket),
    isOnline: async (userId) => local.isOnline(userId),
    onlineAmong: async (userIds) => userIds.filter((userId) => local.isOnline(userId)),
  };
}

export interface HubOptions {
  logger: Logger;
  /** A socket holding more than this many unsent bytes is closed. */
  maxBufferedBytes: number;
}

const OPEN = 1;

export function createLocalHub({ logger, maxBufferedBytes }: HubOptions): LocalHub {
  const sockets = new Map<number, Set<HubSocket>>();
  let slowClosed = 0;

  /** Hands data to an open socket, or closes a socket whose reader stopped; true if sent. */
  function deliver(userId: number, socket: HubSocket, data: string): boolean {
    if (socket.readyState !== OPEN) return false;
    if (socket.bufferedAmount > maxBufferedBytes) {
      slowClosed += 1;
      logger.warn(
        {
          user_id: userId,
          buffered_bytes: socket.bufferedAmount,
          slow_sockets_closed: slowClosed,
        },
        'slow socket closed',
      );
      // terminate, not close: a close frame would only join the queue the reader is not reading.
      socket.terminate();
      return false;
    }
    socket.send(data);
    return true;
  }

  /** Hands data already written as JSON to the user's open sockets; true if one took it. */
  function send(userId: number, data: string): boolean {
    const mine = sockets.get(userId);
    if (!mine) return false;
    let reached = false;
    for (const socket of mine) if (deliver(userId, socket, data)) reached = true;
    return reached;
  }

  function toUser(userId: number, frame: ServerFrame): boolean {
    return sockets.has(userId) && send(userId, JSON.stringify(frame));
  }

  return {
    join(userId, socket) {
      const mine = sockets.get(userId) ?? new Set();
      mine.add(socket);
      sockets.set(userId, mine);
      return mine.size === 1;
    },
    leave(userId, socket) {
      const mine = sockets.get(userId);
      if (!mine?.delete(socket)) return false;
      if (mine.size > 0) return false;
      sockets.delete(userId);
      return true;
    },
    toUser,
    toUserHere: toUser,
    toUsers(userIds, frame) {
      const data = JSON.stringify(frame);
      for (const userId of userIds) send(userId, data);
    },
    toSocket: (userId, socket, frame) => deliver(userId, socket, JSON.stringify(frame)),
    isOnline: (userId) => (sockets.get(userId)?.size ?? 0) > 0,
    socketsOf: (userId) => [...(sockets.get(userId) ?? [])],
    size: () => [...sockets.values()].reduce((n, mine) => n + mine.size, 0),
    closeAll(code, reason) {
      for (const mine of sockets.values()) for (const socket of mine) socket.close(code, reason);
    },
    users: () => [...sockets.keys()],
    stop: () => {},
  };
}
