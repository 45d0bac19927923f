import { Injectable } from '@nestjs/common';
import { AppLinks } from '../../domain/shared/app-links.js';
import type { UnsubscribeKind } from '../../domain/notifications/notification-preferences.js';
import { UnsubscribeTokens } from '../../domain/notifications/unsubscribe-tokens.js';

export const UNSUBSCRIBE_PATH = '/api/notifications/unsubscribe';

/** The links a notification carries: the dashboard, and the one-click unsubscribe for its kind. */
@Injectable()
export class NotificationLinks {
  constructor(
    private readonly links: AppLinks,
    private readonly tokens: UnsubscribeTokens,
  ) {}

  forMail(userId: string, kind: UnsubscribeKind): { dashboard: string; unsubscribe: string } {
    return {
      dashboard: this.links.to('/dashboard'),
      unsubscribe: this.links.to(UNSUBSCRIBE_PATH, { token: this.tokens.issue(userId, kind) }),
    };
  }
}
