import type { LoggerService } from '@nestjs/common';
import type { Logger as PinoNestLogger } from 'nestjs-pino';

/** Nest's start-up chatter (one line per module and per route mapped): debug level, not the start-up log. */
const STARTUP_CONTEXTS = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestFactory', 'NestApplication']);

/** Nest's LoggerService on pino, with the start-up chatter demoted to debug. */
export class QuietStartupLogger implements LoggerService {
  constructor(private readonly pino: PinoNestLogger) {}

  log(message: unknown, ...params: unknown[]): void {
    if (STARTUP_CONTEXTS.has(params[params.length - 1] as string)) this.pino.debug(message, ...params);
    else this.pino.log(message, ...params);
  }

  error(message: unknown, ...params: unknown[]): void {
    this.pino.error(message, ...params);
  }

  warn(message: unknown, ...params: unknown[]): void {
    this.pino.warn(message, ...params);
  }

  debug(message: unknown, ...params: unknown[]): void {
    this.pino.debug(message, ...params);
  }

  verbose(message: unknown, ...params: unknown[]): void {
    this.pino.verbose(message, ...params);
  }

  fatal(message: unknown, ...params: unknown[]): void {
    this.pino.fatal(message, ...params);
  }
}
