import type { UnsubscribeKind } from './notification-preferences.js';

/** Signed tokens for the one-click unsubscribe link of a notification mail: no login needed, nothing to guess. */
export abstract class UnsubscribeTokens {
  abstract issue(userId: string, kind: UnsubscribeKind): string;
  /** The user and kind the token was issued for, or null when it is not one of ours. */
  abstract verify(token: string): { userId: string; kind: UnsubscribeKind } | null;
}
