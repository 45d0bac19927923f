import { Injectable } from '@nestjs/common';
import { PrincipalResolver, type Principal } from '../../../domain/shared/principal.js';
import { ALL_PRINCIPALS, PgLiveEventBus } from '../realtime/pg-live-event-bus.js';

/** A safety net only: entries are dropped on each change notified for their user or tenant. */
const MAX_AGE_MS = 60_000;
const MAX_ENTRIES = 100_000;

interface Entry {
  principal: Principal;
  tokenVersion: number;
  cachedAt: number;
}

/**
 * The principal of each user, resolved once instead of on every request. Triggers on users and tenants notify
 * each change over the instance's LISTEN connection (PgLiveEventBus), which drops the user's entry, or all
 * entries of the tenant; a deactivated or deleted user or tenant therefore answers 401 on every instance as soon
 * as the notification arrives, within milliseconds of the commit. While that connection is down nothing is
 * cached or trusted, and everything is dropped when it comes back, as notifications may have been missed.
 */
@Injectable()
export class PrincipalCache {
  private readonly entries = new Map<string, Entry>();
  /** Bumped by each change, so that a lookup that raced with one does not store what it read before it. */
  private generation = 0;

  constructor(
    private readonly resolvePrincipal: PrincipalResolver,
    private readonly bus: PgLiveEventBus,
  ) {
    bus.principalChanges$.subscribe((change) => this.drop(change));
  }

  /** A token of another version than the cached one is judged by the database (an older one is refused there). */
  async resolve(userId: string, tokenVersion: number): Promise<Principal | null> {
    const entry = this.entries.get(userId);
    if (entry && entry.tokenVersion === tokenVersion && this.bus.listening && Date.now() - entry.cachedAt < MAX_AGE_MS)
      return entry.principal;
    const generation = this.generation;
    const principal = await this.resolvePrincipal.execute(userId, tokenVersion);
    if (principal && generation === this.generation && this.bus.listening) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
      this.entries.set(userId, { principal, tokenVersion, cachedAt: Date.now() });
    }
    return principal;
  }

  private drop(change: string): void {
    this.generation++;
    const [kind, id] = change.split(':');
    if (change === ALL_PRINCIPALS) this.entries.clear();
    else if (kind === 'user') this.entries.delete(id);
    else for (const [userId, entry] of this.entries) if (entry.principal.tenantId === id) this.entries.delete(userId);
  }
}
