import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { detachFromHttpServer } from './detach-from-http-server.js';

const SSE_HEADERS: Record<string, string> = {
  'content-type': 'text/event-stream',
  'cache-control': 'private, no-cache, no-store, must-revalidate, max-age=0, no-transform',
  connection: 'keep-alive',
  // Proxies such as nginx would otherwise hold events back in their buffer.
  'x-accel-buffering': 'no',
  'transfer-encoding': 'chunked',
};

/** The response head, with the headers already set on the reply (security headers, CORS). */
function streamHead(replyHeaders: Record<string, number | string | string[] | undefined>): string {
  const fields = Object.entries({ ...replyHeaders, ...SSE_HEADERS, date: new Date().toUTCString() }).flatMap(([name, value]) =>
    value === undefined ? [] : [value].flat().map((one) => `${name}: ${one}`),
  );
  return ['HTTP/1.1 200 OK', ...fields, '', ''].join('\r\n');
}

/**
 * Takes the connection out of the HTTP server and writes the event stream's response head straight to it; the
 * caller hands the returned socket to LiveStreamHub. Nest's SSE wrapper would add a stream, an operator chain and a
 * serialisation per open stream and per event, and Node's request cycle (parser, request, response) some kB per
 * open stream. Undefined when the client went while the request was being authorised.
 */
export function startEventStream(request: FastifyRequest, reply: FastifyReply): Socket | undefined {
  reply.hijack();
  const socket = reply.raw.socket;
  if (!socket || socket.destroyed) return undefined;
  const head = streamHead(reply.getHeaders());
  detachFromHttpServer(request.raw, reply.raw);
  socket.write(head);
  return socket;
}
