/**
 * How many hits a key may have within a sliding window. With `backoff`, reaching the limit blocks the key for
 * `baseMs` after that hit, and every further hit (once the block is over) doubles the block, up to `maxMs`.
 * After a quiet window following a block, the key starts afresh: the back-off expires, nobody is locked out for good.
 */
export interface ThrottlePolicy {
  limit: number;
  windowMs: number;
  backoff?: { baseMs: number; maxMs: number };
}

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/** Failed logins per submitted address, from any IP, whether or not the account exists. */
export const LOGIN_PER_ADDRESS: ThrottlePolicy = { limit: 5, windowMs: 15 * MINUTE, backoff: { baseMs: MINUTE, maxMs: 15 * MINUTE } };
/** Failed logins per client IP, over all addresses. */
export const LOGIN_PER_IP: ThrottlePolicy = { limit: 20, windowMs: 15 * MINUTE };
/** Password-reset requests, counted whether or not the address exists. */
export const FORGOT_PASSWORD_PER_ADDRESS: ThrottlePolicy = { limit: 5, windowMs: HOUR };
export const FORGOT_PASSWORD_PER_IP: ThrottlePolicy = { limit: 20, windowMs: HOUR };
/** Public form submissions (demo request and partner application together) per client IP. */
export const PUBLIC_FORM_PER_IP: ThrottlePolicy = { limit: 5, windowMs: 10 * MINUTE };
/** Display-link lookups per client IP that find no live link (malformed, guessed or revoked tokens). */
export const DISPLAY_LOOKUPS_PER_IP: ThrottlePolicy = { limit: 30, windowMs: 10 * MINUTE };
/** Calendar-feed fetches per client IP that find no feed (malformed, guessed or renewed tokens). */
export const CALENDAR_LOOKUPS_PER_IP: ThrottlePolicy = { limit: 30, windowMs: 10 * MINUTE };

/** Unknown pick-up codes per kitchen user: a counter mistypes a few; guessing the codes of others takes many. */
export const WRONG_PICKUP_CODES_PER_USER: ThrottlePolicy = { limit: 20, windowMs: 10 * MINUTE };

/** Requests per SCIM token: Entra ID provisions at up to 25 a second, so twice that leaves room. */
export const SCIM_PER_TOKEN: ThrottlePolicy = { limit: 50, windowMs: 1000 };

/** Organisation sign-ins begun per client IP, and per tenant (a morning shift of a large organisation fits easily). */
export const SSO_START_PER_IP: ThrottlePolicy = { limit: 30, windowMs: 10 * MINUTE };
export const SSO_START_PER_TENANT: ThrottlePolicy = { limit: 600, windowMs: MINUTE };

/** A key's hits as far as a decision needs them. */
export interface ThrottleHistory {
  /** Times of the hits within the window, oldest first. */
  recent: readonly Date[];
  /** The latest hit and the back-off level it left (0: no block). */
  last: { at: Date; level: number } | null;
}

export type ThrottleVerdict = { allowed: true; level: number } | { allowed: false; retryAfterSeconds: number };

function blockMs(policy: ThrottlePolicy, level: number): number {
  const { baseMs, maxMs } = policy.backoff!;
  return Math.min(maxMs, baseMs * 2 ** (level - 1));
}

/** How long a hit stays relevant: its window, and with back-off also the longest block plus a quiet window. */
export function retentionMs(policy: ThrottlePolicy): number {
  return policy.windowMs + (policy.backoff?.maxMs ?? 0);
}

/** Whether a hit may happen now; if so, the back-off level it leaves behind. */
export function assess(history: ThrottleHistory, policy: ThrottlePolicy, now: Date): ThrottleVerdict {
  const { recent, last } = history;
  const waitMs = (until: number) => until - now.getTime();
  if (policy.backoff && last && last.level > 0) {
    const blockedUntil = last.at.getTime() + blockMs(policy, last.level);
    if (waitMs(blockedUntil) > 0) return { allowed: false, retryAfterSeconds: Math.ceil(waitMs(blockedUntil) / 1000) };
    // A further hit soon after a block doubles the next block; after a quiet window the back-off is over.
    if (now.getTime() - blockedUntil <= policy.windowMs) return { allowed: true, level: last.level + 1 };
  }
  if (!policy.backoff && recent.length >= policy.limit) {
    const until = recent[recent.length - policy.limit].getTime() + policy.windowMs;
    if (waitMs(until) > 0) return { allowed: false, retryAfterSeconds: Math.ceil(waitMs(until) / 1000) };
  }
  return { allowed: true, level: policy.backoff && recent.length + 1 >= policy.limit ? 1 : 0 };
}
/** Mollie webhooks per client IP that name no payment of ours (made-up ids, floods); known ids never count. */
export const MOLLIE_WEBHOOKS_PER_IP: ThrottlePolicy = { limit: 60, windowMs: 10 * MINUTE };
