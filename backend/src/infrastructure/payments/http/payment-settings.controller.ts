import { Body, Controller, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Actor } from '../../../domain/shared/actor.js';
import { CurrentUser } from '../../platform/auth/current-user.decorator.js';
import { Roles } from '../../platform/auth/roles.decorator.js';
import { ApiErrors } from '../../platform/http/error-response.dto.js';
import { UuidParam } from '../../platform/http/uuid-param.js';
import {
  GetPaymentSettingsQuery,
  SavePaymentSettingsUseCase,
  TestMollieConnectionUseCase,
} from '../../../application/payments/payment-settings.use-cases.js';
import { MollieTestResultDto, PaymentSettingsResponseDto, SavePaymentSettingsDto } from './dto/payment-settings.dto.js';

@ApiTags('payments')
@Controller('protected/tenants/:tenantId/payments')
@Roles('admin')
export class PaymentSettingsController {
  constructor(
    private readonly getSettings: GetPaymentSettingsQuery,
    private readonly saveSettings: SavePaymentSettingsUseCase,
    private readonly testConnection: TestMollieConnectionUseCase,
  ) {}

  @Get()
  @ApiOperation({ summary: 'How staff pay', description: 'Admins only. Never answers the Mollie key, only whether one is set.' })
  @ApiOkResponse({ type: PaymentSettingsResponseDto })
  @ApiErrors(403)
  get(@UuidParam('tenantId') tenantId: string): Promise<PaymentSettingsResponseDto> {
    return this.getSettings.execute(tenantId);
  }

  @Put()
  @ApiOperation({
    summary: 'Choose how staff pay',
    description:
      'A new key is tried at Mollie first (a key Mollie refuses answers 400 with its reason) and stored encrypted (AES-256-GCM, ' +
      'SSO_ENCRYPTION_KEY). Chosen methods must be enabled in the account. Absent fields keep their values. 503 when Mollie cannot be reached.',
  })
  @ApiOkResponse({ type: PaymentSettingsResponseDto })
  @ApiErrors(400, 403, 503)
  save(
    @CurrentUser() actor: Actor,
    @UuidParam('tenantId') tenantId: string,
    @Body() dto: SavePaymentSettingsDto,
  ): Promise<PaymentSettingsResponseDto> {
    return this.saveSettings.execute(actor, tenantId, dto);
  }

  @Post('test')
  @HttpCode(200)
  @ApiOperation({ summary: 'Test the Mollie connection', description: "Lists the methods that the stored key's account has enabled." })
  @ApiOkResponse({ type: MollieTestResultDto })
  @ApiErrors(400, 403, 503)
  test(@UuidParam('tenantId') tenantId: string): Promise<MollieTestResultDto> {
    return this.testConnection.execute(tenantId);
  }
}
