import { Controller, Delete, Put, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { SetWasteRecordPhotoUseCase } from '../../../application/photos/set-waste-record-photo.use-case.js';
import { PhotoLinks } from '../../../domain/portions/index.js';
import type { Actor } from '../../../domain/shared/actor.js';
import { Clock } from '../../../domain/shared/clock.js';
import { CurrentUser } from '../../platform/auth/current-user.decorator.js';
import { Roles } from '../../platform/auth/roles.decorator.js';
import { Scopes } from '../../platform/auth/scopes.decorator.js';
import { ApiErrors, ErrorResponseDto } from '../../platform/http/error-response.dto.js';
import { UuidParam } from '../../platform/http/uuid-param.js';
import { WasteRecordResponseDto } from '../../waste/http/dto/waste.dto.js';
import { PHOTO_UPLOAD_SCHEMA } from './dto/photo.dto.js';
import { readPhotoPart } from './read-photo-part.js';

/** A waste record's photo, with the upload rules of portion photos; the record's change rule applies. */
@ApiTags('waste')
@ApiBearerAuth()
@Roles('kitchen', 'admin')
@Controller('protected/tenants/:tenantId/waste-records/:id/photo')
export class WasteRecordPhotoController {
  constructor(
    private readonly setPhoto: SetWasteRecordPhotoUseCase,
    private readonly photoLinks: PhotoLinks,
    private readonly clock: Clock,
  ) {}

  @Put()
  @ApiOperation({
    summary: "Set or replace the waste record's photo: re-encoded to WebP (1200 and 400 px) without metadata",
    description:
      'JPEG, PNG or WebP, at most 8 MB, as for portion photos. The kitchen changes the photo of its own records for 24 hours, the admin any (else 403 waste_record_not_editable). A replaced photo is deleted.',
  })
  @Scopes('waste:write')
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: PHOTO_UPLOAD_SCHEMA })
  @ApiOkResponse({ type: WasteRecordResponseDto, description: 'The record, with its new photoUrl' })
  @ApiErrors(400, 401, 403, 404)
  @ApiResponse({ status: 413, description: 'Photo larger than 8 MB', type: ErrorResponseDto })
  async put(
    @CurrentUser() actor: Actor,
    @UuidParam('tenantId') tenantId: string,
    @UuidParam('id') id: string,
    @Req() request: FastifyRequest,
  ): Promise<WasteRecordResponseDto> {
    const view = await this.setPhoto.execute(actor, tenantId, id, await readPhotoPart(request));
    return WasteRecordResponseDto.from(view, this.photoLinks, this.clock.now());
  }

  @Delete()
  @ApiOperation({ summary: "Remove the waste record's photo", description: 'The same rule as a change of the record.' })
  @Scopes('waste:write')
  @ApiOkResponse({ type: WasteRecordResponseDto, description: 'The record, with photoUrl null' })
  @ApiErrors(400, 401, 403, 404)
  async remove(
    @CurrentUser() actor: Actor,
    @UuidParam('tenantId') tenantId: string,
    @UuidParam('id') id: string,
  ): Promise<WasteRecordResponseDto> {
    return WasteRecordResponseDto.from(await this.setPhoto.execute(actor, tenantId, id, null), this.photoLinks, this.clock.now());
  }
}
