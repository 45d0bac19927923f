import { AsyncLocalStorage } from 'node:async_hooks';
import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { Observable } from 'rxjs';

/** What adapters may know of the HTTP request that caused their work, without it passing through every use case. */
export interface RequestContext {
  ip: string;
  /** The authenticated caller, once the guards have run. */
  actorId: string | null;
}

export const requestContext = new AsyncLocalStorage<RequestContext>();

/** Runs each handler inside its request's context (the caller's IP, as Fastify resolves it with TRUST_PROXY). */
@Injectable()
export class RequestContextInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<FastifyRequest & { user?: { userId?: string } }>();
    const store = { ip: request.ip, actorId: request.user?.userId ?? null };
    return new Observable((subscriber) => requestContext.run(store, () => next.handle().subscribe(subscriber)));
  }
}
