// What Node's HTTP server answers itself, before any route, to a request it cannot read: a
// request line and headers over 16 KB (a long query string) 431, a request not sent in time
// 408, anything unparsable 400. Node's own answers have no body; these carry {"detail": ...}
// like every other failure (docs/product/texts.md#global-errors), so a client generated from the
// API document reads them as its errors. As Node does, nothing is written over an answer
// already under way, and the connection is closed.
import type { Server } from 'node:http';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';

const STATUS_OF: Record<string, number> = {
  HPE_HEADER_OVERFLOW: 431,
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 413,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

function answer(status: number): string {
  const body = JSON.stringify({ detail: STATUS_CODES[status] });
  return [
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
    'Content-Type: application/json',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/** Answers the requests `server` cannot read with a {detail} body. */
export function answerClientErrors(server: Server) {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    const inFlight = (socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (socket.writable && !inFlight?.headersSent) {
      socket.write(answer(STATUS_OF[error.code ?? ''] ?? 400));
    }
    socket.destroy();
  });
}
