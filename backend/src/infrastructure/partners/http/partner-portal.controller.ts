import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Actor } from '../../../domain/shared/actor.js';
import { AppLinks } from '../../../domain/shared/app-links.js';
import { PartnerPortalQuery } from '../../../application/partners/partner-portal.query.js';
import { CurrentUser } from '../../platform/auth/current-user.decorator.js';
import { Roles } from '../../platform/auth/roles.decorator.js';
import { ApiErrors } from '../../platform/http/error-response.dto.js';
import { PartnerCommissionsDto } from './dto/commission.dto.js';
import { PartnerProfileDto, ReferralDto } from './dto/portal.dto.js';

/** The partner portal's reads: always the caller's own partner. */
@ApiTags('partner')
@ApiBearerAuth()
@Roles('partner')
@Controller('protected/partner')
export class PartnerPortalController {
  constructor(
    private readonly portal: PartnerPortalQuery,
    private readonly links: AppLinks,
  ) {}

  @Get()
  @ApiOperation({
    summary:
      "The logged-in partner: company, referral code, commission rate, and the referral link to the home page in the partner's language",
  })
  @ApiOkResponse({ type: PartnerProfileDto })
  @ApiErrors(401, 403)
  async me(@CurrentUser() actor: Actor): Promise<PartnerProfileDto> {
    const { partner, language } = await this.portal.profile(actor);
    const { company, referralCode, commissionRate } = partner.toState();
    return { company, referralCode, referralLink: this.links.page('home', language, { ref: referralCode }), commissionRate };
  }

  @Get('referrals')
  @ApiOperation({ summary: 'Organisations the partner referred: name, date, status (request, customer, ended) and plan' })
  @ApiOkResponse({ type: [ReferralDto] })
  @ApiErrors(401, 403)
  referrals(@CurrentUser() actor: Actor): Promise<ReferralDto[]> {
    return this.portal.referralsOf(actor);
  }

  @Get('commissions')
  @ApiOperation({ summary: "The partner's commission per month (open, closed, paid) and the total paid to date" })
  @ApiOkResponse({ type: PartnerCommissionsDto })
  @ApiErrors(401, 403)
  commissions(@CurrentUser() actor: Actor): Promise<PartnerCommissionsDto> {
    return this.portal.commissionsOf(actor);
  }
}
