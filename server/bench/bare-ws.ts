// The live channel's reference for `npm run bench`: a bare `ws` server on node:http
// doing only what the socket figures need — a socket per user at /ws/<userId>, everyone told
// when a user connects (the fan-out), and a frame relayed to one user (the 1:1 delivery) —
// with no tickets, no database, no validation. What Baraat does beyond it is the overhead the
// bench's ratios show. PORT as the API; /api/health answers so the bench knows it is up.
import { createServer } from 'node:http';
import { type WebSocket, WebSocketServer } from 'ws';

const sockets = new Map<number, WebSocket>();
const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });

const server = createServer((request, response) => {
  response.writeHead(request.url === '/api/health' ? 200 : 404).end();
});

server.on('upgrade', (request, socket, head) => {
  // /ws/<userId>/announce: the user whose arrival everyone hears of (Baraat tells only the
  // people one has conversations with; the bench makes those everyone else).
  const match = /^\/ws\/(\d+)(\/announce)?$/.exec(request.url ?? '');
  const userId = Number(match?.[1]);
  if (!userId) return socket.destroy();
  wss.handleUpgrade(request, socket, head, (ws) => {
    sockets.set(userId, ws);
    if (match?.[2]) {
      const online = JSON.stringify({ type: 'online_status', user_id: userId, online: true });
      for (const [other, peer] of sockets) if (other !== userId) peer.send(online);
    }
    ws.on('message', (data) => {
      const frame = JSON.parse(String(data)) as { to: number; body: string };
      sockets.get(frame.to)?.send(JSON.stringify({ type: 'message', body: frame.body }));
    });
    ws.on('close', () => {
      if (sockets.get(userId) === ws) sockets.delete(userId);
    });
  });
});

server.listen(Number(process.env.PORT ?? 8001), '127.0.0.1');
