import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { Socket } from 'node:net';

/** Node's own function for giving a connection's parser back, as it does for an upgraded connection (untyped). */
const { freeParser } = createRequire(import.meta.url)('_http_common') as {
  freeParser(parser: unknown, request: IncomingMessage | null, socket: Socket): void;
};

/** Every listener Node's HTTP server puts on a connection for its request cycle (lib/_http_server.js). */
const REQUEST_CYCLE_EVENTS = ['data', 'end', 'close', 'drain', 'timeout', 'error', 'pause', 'resume'] as const;

/**
 * Takes a connection whose response head has gone out, and whose response never ends, out of Node's HTTP server,
 * the way Node does with an upgraded connection: its parser, request, response and request-cycle listeners would
 * otherwise stay for as long as the connection, several kB each. The connection then reads and drops whatever the
 * client still sends, so that its 'end' (the client closed its side) is seen.
 */
export function detachFromHttpServer(request: IncomingMessage, response: ServerResponse): void {
  const socket = request.socket as Socket & { parser?: unknown };
  for (const event of REQUEST_CYCLE_EVENTS) socket.removeAllListeners(event);
  freeParser(socket.parser, request, socket);
  response.detachSocket(socket);
  // An error ends in 'close', which the caller listens for; without a listener it would be thrown.
  socket.on('error', () => undefined).resume();
}
