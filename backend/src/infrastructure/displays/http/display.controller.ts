import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DisplayStreams, REVOCATION_CHECK_MS } from '../../../application/displays/display-streams.js';
import { ListDisplayPortionsQuery } from '../../../application/displays/list-display-portions.query.js';
import { OpenDisplayQuery } from '../../../application/displays/open-display.query.js';
import { Public } from '../../platform/auth/public.decorator.js';
import { CrossTenant } from '../../platform/auth/data-scope.interceptor.js';
import { ApiErrors } from '../../platform/http/error-response.dto.js';
import { startEventStream } from '../../platform/realtime/event-stream-response.js';
import { LiveStreamHub } from '../../platform/realtime/live-stream-hub.js';
import { DisplayPortionDto, DisplayResponseDto } from './dto/display.dto.js';

const UNKNOWN =
  'A malformed, unknown or revoked token (or one of a deactivated location or tenant) answers 404 `display_link_unknown`. ' +
  'Lookups count per IP address: after 30 that find no live link within 10 minutes, 429 `too_many_display_lookups` with Retry-After.';

const EVENTS_DESCRIPTION = [
  "Server-Sent Events for the link's location, read with EventSource or fetch; no login.",
  '',
  "The stream opens with the comment `: connected` and sends `: heartbeat` every 25 s. It carries the location's",
  '`portion.created` and `portion.updated` events, each with the portion as `GET /api/display/{token}/portions` lists it',
  'plus its `status` (no personal data; a portion that is not `available`, is sold out or has ended leaves the list), and',
  '`event: reconnect` when the instance shuts down. Events carry no number and are not replayed: after a reconnect, GET the',
  'portions again.',
  '',
  `When the link is revoked the stream ends, at once on the instance that revoked it and within ${REVOCATION_CHECK_MS / 1000} s on the others;`,
  'reconnecting then answers 404.',
  '',
  UNKNOWN,
].join('\n');

/** The public screen of a location: no login, the token in the path is the only credential. */
@ApiTags('displays')
@Public()
@CrossTenant('entrance screen: the organisation is found by the link token')
@Controller('display/:token')
export class DisplayController {
  constructor(
    private readonly openDisplay: OpenDisplayQuery,
    private readonly listPortions: ListDisplayPortionsQuery,
    private readonly hub: LiveStreamHub,
    private readonly streams: DisplayStreams,
  ) {}

  @Get('portions')
  @ApiOperation({ summary: "A display link's location and the portions that can be reserved there now", description: UNKNOWN })
  @ApiOkResponse({ type: DisplayResponseDto })
  @ApiErrors(404, 429)
  async portions(@Param('token') token: string, @Req() request: FastifyRequest): Promise<DisplayResponseDto> {
    const target = await this.openDisplay.execute(token, request.ip);
    const portions = await this.listPortions.execute(target);
    return { locationName: target.locationName, portions: portions.map(DisplayPortionDto.from) };
  }

  @Get('events')
  @ApiOperation({ summary: "Live updates of a display link's location", description: EVENTS_DESCRIPTION })
  @ApiOkResponse({
    description: 'An endless event stream',
    content: {
      'text/event-stream': {
        schema: {
          type: 'string',
          example: 'event: portion.updated\ndata: {"id":"…","availableQuantity":4,"status":"available"}\n\n',
        },
      },
    },
  })
  @ApiErrors(404, 429)
  async events(@Param('token') token: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const target = await this.openDisplay.execute(token, request.ip);
    const socket = startEventStream(request, reply);
    if (!socket) return;
    const close = this.hub.openScreen(target, socket);
    const stopWatching = this.streams.watch(target.linkId, close);
    socket.once('end', close).once('close', () => {
      stopWatching();
      close();
    });
  }
}
