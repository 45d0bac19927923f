import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { GetPlanUsageQuery } from '../../../application/tenancy/get-plan-usage.query.js';
import { PLANS, type Plan } from '../../../domain/tenancy/plan.js';
import { Roles } from '../../platform/auth/roles.decorator.js';
import { ApiErrors } from '../../platform/http/error-response.dto.js';
import { UuidParam } from '../../platform/http/uuid-param.js';

export class PlanUsageResponseDto {
  @ApiProperty({ enum: PLANS })
  plan: Plan;

  @ApiProperty({ description: 'Active locations, which the plan caps', example: 2 })
  activeLocations: number;

  @ApiProperty({ type: Number, nullable: true, description: 'The cap of the plan; null when unlimited', example: 3 })
  maxActiveLocations: number | null;
}

@ApiTags('locations')
@ApiBearerAuth()
@Roles('admin', 'superadmin')
@Controller('protected/tenants/:tenantId/plan-usage')
export class PlanUsageController {
  constructor(private readonly getPlanUsage: GetPlanUsageQuery) {}

  @Get()
  @ApiOperation({ summary: "The tenant's plan and how many of its active locations are in use" })
  @ApiOkResponse({ type: PlanUsageResponseDto })
  @ApiErrors(400, 401, 403, 404)
  usage(@UuidParam('tenantId') tenantId: string): Promise<PlanUsageResponseDto> {
    return this.getPlanUsage.execute(tenantId);
  }
}
