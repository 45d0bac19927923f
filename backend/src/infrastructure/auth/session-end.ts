import { Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { exhaustMap, filter, from, interval, map, merge, take, timer, type Observable } from 'rxjs';
import type { Actor } from '../../domain/shared/actor.js';
import { JwtStrategy } from './jwt.strategy.js';
import type { JwtPayload } from './jwt-payload.js';

/** How often a long-lived request re-checks its token's principal: streams end within this plus one query. */
export const SESSION_CHECK_MS = 2000;

const samePrincipal = (a: Actor, b: Actor) => a.userId === b.userId && a.role === b.role && a.tenantId === b.tenantId;

/**
 * When the session behind a long-lived request (the event stream) ends: its token expires, or the token no longer
 * validates the way every request is validated (user or tenant deactivated or deleted, role changed). Re-checking
 * against the database makes this hold whichever instance made the change.
 */
@Injectable()
export class SessionEnd {
  constructor(private readonly strategy: JwtStrategy) {}

  /** Emits once when the request's session is over. Call only after the guards have accepted the request. */
  of(request: FastifyRequest, actor: Actor): Observable<void> {
    const token = String(request.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
    // Already verified by the guard: only its claims are read here.
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as JwtPayload & { exp?: number };
    const expired = typeof payload.exp === 'number' ? timer(new Date(payload.exp * 1000)) : timer(0);
    const revoked = interval(SESSION_CHECK_MS).pipe(
      exhaustMap(() => from(this.strategy.validate(payload).then((current) => !samePrincipal(current, actor), () => true))),
      filter(Boolean),
    );
    return merge(expired, revoked).pipe(
      take(1),
      map(() => undefined),
    );
  }
}
