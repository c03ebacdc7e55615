// Who is connected, and delivery of frames to their sockets (issue 12; DESIGN.md §4). The hub
// is an interface: this one lives in the process; a broker-backed one (Redis, NATS) could fan
// frames out across several server processes without the services changing.
import type { ServerFrame } from '@baraat/shared/schemas/realtime';

/** What the hub needs of a socket. */
export interface HubSocket {
  send: (data: string) => void;
  close: (code: number, reason: string) => void;
  readonly readyState: number;
}

export interface Hub {
  /** Registers a socket; true when it is the user's first (they just came online). */
  join: (userId: number, socket: HubSocket) => boolean;
  /** Forgets a socket; true when it was the user's last (they just went offline). */
  leave: (userId: number, socket: HubSocket) => boolean;
  /** Sends to every open socket of the user; true when at least one took it. */
  toUser: (userId: number, frame: ServerFrame) => boolean;
  isOnline: (userId: number) => boolean;
  /** How many sockets are open. */
  size: () => number;
  closeAll: (code: number, reason: string) => void;
}

const OPEN = 1;

export function createLocalHub(): Hub {
  const sockets = new Map<number, Set<HubSocket>>();
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
    toUser(userId, frame) {
      const mine = sockets.get(userId);
      if (!mine) return false;
      const data = JSON.stringify(frame);
      let reached = false;
      for (const socket of mine) {
        if (socket.readyState !== OPEN) continue;
        socket.send(data);
        reached = true;
      }
      return reached;
    },
    isOnline: (userId) => (sockets.get(userId)?.size ?? 0) > 0,
    size: () => [...sockets.values()].reduce((n, mine) => n + mine.size, 0),
    closeAll(code, reason) {
      for (const mine of sockets.values()) for (const socket of mine) socket.close(code, reason);
    },
  };
}
