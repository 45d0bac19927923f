import type { ThrottlePolicy } from './throttle.js';

export type ThrottleDecision = { allowed: true; hitId: string } | { allowed: false; retryAfterSeconds: number };

/**
 * Hits per key, shared by every API instance. Keys name what is counted ("login-address:ada@x.nl");
 * the adapter stores a keyed hash of them, never the address itself, and only as long as a window needs.
 */
export abstract class ThrottleStore {
  /** Records a hit when the policy allows one, in one step per key across instances; else says how long to wait. */
  abstract take(key: string, policy: ThrottlePolicy, now: Date): Promise<ThrottleDecision>;
  /** Takes back hits that turned out not to count (a successful login is no failure). */
  abstract forget(hitIds: string[]): Promise<void>;
  /** Forgets every hit of the key. */
  abstract reset(key: string): Promise<void>;
}
