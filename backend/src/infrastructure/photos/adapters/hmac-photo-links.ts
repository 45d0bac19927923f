import { createHmac, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../platform/config/config.js';
import { PhotoLinks, type PhotoLink } from '../../../domain/portions/index.js';
import { APP_CONFIG } from '../../platform/config/config.module.js';

const HOUR_SECONDS = 3600;
/** Links last 3 to 4 hours: the expiry is rounded up to the hour, so a card's URL (and the browser's cache) stays put for an hour. */
const VALID_HOURS = 4;

/**
 * Photo links signed with HMAC-SHA256 over tenant, photo and expiry. The key is derived from the JWT secret,
 * so no further secret needs configuring, and it differs from the token key.
 */
@Injectable()
export class HmacPhotoLinks extends PhotoLinks {
  private readonly key: Buffer;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super();
    this.key = createHmac('sha256', config.jwtSecret).update('portiepunt photo links').digest();
  }

  urlFor(tenantId: string, photoId: string, now: Date): string {
    const expires = (Math.floor(now.getTime() / 1000 / HOUR_SECONDS) + VALID_HOURS) * HOUR_SECONDS;
    return `/api/photos/${tenantId}/${photoId}?expires=${expires}&signature=${this.sign(tenantId, photoId, expires)}`;
  }

  isValid(link: PhotoLink, now: Date): boolean {
    if (!Number.isSafeInteger(link.expires) || link.expires * 1000 <= now.getTime()) return false;
    const expected = Buffer.from(this.sign(link.tenantId, link.photoId, link.expires));
    const given = Buffer.from(link.signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private sign(tenantId: string, photoId: string, expires: number): string {
    return createHmac('sha256', this.key).update(`${tenantId}/${photoId}/${expires}`).digest('base64url');
  }
}
