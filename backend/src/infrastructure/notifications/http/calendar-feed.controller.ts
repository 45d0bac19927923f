import { Controller, Get, Param, Post, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GetCalendarFeedQuery, RenewCalendarFeedUseCase } from '../../../application/notifications/calendar-feed.use-cases.js';
import { CALENDAR_PAST_DAYS } from '../../../domain/notifications/calendar-feed.js';
import type { Actor } from '../../../domain/shared/actor.js';
import { CurrentUser } from '../../platform/auth/current-user.decorator.js';
import { CrossTenant } from '../../platform/auth/data-scope.interceptor.js';
import { Public } from '../../platform/auth/public.decorator.js';
import { Roles } from '../../platform/auth/roles.decorator.js';
import { ApiErrors } from '../../platform/http/error-response.dto.js';
import { writeCalendar } from '../../platform/http/icalendar.js';
import { CalendarFeedUrlDto } from './dto/calendar-feed.dto.js';

const FEED_DESCRIPTION = [
  "An iCalendar feed (RFC 5545) of the address owner's open reservations, for a calendar app to subscribe to; no login,",
  'the token in the path is the only credential. Each reservation that is still to be collected is one entry, from the moment',
  "it was reserved (a portion can be collected from then on) until the portion's end, in UTC, with the location, the pick-up",
  `code and the allergens, in the owner's language. A reservation that is picked up or cancelled leaves the feed; one never collected`,
  `stays until ${CALENDAR_PAST_DAYS} days after its portion ended. Entries keep their UID (\`<reservation id>@portiepunt.nl\`, as in the`,
  'one-off download), so a refresh updates them. Answered with `Cache-Control: no-store`.',
  '',
  'A malformed, unknown or renewed token (or one of a deactivated person or organisation) answers 404 `calendar_feed_unknown`.',
  'Lookups count per IP address: after 30 that find no feed within 10 minutes, 429 `too_many_calendar_lookups` with Retry-After.',
].join('\n');

@ApiTags('notifications')
@Controller()
export class CalendarFeedController {
  constructor(
    private readonly renewFeed: RenewCalendarFeedUseCase,
    private readonly getFeed: GetCalendarFeedQuery,
  ) {}

  @Post('protected/profile/calendar-feed')
  @ApiBearerAuth()
  @Roles('staff', 'kitchen')
  @ApiOperation({
    summary: 'A new private calendar-feed address for the caller',
    description:
      'Answers `webcal://<host>/api/calendar/<token>.ics`. Every call makes a new address and ends the previous one at once ' +
      '(it then answers 404): renewing is how a person stops a feed they shared. Only a hash of the token is stored, so the ' +
      'address cannot be shown again; a lost one is renewed.',
  })
  @ApiCreatedResponse({ type: CalendarFeedUrlDto })
  @ApiErrors(401, 403)
  async renew(@CurrentUser() actor: Actor): Promise<CalendarFeedUrlDto> {
    return this.renewFeed.execute(actor);
  }

  @Get('calendar/:file')
  @Public()
  @CrossTenant('calendar feed: the person is found by the address token')
  @ApiOperation({ summary: "A person's open reservations as a calendar feed", description: FEED_DESCRIPTION })
  @ApiProduces('text/calendar')
  @ApiOkResponse({ description: 'text/calendar', schema: { type: 'string', example: 'BEGIN:VCALENDAR…END:VCALENDAR' } })
  @ApiErrors(404, 429)
  async feed(
    @Param('file') file: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    // The address names a file, so that calendar apps recognise it; the token is what stands before ".ics".
    const token = file.endsWith('.ics') ? file.slice(0, -'.ics'.length) : '';
    const feed = await this.getFeed.execute(token, request.ip);
    // The address is a credential and the content personal: no cache along the way may keep either.
    reply.header('Cache-Control', 'no-store');
    reply.header('Content-Type', 'text/calendar; charset=utf-8');
    return writeCalendar(feed.entries, { productId: 'portiepunt/agenda', name: feed.name });
  }
}
