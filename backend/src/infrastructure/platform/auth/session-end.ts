import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { PrincipalResolver, type Principal } from '../../../domain/shared/principal.js';
import type { Actor } from '../../../domain/shared/actor.js';
import { runAsPlatform } from '../database/data-scope.js';
import { ALL_PRINCIPALS, PgLiveEventBus } from '../realtime/pg-live-event-bus.js';
import { ExpiryQueue } from './expiry-queue.js';
import type { JwtPayload } from './jwt-payload.js';
import { PrincipalCache } from './principal-cache.js';

/** While the LISTEN connection is down, every open session is re-judged this often (in two queries). */
export const FALLBACK_CHECK_MS = 500;

interface Session {
  actor: Actor;
  tokenVersion: number;
  expiresAt: number;
  end: () => void;
}

/** Judging a session reads its user and tenant as the guard does: on the platform path (notifications come in no scope). */
const JUDGING = 'judging open sessions';

const samePrincipal = (a: Actor, b: Principal | null) =>
  b !== null && a.userId === b.userId && a.role === b.role && a.tenantId === b.tenantId;

/**
 * Ends long-lived requests (the event streams) with their session, without polling: a token's expiry is a moment
 * in one ExpiryQueue, and a change to a user or tenant row reaches every instance as a notification over its
 * LISTEN connection (the triggers behind PrincipalCache), upon which only the sessions of that user or tenant are
 * judged again, in one batch, the way every request is judged. While that connection is down, notifications may
 * be missed: every open session is then judged each FALLBACK_CHECK_MS, and once more when it is back. A session
 * that cannot be judged (the database is unreachable) ends too: its client reconnects and is judged afresh.
 */
@Injectable()
export class SessionEnd implements OnModuleDestroy {
  private readonly logger = new Logger('SessionEnd');
  private readonly byUser = new Map<string, Set<Session>>();
  private readonly byTenant = new Map<string, Set<Session>>();
  private readonly expiries = new ExpiryQueue<Session>((session) => this.end(session));
  private fallback?: NodeJS.Timeout;

  constructor(
    private readonly resolvePrincipal: PrincipalResolver,
    private readonly principals: PrincipalCache,
    private readonly bus: PgLiveEventBus,
  ) {
    bus.principalChanges$.subscribe((change) => this.changed(change));
  }

  /**
   * Calls `end` once when the session of the request is over: its token expires, or the token no longer
   * validates the way every request is validated (user or tenant deactivated or deleted, role or password
   * changed). Call only after the guards accepted the request. Returns a function that stops watching.
   */
  watch(request: FastifyRequest, actor: Actor, end: () => void): () => void {
    const token = String(request.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
    // Already verified by the guard: only its claims are read here.
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as JwtPayload & { exp?: number };
    const session: Session = { actor, tokenVersion: payload.ver, expiresAt: typeof payload.exp === 'number' ? payload.exp * 1000 : 0, end };
    add(this.byUser, actor.userId, session);
    if (actor.tenantId !== null) add(this.byTenant, actor.tenantId, session);
    this.expiries.add(session, session.expiresAt);
    // A change notified between the guard's check and this registration found no session to end: judged once
    // more, which costs nothing while the guard's principal is still cached (a change drops it).
    void runAsPlatform(JUDGING, () => this.principals.resolve(actor.userId, session.tokenVersion)).then(
      (principal) => samePrincipal(actor, principal) || this.end(session),
      () => this.end(session),
    );
    return () => this.forget(session);
  }

  get openSessions(): number {
    let count = 0;
    for (const sessions of this.byUser.values()) count += sessions.size;
    return count;
  }

  onModuleDestroy(): void {
    this.expiries.stop();
    clearInterval(this.fallback);
  }

  private changed(change: string): void {
    if (change === ALL_PRINCIPALS) {
      // The connection closed or (re)opened: changes may have gone unnoticed.
      this.watchByPolling(!this.bus.listening);
      void this.judge([...this.byUser.values()].flatMap((sessions) => [...sessions]));
      return;
    }
    const [kind, id] = change.split(':');
    const sessions = (kind === 'user' ? this.byUser : this.byTenant).get(id);
    if (sessions) void this.judge([...sessions]);
  }

  private watchByPolling(on: boolean): void {
    clearInterval(this.fallback);
    this.fallback = undefined;
    if (!on) return;
    this.fallback = setInterval(() => {
      if (this.bus.listening) return this.watchByPolling(false);
      void this.judge([...this.byUser.values()].flatMap((sessions) => [...sessions]));
    }, FALLBACK_CHECK_MS).unref();
  }

  /** Judges the sessions against the database (not the cache) and ends those whose principal is no longer theirs. */
  private async judge(sessions: Session[]): Promise<void> {
    if (sessions.length === 0) return;
    try {
      const principals = await runAsPlatform(JUDGING, () =>
        this.resolvePrincipal.executeMany(sessions.map((s) => ({ userId: s.actor.userId, tokenVersion: s.tokenVersion }))),
      );
      sessions.forEach((session, index) => samePrincipal(session.actor, principals[index]) || this.end(session));
    } catch (error) {
      this.logger.warn(`Ending ${sessions.length} stream(s) that could not be judged: ${(error as Error).message}`);
      sessions.forEach((session) => this.end(session));
    }
  }

  private end(session: Session): void {
    if (this.forget(session)) session.end();
  }

  /** Whether the session was still watched. */
  private forget(session: Session): boolean {
    if (!remove(this.byUser, session.actor.userId, session)) return false;
    if (session.actor.tenantId !== null) remove(this.byTenant, session.actor.tenantId, session);
    this.expiries.remove(session, session.expiresAt);
    return true;
  }
}

function add<T>(index: Map<string, Set<T>>, key: string, item: T): void {
  let items = index.get(key);
  if (!items) index.set(key, (items = new Set()));
  items.add(item);
}

function remove<T>(index: Map<string, Set<T>>, key: string, item: T): boolean {
  const items = index.get(key);
  if (!items?.delete(item)) return false;
  if (items.size === 0) index.delete(key);
  return true;
}
