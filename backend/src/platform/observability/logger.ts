import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { createRequire } from 'node:module';
import { pino, stdSerializers, type DestinationStream, type Logger } from 'pino';
import type { LogLevel } from '../config/config.js';
import { censorField, PERSONAL_KEYS, SECRET_KEYS, scrubSecrets, scrubText } from './log-scrubbing.js';

export interface RootLoggerOptions {
  level: LogLevel;
  /** One coloured line per entry (pino-pretty, a development dependency) instead of JSON. */
  pretty: boolean;
  /** Where the lines go; standard output by default. Tests pass a stream to read the log. */
  destination?: DestinationStream;
}

/** Redaction paths for every sensitive key, at the top level and up to two levels down (pino's `*` is one level). */
const REDACT_PATHS = [...SECRET_KEYS, ...PERSONAL_KEYS].flatMap((key) => {
  const field = /^[A-Za-z_]\w*$/.test(key) ? key : `["${key}"]`;
  const nested = field.startsWith('[') ? field : `.${field}`;
  return [field, `*${nested}`, `*.*${nested}`];
});

/** The app's one pino logger; Fastify, Nest's Logger (through nestjs-pino) and background work all log through it. */
export function createRootLogger(options: RootLoggerOptions): Logger {
  return pino(
    {
      level: options.level,
      base: { pid: process.pid },
      redact: { paths: REDACT_PATHS, censor: censorField },
      serializers: {
        err: (error: Error) => {
          const serialized = stdSerializers.err(error);
          return { ...serialized, message: scrubText(serialized.message), stack: serialized.stack && scrubSecrets(serialized.stack) };
        },
      },
      hooks: {
        // Message text (and printf-style arguments) is scrubbed as it is logged; objects go through redaction.
        logMethod(args, method) {
          for (let i = 0; i < args.length; i++) if (typeof args[i] === 'string') args[i] = scrubText(args[i] as string);
          method.apply(this, args as Parameters<typeof method>);
        },
      },
    },
    options.destination ?? (options.pretty ? prettyStream() : pino.destination({ sync: false })),
  );
}

/** pino-pretty in this thread: one line per entry, the request's line naming method, path, status and time. */
function prettyStream(): DestinationStream {
  const pretty = createRequire(import.meta.url)('pino-pretty') as (options: object) => DestinationStream;
  return pretty({ colorize: process.stdout.isTTY, ignore: 'pid,hostname', singleLine: true, translateTime: 'SYS:HH:MM:ss.l' });
}

/** Longest X-Request-Id taken from a proxy; anything longer or with other characters gets an id of our own. */
const FOREIGN_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The request's id: a trusted proxy's X-Request-Id when it sends a sane one, else a fresh UUID. */
export function requestIdGenerator(trustProxy: boolean): (request: { headers: IncomingHttpHeaders }) => string {
  return (request) => {
    const sent = trustProxy ? request.headers['x-request-id'] : undefined;
    return typeof sent === 'string' && FOREIGN_ID.test(sent) ? sent : randomUUID();
  };
}
