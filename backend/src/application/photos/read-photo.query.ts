import { Injectable } from '@nestjs/common';
import type { PhotoVariant } from '../../domain/photos/photo.js';
import { PhotoLinks, type PhotoLink } from '../../domain/portions/index.js';
import { PhotoRepository } from '../../domain/photos/photo.repository.js';
import { PhotoLinkInvalidError, PhotoNotFoundError } from '../../domain/photos/photos.errors.js';
import { Clock } from '../../domain/shared/clock.js';

/** A photo's bytes for whoever holds a valid signed link; a tampered or expired link never reaches the database. */
@Injectable()
export class ReadPhotoQuery {
  constructor(
    private readonly links: PhotoLinks,
    private readonly photos: PhotoRepository,
    private readonly clock: Clock,
  ) {}

  async execute(link: PhotoLink, variant: PhotoVariant): Promise<Uint8Array> {
    if (!this.links.isValid(link, this.clock.now())) throw new PhotoLinkInvalidError();
    const bytes = await this.photos.findVariant(link.tenantId, link.photoId, variant);
    if (!bytes) throw new PhotoNotFoundError();
    return bytes;
  }
}
