import { Controller, Req, Sse, type MessageEvent } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { filter, interval, map, merge, startWith, takeUntil, type Observable } from 'rxjs';
import { isVisibleTo } from '../../domain/portions/live-events.js';
import type { Actor } from '../../domain/shared/actor.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { SessionEnd } from '../auth/session-end.js';
import { Roles } from '../auth/roles.decorator.js';
import { ApiErrors } from '../http/shared/error-response.dto.js';
import { PgLiveEventBus } from './pg-live-event-bus.js';

export const HEARTBEAT_MS = 25_000;

const DESCRIPTION = [
  'Server-Sent Events for the caller\'s tenant, read with `fetch` and the bearer header (EventSource cannot send one).',
  '',
  'The stream opens with the comment `: connected` and sends `: heartbeat` every 25 s. Each event is',
  '`event: <type>`, `id: <n>` and `data: <JSON>`:',
  '- `portion.created`, `portion.updated`: `{id, locationId, title, totalQuantity, availableQuantity, reservedQuantity,',
  '  pickedUpQuantity, availableUntil, allergens, status}` (no description or location name: GET the portion for those).',
  '  Sent on creation, edit, withdrawal, expiry and every reservation change; to every user of the tenant.',
  '- `reservation.updated`: `{id, portionId, userId, quantity, status, reservedAt, pickedUpAt, cancelledAt}`.',
  '  Sent when a reservation is placed, picked up or cancelled; to its owner and to kitchen and admin of the tenant.',
  '',
  'Never an event of another tenant. Events are not replayed: after a reconnect, reload the lists.',
  '',
  'The stream ends within about 2 s when its token expires, or when the user or the tenant is deactivated or the',
  'user\'s role changes (on whichever instance): reconnecting then answers 401.',
].join('\n');

@ApiTags('events')
@ApiBearerAuth()
@Controller('protected/events')
export class EventsController {
  constructor(
    private readonly listener: PgLiveEventBus,
    private readonly sessionEnd: SessionEnd,
  ) {}

  @Sse()
  @Roles('staff', 'kitchen', 'admin')
  @ApiOperation({ summary: 'Live updates of portions and reservations', description: DESCRIPTION })
  @ApiOkResponse({
    description: 'An endless event stream',
    content: {
      'text/event-stream': {
        schema: { type: 'string', example: 'event: portion.updated\nid: 1\ndata: {"id":"…","availableQuantity":4,"status":"available"}\n\n' },
      },
    },
  })
  @ApiErrors(401, 403)
  stream(@CurrentUser() actor: Actor, @Req() request: FastifyRequest): Observable<MessageEvent> {
    const events = this.listener.events$.pipe(
      filter((event) => isVisibleTo(event, actor)),
      map((event): MessageEvent => ({ type: event.type, data: event.data })),
    );
    const heartbeats = interval(HEARTBEAT_MS).pipe(map((): MessageEvent => ({ comment: 'heartbeat' })));
    return merge(events, heartbeats).pipe(startWith<MessageEvent>({ comment: 'connected' }), takeUntil(merge(this.listener.stopped$, this.sessionEnd.of(request, actor))));
  }
}
