import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Actor } from '../../../domain/shared/actor.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { SessionEnd } from '../auth/session-end.js';
import { Roles } from '../auth/roles.decorator.js';
import { ApiErrors } from '../http/error-response.dto.js';
import { startEventStream } from './event-stream-response.js';
import { LiveStreamHub } from './live-stream-hub.js';
import { MAX_STREAMS_PER_USER, StreamsPerUser } from './streams-per-user.js';

const DESCRIPTION = [
  "Server-Sent Events for the caller's tenant, read with `fetch` and the bearer header (EventSource cannot send one).",
  '',
  "The stream opens with the comment `: connected` and a frame with only `id: <n>`, the tenant's current event number, and",
  'sends `: heartbeat` every 25 s. Each event is `event: <type>`, `id: <n>` and `data: <JSON>`, numbered 1, 2, 3... per tenant',
  'across all instances. An event the caller may not see arrives as its `id:` alone, so that a gap in the numbers always',
  'means a missed event: then fetch the lists once. After a reconnect (send `Last-Event-ID`), a first number above the',
  'last one seen means the same. Events are not replayed. The data is the new state in the shape the lists answer:',
  '- `portion.created`, `portion.updated`: the portion as `GET …/portions` lists it. Sent on creation, edit, photo change,',
  '  withdrawal and expiry; to every user of the tenant.',
  '- `reservation.updated`: `{id, portionId, mine?, handover?, counter?, portion}`, one event per reservation change',
  "  (placed, picked up, cancelled, promoted from the waiting list). `portion` is its portion's new state as",
  '  `GET …/portions` lists it, for every user of the tenant. `mine` as `GET /reservations` lists it, for its owner only;',
  '  `handover` as `GET …/portions/{id}/reservations` and `counter` (with `locationId`) as',
  '  `GET …/locations/{id}/open-reservations` list it, for kitchen and admin only (they carry the name and pick-up code).',
  '  Other staff get `{portionId, portion}`: never whose reservation it was.',
  '- `resync` (`{}`): an event whose state could not be sent; fetch the lists once.',
  '',
  'Never an event of another tenant.',
  '',
  'The stream ends within 1 s when its token expires, or when the user or the tenant is deactivated or deleted, or',
  "the user's role or password changes (on whichever instance): reconnecting then answers 401.",
  '',
  `One user may hold ${MAX_STREAMS_PER_USER} streams on one instance; another answers 429 \`too_many_streams\` with Retry-After.`,
].join('\n');

@ApiTags('events')
@ApiBearerAuth()
@Controller('protected/events')
export class EventsController {
  constructor(
    private readonly hub: LiveStreamHub,
    private readonly sessionEnd: SessionEnd,
    private readonly streamsPerUser: StreamsPerUser,
  ) {}

  /**
   * Takes the connection out of the HTTP server and writes the head and then the hub's chunks straight to it:
   * Nest's SSE wrapper would add a stream, an operator chain and a serialisation per open stream and per event,
   * and Node's request cycle (parser, request, response) some kB per open stream.
   */
  @Get()
  @Roles('staff', 'kitchen', 'admin')
  @ApiOperation({ summary: 'Live updates of portions and reservations', description: DESCRIPTION })
  @ApiOkResponse({
    description: 'An endless event stream',
    content: {
      'text/event-stream': {
        schema: {
          type: 'string',
          example: 'event: portion.updated\nid: 1\ndata: {"id":"…","availableQuantity":4,"status":"available"}\n\n',
        },
      },
    },
  })
  @ApiErrors(401, 403, 429)
  stream(@CurrentUser() actor: Actor, @Req() request: FastifyRequest, @Res() reply: FastifyReply): void {
    // The roles above all belong to a tenant.
    const member = actor as Actor & { tenantId: string };
    const release = this.streamsPerUser.admit(actor.userId);
    const socket = startEventStream(request, reply);
    if (!socket) return release();
    const closeStream = this.hub.open(member, socket);
    const close = () => {
      release();
      closeStream();
    };
    // The stream ends with its session (token expiry, deactivation, role or password change), on whichever
    // instance that happened.
    const stopWatching = this.sessionEnd.watch(request, actor, close);
    // The client closing its side ends the stream; the connection closing (client gone) also ends the watching.
    socket.once('end', close).once('close', () => {
      stopWatching();
      close();
    });
  }
}
