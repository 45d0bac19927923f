import { Body, Controller, Get, HttpCode, Post, Put, Req, Res } from '@nestjs/common';
import { ApiParam } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Actor } from '../../../domain/shared/actor.js';
import { CurrentUser } from '../../platform/auth/current-user.decorator.js';
import { Roles } from '../../platform/auth/roles.decorator.js';
import { ApiErrors } from '../../platform/http/error-response.dto.js';
import { UuidParam } from '../../platform/http/uuid-param.js';
import { ExchangeSsoCodeUseCase } from '../../../application/sso/exchange-sso-code.use-case.js';
import { GetSsoConfigurationQuery, SaveSsoConfigurationUseCase } from '../../../application/sso/sso-configuration.use-cases.js';
import { StartSsoUseCase } from '../../../application/sso/start-sso.use-case.js';
import { VerifySsoDomainUseCase } from '../../../application/sso/sso-domain.use-cases.js';
import { DomainParam } from './domain-param.js';
import { SsoSettings } from '../../../domain/sso/sso-settings.js';
import { browserCookie, clearBrowserCookie, setBrowserCookie } from './sso-browser-cookie.js';
import {
  SsoCodeDto,
  SaveSsoConfigurationDto,
  SsoConfigurationResponseDto,
  SsoDomainStatusDto,
  SsoRedirectDto,
  SsoTestResultDto,
} from './dto/sso.dto.js';

@ApiTags('sso')
@Controller('protected/tenants/:tenantId/sso')
@Roles('admin')
export class SsoConfigurationController {
  constructor(
    private readonly getConfiguration: GetSsoConfigurationQuery,
    private readonly saveConfiguration: SaveSsoConfigurationUseCase,
    private readonly start: StartSsoUseCase,
    private readonly exchange: ExchangeSsoCodeUseCase,
    private readonly settings: SsoSettings,
    private readonly verifyDomain: VerifySsoDomainUseCase,
  ) {}

  @Get()
  @Roles('admin', 'superadmin')
  @ApiOperation({
    summary: "The tenant's organisation sign-in (OpenID Connect)",
    description:
      "The tenant's admins, and superadmins (who approve its domains). 404 until one is saved. The client secret is never answered. " +
      '`domainStatus` tells for each domain whether it routes ' +
      'sign-ins (verified) or waits for its TXT record (pending).',
  })
  @ApiOkResponse({ type: SsoConfigurationResponseDto })
  @ApiErrors(403, 404)
  async get(@UuidParam('tenantId') tenantId: string): Promise<SsoConfigurationResponseDto> {
    return SsoConfigurationResponseDto.from(await this.getConfiguration.execute(tenantId), this.settings.redirectUri);
  }

  @Put()
  @ApiOperation({
    summary: "Save the tenant's organisation sign-in",
    description:
      'Creates or replaces it. The secret is encrypted with SSO_ENCRYPTION_KEY; leave it out to keep the stored one. Issuers must be https ' +
      '(outside production also http on localhost). A new domain starts pending: it routes sign-ins once verified (…/sso/domains/{domain}/verify, ' +
      "or a superadmin approves it). A public mail domain (public_mail_domain), the platform's own domain (platform_domain) and a subdomain of " +
      "another organisation's verified domain (subdomain_of_claimed) answer 400; a domain another tenant verified answers 409. Turning passwordLoginDisabled on ends " +
      "the sessions and event streams of the tenant's kitchen and staff users.",
  })
  @ApiOkResponse({ type: SsoConfigurationResponseDto })
  @ApiErrors(400, 403, 409)
  async save(
    @CurrentUser() actor: Actor,
    @UuidParam('tenantId') tenantId: string,
    @Body() dto: SaveSsoConfigurationDto,
  ): Promise<SsoConfigurationResponseDto> {
    return SsoConfigurationResponseDto.from(await this.saveConfiguration.execute(actor, tenantId, dto), this.settings.redirectUri);
  }

  @Post('domains/:domain/verify')
  @HttpCode(200)
  @ApiOperation({
    summary: "Check a domain's TXT record",
    description:
      'Looks up the TXT records of the domain (through the system resolver) for `portiepunt-verification=<token>` as `domainStatus` gives it. ' +
      'Found: the domain is verified and routes sign-ins from then on (in the audit log as sso.domain_verified). Not found: 409 ' +
      'domain_not_verified, with the TXT records that were found in `details`.',
  })
  @ApiParam({ name: 'domain', example: 'zorggroep-delinde.nl' })
  @ApiOkResponse({ type: SsoDomainStatusDto })
  @ApiErrors(400, 403, 404, 409)
  async verify(
    @CurrentUser() actor: Actor,
    @UuidParam('tenantId') tenantId: string,
    @DomainParam() domain: string,
  ): Promise<SsoDomainStatusDto> {
    return this.verifyDomain.execute(actor, tenantId, domain);
  }

  @Post('test')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Begin a test sign-in',
    description:
      'A real sign-in at the provider that signs nobody in: it lands on /login/sso?test=1&code=…, whose code answers the claims that arrived (POST …/sso/test-result).',
  })
  @ApiOkResponse({ type: SsoRedirectDto })
  @ApiErrors(403, 404, 409)
  async test(@UuidParam('tenantId') tenantId: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<SsoRedirectDto> {
    const { redirectUrl, browserSecret } = await this.start.test(tenantId);
    setBrowserCookie(reply, browserSecret, this.settings.production);
    return { redirectUrl };
  }

  @Post('test-result')
  @HttpCode(200)
  @ApiOperation({
    summary: 'The claims of a test sign-in',
    description: 'Once per code, within 60 seconds; a used, expired or unknown code answers 400.',
  })
  @ApiOkResponse({ type: SsoTestResultDto })
  @ApiErrors(400, 403)
  async testResult(
    @UuidParam('tenantId') tenantId: string,
    @Body() dto: SsoCodeDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SsoTestResultDto> {
    const claims = await this.exchange.testClaims(tenantId, dto.code, browserCookie(request));
    clearBrowserCookie(reply, this.settings.production);
    return { claims };
  }
}
