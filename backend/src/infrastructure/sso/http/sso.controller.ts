import { Body, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../../platform/auth/public.decorator.js';
import { CrossTenant } from '../../platform/auth/data-scope.interceptor.js';
import { ApiErrors } from '../../platform/http/error-response.dto.js';
import { UserResponseDto } from '../../identity/http/dto/user-response.dto.js';
import { CompleteSsoUseCase } from '../../../application/sso/complete-sso.use-case.js';
import { ExchangeSsoCodeUseCase } from '../../../application/sso/exchange-sso-code.use-case.js';
import { StartSsoUseCase } from '../../../application/sso/start-sso.use-case.js';
import { SsoSettings } from '../../../domain/sso/sso-settings.js';
import { ExchangeSsoCodeDto, SsoLoginResponseDto, SsoRedirectDto, StartSsoDto } from './dto/sso.dto.js';

/** The page of the frontend that exchanges the one-time code, or shows why the sign-in was refused. */
const SSO_PAGE = '/login/sso';

@ApiTags('auth')
@Controller('auth/sso')
export class SsoController {
  constructor(
    private readonly start: StartSsoUseCase,
    private readonly complete: CompleteSsoUseCase,
    private readonly exchange: ExchangeSsoCodeUseCase,
    private readonly settings: SsoSettings,
  ) {}

  @Public()
  @CrossTenant('SSO start: the organisation is found by the address domain')
  @Post('start')
  @HttpCode(200)
  @ApiOperation({
    summary: "Begin signing in with the organisation's own account",
    description:
      "The e-mail's domain leads to the tenant's OpenID Connect provider. Answers the provider's authorisation URL (code flow with PKCE, state and nonce). " +
      'The same 404 for an unknown domain, a disabled provider and an unknown address; a `returnTo` that is not a path of this site answers 400.',
  })
  @ApiOkResponse({ type: SsoRedirectDto })
  @ApiErrors(400, 404, 409, 503)
  async begin(@Body() dto: StartSsoDto): Promise<SsoRedirectDto> {
    return { redirectUrl: await this.start.execute(dto.email, dto.returnTo) };
  }

  @Public()
  @CrossTenant('SSO callback: the pending sign-in is found by its state')
  @Get('callback')
  @ApiOperation({
    summary: "The provider's redirect URI",
    description:
      'Checks the sign-in (state, PKCE, issuer, audience, nonce, signature, Entra `tid`) and sends the browser to `/login/sso?code=…` with a one-time code, ' +
      'or to `/login/sso?fout=<reason>`. A test sign-in of an admin lands on `/login/sso?test=1&code=…`. No token ever appears in a URL.',
  })
  @ApiFoundResponse({
    description: 'To /login/sso',
    headers: { Location: { schema: { type: 'string', example: '/login/sso?code=q3J0c2Zk' } } },
  })
  @ApiErrors(503)
  async callback(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const callbackUrl = new URL(this.settings.redirectUri);
    callbackUrl.search = new URL(request.url, 'http://callback.invalid').search;
    const outcome = await this.complete.execute(callbackUrl);
    const target =
      'refused' in outcome
        ? `${SSO_PAGE}?fout=${outcome.refused}`
        : `${SSO_PAGE}?${outcome.purpose === 'test' ? 'test=1&' : ''}code=${encodeURIComponent(outcome.code)}`;
    void reply.header('Cache-Control', 'no-store').redirect(target, 302);
  }

  @Public()
  @CrossTenant('SSO exchange: the sign-in is found by its code')
  @Post('exchange')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Exchange the one-time code of a finished sign-in for a token',
    description: 'Answers like `POST /api/auth/login`, once per code and within 60 seconds; a used, expired or unknown code answers 400.',
  })
  @ApiOkResponse({ type: SsoLoginResponseDto })
  @ApiErrors(400, 503)
  async redeem(@Body() dto: ExchangeSsoCodeDto): Promise<SsoLoginResponseDto> {
    const { token, user, returnTo } = await this.exchange.execute(dto.code);
    return { token, user: UserResponseDto.from(user), returnTo };
  }
}
