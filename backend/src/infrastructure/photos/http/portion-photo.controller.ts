import { Controller, HttpException, Delete, Put, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { SetPortionPhotoUseCase } from '../../../application/photos/set-portion-photo.use-case.js';
import { ErrorResponseDto, ApiErrors } from '../../platform/http/error-response.dto.js';
import { Roles } from '../../platform/auth/roles.decorator.js';
import { PortionResponseDto } from '../../portions/http/dto/portion.dto.js';
import { UuidParam } from '../../platform/http/uuid-param.js';
import { InvalidInputError } from '../../../domain/shared/domain-error.js';
import { PHOTO_UPLOAD_SCHEMA } from './dto/photo.dto.js';

/** The one file of the upload. A body that is no valid multipart (malformed, truncated) answers 400, its limits 413. */
async function readPhotoPart(request: FastifyRequest): Promise<Buffer> {
  try {
    const part = await request.file();
    if (!part || part.fieldname !== 'photo')
      throw InvalidInputError.field('photo', 'required', 'photo is required (multipart field photo)');
    return await part.toBuffer();
  } catch (error) {
    // Errors of @fastify/multipart carry their 4xx status; busboy's parse errors carry none.
    if (error instanceof HttpException || typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
    throw InvalidInputError.field('photo', 'invalid', 'the multipart body is malformed or incomplete');
  }
}

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
    if (!request.isMultipart())
      throw InvalidInputError.field('photo', 'unsupported_file', 'send the photo as multipart/form-data in the field photo');
    const upload = await readPhotoPart(request);
    return PortionResponseDto.from(await this.setPhoto.execute(tenantId, id, new Uint8Array(upload)));
  }

  @Delete()
  @ApiOperation({ summary: "Remove the portion's photo" })
  @ApiOkResponse({ type: PortionResponseDto, description: 'The portion, with photoUrl null' })
  @ApiErrors(400, 401, 403, 404, 409)
  async remove(@UuidParam('tenantId') tenantId: string, @UuidParam('id') id: string): Promise<PortionResponseDto> {
    return PortionResponseDto.from(await this.setPhoto.execute(tenantId, id, null));
  }
}
