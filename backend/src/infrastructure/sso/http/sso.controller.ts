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
import { browserCookie, clearBrowserCookie, setBrowserCookie } from './sso-browser-cookie.js';

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
      "The e-mail's domain leads to the tenant's OpenID Connect provider. Answers the provider's authorisation URL (code flow with PKCE, state and nonce), " +
      'and sets the HttpOnly cookie `portiepunt_sso` that binds the sign-in to this browser: the callback and the exchange refuse a browser without it. ' +
      'The same 404 for an unknown domain, a disabled provider and an unknown address; one 409 `sso_provider_unreachable` text for any provider failure; ' +
      'a `returnTo` that is not a normalised path of the app (no dot segments, encoded `/` or `\\`, control characters, API paths) answers 400. ' +
      'Throttled per client IP (30 in 10 minutes) and per tenant (600 a minute): 429 `too_many_sso_starts` with Retry-After.',
  })
  @ApiOkResponse({ type: SsoRedirectDto })
  @ApiErrors(400, 404, 409, 429, 503)
  async begin(
    @Body() dto: StartSsoDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SsoRedirectDto> {
    const { redirectUrl, browserSecret } = await this.start.execute(dto.email, dto.returnTo, request.ip);
    setBrowserCookie(reply, browserSecret, this.settings.production);
    return { redirectUrl };
  }

  @Public()
  @CrossTenant('SSO callback: the pending sign-in is found by its state')
  @Get('callback')
  @ApiOperation({
    summary: "The provider's redirect URI",
    description:
      'Checks the sign-in (state, PKCE, issuer, audience, nonce, signature, Entra `tid`) and sends the browser to `/login/sso?code=…` with a one-time code, ' +
      'or to `/login/sso?fout=<reason>` (`sso_other_browser` when this browser did not begin the sign-in). A test sign-in of an admin lands on `/login/sso?test=1&code=…`, ' +
      'an admin whose account is to be linked on `/login/sso?bevestigen=1&code=…` (the exchange then needs their password). No token ever appears in a URL.',
  })
  @ApiFoundResponse({
    description: 'To /login/sso',
    headers: { Location: { schema: { type: 'string', example: '/login/sso?code=q3J0c2Zk' } } },
  })
  @ApiErrors(503)
  async callback(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const callbackUrl = new URL(this.settings.redirectUri);
    callbackUrl.search = new URL(request.url, 'http://callback.invalid').search;
    const outcome = await this.complete.execute(callbackUrl, browserCookie(request));
    const target =
      'refused' in outcome
        ? `${SSO_PAGE}?fout=${outcome.refused}`
        : `${SSO_PAGE}?${outcome.purpose === 'test' ? 'test=1&' : outcome.confirmLink ? 'bevestigen=1&' : ''}code=${encodeURIComponent(outcome.code)}`;
    void reply.header('Cache-Control', 'no-store').redirect(target, 302);
  }

  @Public()
  @CrossTenant('SSO exchange: the sign-in is found by its code')
  @Post('exchange')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Exchange the one-time code of a finished sign-in for a token',
    description:
      'Answers like `POST /api/auth/login`, once per code and within 60 seconds, in the browser that began the sign-in (its `portiepunt_sso` cookie); ' +
      'a used, expired or unknown code answers 400 `invalid_link`, another browser 400 `other_browser`. A code that links an admin account ' +
      "(`/login/sso?bevestigen=1&code=…`) needs the admin's `password` (400 `wrong_password` otherwise; the sign-in must then begin again).",
  })
  @ApiOkResponse({ type: SsoLoginResponseDto })
  @ApiErrors(400, 503)
  async redeem(
    @Body() dto: ExchangeSsoCodeDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SsoLoginResponseDto> {
    const { token, user, returnTo } = await this.exchange.execute(dto.code, browserCookie(request), dto.password);
    clearBrowserCookie(reply, this.settings.production);
    return { token, user: UserResponseDto.from(user), returnTo };
  }
}
