import { createHmac, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../platform/config/config.js';
import { UNSUBSCRIBE_KINDS, type UnsubscribeKind } from '../../../domain/notifications/notification-preferences.js';
import { UnsubscribeTokens } from '../../../domain/notifications/unsubscribe-tokens.js';
import { APP_CONFIG } from '../../platform/config/config.module.js';

/**
 * `<userId>.<kind>.<signature>`: an HMAC with a key derived from the JWT secret. It never expires, as a mail's
 * unsubscribe link must keep working; all it can do is switch one kind of mail off for one user.
 */
@Injectable()
export class HmacUnsubscribeTokens extends UnsubscribeTokens {
  private readonly key: Buffer;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super();
    this.key = createHmac('sha256', config.jwtSecret).update('unsubscribe-token').digest();
  }

  issue(userId: string, kind: UnsubscribeKind): string {
    return `${userId}.${kind}.${this.sign(userId, kind)}`;
  }

  verify(token: string): { userId: string; kind: UnsubscribeKind } | null {
    const [userId, kind, signature, ...rest] = token.split('.');
    if (rest.length > 0 || !userId || !signature || !(UNSUBSCRIBE_KINDS as readonly string[]).includes(kind)) return null;
    const expected = Buffer.from(this.sign(userId, kind as UnsubscribeKind));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return { userId, kind: kind as UnsubscribeKind };
  }

  private sign(userId: string, kind: UnsubscribeKind): string {
    return createHmac('sha256', this.key).update(`${userId}.${kind}`).digest('base64url');
  }
}
