import { Controller, Get, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiProperty, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { UnsubscribeUseCase } from '../../../application/notifications/unsubscribe.use-case.js';
import { UNSUBSCRIBE_KINDS, type UnsubscribeKind } from '../../../domain/notifications/notification-preferences.js';
import { InvalidInputError } from '../../../domain/shared/domain-error.js';
import { Public } from '../../platform/auth/public.decorator.js';
import { CrossTenant } from '../../platform/auth/data-scope.interceptor.js';
import { ApiErrors } from '../../platform/http/error-response.dto.js';
import { askPage, donePage, invalidPage } from './unsubscribe-page.js';

class UnsubscribedDto {
  @ApiProperty({ enum: UNSUBSCRIBE_KINDS, description: 'The kind of notification mail that is now off' })
  unsubscribed: UnsubscribeKind;
}

const TOKEN = { name: 'token', required: true, description: "The signed token from the mail's List-Unsubscribe link" };

@ApiTags('notifications')
@Public()
@CrossTenant('unsubscribe link: the person is found by the signed link')
@Controller('notifications/unsubscribe')
export class UnsubscribeController {
  constructor(private readonly unsubscribe: UnsubscribeUseCase) {}

  @Get()
  @ApiOperation({ summary: "The page behind a mail's unsubscribe link: asks to confirm (a GET never unsubscribes, RFC 8058)" })
  @ApiQuery(TOKEN)
  @ApiProduces('text/html')
  @ApiOkResponse({
    description:
      'An HTML page in the recipient\'s language with an "Afmelden" button that POSTs the same link; a bad token gets a Dutch page when HTML is accepted',
  })
  @ApiErrors(400)
  async ask(@Query('token') token: string | undefined, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    try {
      const { kind, language } = await this.unsubscribe.check(token ?? '');
      sendHtml(reply, 200, askPage(language, kind, token ?? ''));
    } catch (error) {
      if (!(error instanceof InvalidInputError) || !wantsHtml(request)) throw error;
      sendHtml(reply, 400, invalidPage());
    }
  }

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'One-click unsubscribe (RFC 8058), without login: switches the kind of mail the link came from off' })
  @ApiQuery(TOKEN)
  @ApiOkResponse({
    type: UnsubscribedDto,
    description: "Off; a browser (Accept: text/html) gets a confirmation page in the recipient's language instead",
  })
  @ApiErrors(400, 503)
  async confirm(@Query('token') token: string | undefined, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    try {
      const { kind, language } = await this.unsubscribe.execute(token ?? '');
      if (wantsHtml(request)) sendHtml(reply, 200, donePage(language, kind));
      else void reply.status(200).send({ unsubscribed: kind });
    } catch (error) {
      if (!(error instanceof InvalidInputError) || !wantsHtml(request)) throw error;
      sendHtml(reply, 400, invalidPage());
    }
  }
}

/** A browser gets pages; mail clients and API callers get JSON. */
function wantsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

function sendHtml(reply: FastifyReply, status: number, html: string): void {
  void reply.status(status).header('Content-Type', 'text/html; charset=utf-8').header('Cache-Control', 'no-store').send(html);
}
