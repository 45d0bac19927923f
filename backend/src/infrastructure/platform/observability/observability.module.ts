import { Global, Module, type DynamicModule } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { Logger } from 'pino';
import { LogContext } from './log-context.js';

/**
 * Nest's Logger on the app's pino logger (nestjs-pino, on the logger Fastify already has: `useExisting`). Requests
 * are bound to their logger by our own preHandler hook (request-observation.ts), not by a middleware: a Fastify
 * middleware runs before the body is read and its async context does not reach the handler of a POST.
 */
@Global()
@Module({})
export class ObservabilityModule {
  static forRoot(rootLogger: Logger): DynamicModule {
    return {
      module: ObservabilityModule,
      imports: [LoggerModule.forRoot({ pinoHttp: { logger: rootLogger }, useExisting: true, forRoutes: [] })],
      providers: [LogContext],
      exports: [LogContext],
    };
  }
}
