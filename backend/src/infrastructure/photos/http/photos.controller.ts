import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ReadPhotoQuery } from '../../../application/photos/read-photo.query.js';
import { Public } from '../../platform/auth/public.decorator.js';
import { CrossTenant } from '../../platform/auth/data-scope.interceptor.js';
import { ApiErrors } from '../../platform/http/error-response.dto.js';
import { UuidParam } from '../../platform/http/uuid-param.js';
import { PhotoLinkParamsDto } from './dto/photo.dto.js';

/** Photos behind signed links: no token, since an <img> cannot send one. The link is the permission. */
@ApiTags('photos')
@Controller('photos')
export class PhotosController {
  constructor(private readonly readPhoto: ReadPhotoQuery) {}

  @Public()
  @CrossTenant('photo by signed link')
  @Get(':tenantId/:photoId')
  @ApiOperation({
    summary: "A portion's photo as WebP, for the holder of a signed link from the portion's photoUrl",
    description:
      'The query (`expires`, `signature`, `size`) is signed by the server; a changed or expired link answers 403, a withdrawn photo 404.',
  })
  @ApiProduces('image/webp')
  @ApiResponse({ status: 200, description: 'The WebP image; cacheable privately until the link expires' })
  @ApiErrors(400, 403, 404, 503)
  async get(
    @UuidParam('tenantId') tenantId: string,
    @UuidParam('photoId') photoId: string,
    @Query() params: PhotoLinkParamsDto,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const expires = Number(params.expires);
    const bytes = await this.readPhoto.execute({ tenantId, photoId, expires, signature: params.signature }, params.size ?? 'large');
    // A photo id never gets other content, so the bytes may be kept for as long as the link is valid.
    const maxAge = Math.max(0, Math.floor(expires - Date.now() / 1000));
    await reply
      .header('Content-Type', 'image/webp')
      .header('Cache-Control', `private, max-age=${maxAge}, immutable`)
      .header('X-Content-Type-Options', 'nosniff')
      .send(Buffer.from(bytes));
  }
}
