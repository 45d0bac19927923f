import { Controller, Delete, Put, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { SetPortionPhotoUseCase } from '../../../application/photos/set-portion-photo.use-case.js';
import { ErrorResponseDto, ApiErrors } from '../../platform/http/error-response.dto.js';
import { Roles } from '../../platform/auth/roles.decorator.js';
import { PortionResponseDto } from '../../portions/http/dto/portion.dto.js';
import { UuidParam } from '../../platform/http/uuid-param.js';
import { PHOTO_UPLOAD_SCHEMA } from './dto/photo.dto.js';
import { readPhotoPart } from './read-photo-part.js';

@ApiTags('portions')
@ApiBearerAuth()
@Roles('kitchen', 'admin')
@Controller('protected/tenants/:tenantId/portions/:id/photo')
export class PortionPhotoController {
  constructor(private readonly setPhoto: SetPortionPhotoUseCase) {}

  @Put()
  @ApiOperation({ summary: "Set or replace the portion's photo: re-encoded to WebP (1200 and 400 px) without metadata" })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: PHOTO_UPLOAD_SCHEMA })
  @ApiOkResponse({ type: PortionResponseDto, description: 'The portion, with its new photoUrl' })
  @ApiErrors(400, 401, 403, 404, 409)
  @ApiResponse({ status: 413, description: 'Photo larger than 8 MB', type: ErrorResponseDto })
  async put(
    @UuidParam('tenantId') tenantId: string,
    @UuidParam('id') id: string,
    @Req() request: FastifyRequest,
  ): Promise<PortionResponseDto> {
    return PortionResponseDto.from(await this.setPhoto.execute(tenantId, id, await readPhotoPart(request)));
  }

  @Delete()
  @ApiOperation({ summary: "Remove the portion's photo" })
  @ApiOkResponse({ type: PortionResponseDto, description: 'The portion, with photoUrl null' })
  @ApiErrors(400, 401, 403, 404, 409)
  async remove(@UuidParam('tenantId') tenantId: string, @UuidParam('id') id: string): Promise<PortionResponseDto> {
    return PortionResponseDto.from(await this.setPhoto.execute(tenantId, id, null));
  }
}
