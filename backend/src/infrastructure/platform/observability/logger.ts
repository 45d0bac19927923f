import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { createRequire } from 'node:module';
import { pino, type DestinationStream, type Logger } from 'pino';
import type { LogLevel } from '../config/config.js';
import { censorField, censorNested, escapeLogLine, PERSONAL_KEYS, SECRET_KEYS, scrubSecrets, scrubText } from './log-scrubbing.js';

export interface RootLoggerOptions {
  level: LogLevel;
  /** One coloured line per entry (pino-pretty, a development dependency) instead of JSON. */
  pretty: boolean;
  /** Where the lines go; standard output by default. Tests pass a stream to read the log. */
  destination?: DestinationStream;
}

/** Redaction paths for every sensitive key at the top level of entries and bindings; censorNested does the levels below. */
const REDACT_PATHS = [...SECRET_KEYS, ...PERSONAL_KEYS].map((key) => (/^[A-Za-z_]\w*$/.test(key) ? key : `["${key}"]`));

/** The app's one pino logger; Fastify, Nest's Logger (through nestjs-pino) and background work all log through it. */
export function createRootLogger(options: RootLoggerOptions): Logger {
  return pino(
    {
      level: options.level,
      base: { pid: process.pid },
      redact: { paths: REDACT_PATHS, censor: censorField },
      formatters: {
        // Before any serializer, so also under a child logger's own (pino-http brings one for errors).
        log: (entry) => censorNested(entry.err instanceof Error ? { ...entry, err: scrubbedError(entry.err) } : entry),
      },
      hooks: {
        // Message text (and printf-style arguments) is scrubbed as it is logged; objects go through redaction.
        logMethod(args, method) {
          method.apply(this, withScrubbedMessage(args) as Parameters<typeof method>);
        },
        // Whatever a field holds (a header, a key, an error's stack), the written line has no raw control or separator.
        streamWrite: escapeLogLine,
      },
    },
    options.destination ?? (options.pretty ? prettyStream() : pino.destination({ sync: false })),
  );
}

/**
 * A log call's arguments with its message scrubbed: the strings (message and printf-style arguments), or, when only
 * an object is logged, its `msg` or the message pino would otherwise take from its error as it is.
 */
function withScrubbedMessage(args: unknown[]): unknown[] {
  const [first, ...rest] = args;
  if (rest.length > 0 || typeof first !== 'object' || first === null) {
    return args.map((arg) => (typeof arg === 'string' ? scrubText(arg) : arg));
  }
  if (first instanceof Error) return [first, scrubText(first.message)];
  const { msg, err } = first as { msg?: unknown; err?: unknown };
  if (typeof msg === 'string') return [{ ...first, msg: scrubText(msg) }];
  if (err instanceof Error) return [first, scrubText(err.message)];
  return args;
}

/** How deep a chain of causes is scrubbed; deeper ones are not expected. */
const MAX_CAUSES = 5;

/** A copy of an error to log: its message and its causes' scrubbed as message text, its stack scrubbed of secrets. */
function scrubbedError(error: Error, depth = 0): Error {
  const copy = Object.assign(Object.create(Object.getPrototypeOf(error) as object) as Error, error);
  copy.message = scrubText(error.message);
  copy.stack = error.stack && scrubSecrets(error.stack);
  if (error.cause instanceof Error && depth < MAX_CAUSES) copy.cause = scrubbedError(error.cause, depth + 1);
  return copy;
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
