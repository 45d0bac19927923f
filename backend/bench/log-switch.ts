// Preloaded (node --import) into the servers of bench:observability, never into the app itself: records the pino
// loggers the app makes, and sets their level when the bench sends { logLevel } over the IPC channel, answering
// once it is set. So one process can run turns with its log on and off: two processes started alike differ by
// up to 8 % on this machine, which hides a cost of a few per cent.
import { createRequire } from 'node:module';
import type { Level, Logger } from 'pino';

// Resolved from dist/main.js, as the app resolves it: the same module instance.
const pinoModule = createRequire(new URL('../main.js', import.meta.url))('pino') as {
  pino: (...args: unknown[]) => Logger;
  default: unknown;
};
const original = pinoModule.pino;
const loggers: Logger[] = [];
const recording = Object.assign((...args: unknown[]) => {
  const logger = original(...args);
  loggers.push(logger);
  return logger;
}, original);
// Before the app imports pino: its named import reads these properties then.
pinoModule.pino = recording;
pinoModule.default = recording;

process.on('message', (message: { logLevel: Level | 'silent' }) => {
  for (const logger of loggers) logger.level = message.logLevel;
  process.send?.({ logLevel: message.logLevel, loggers: loggers.length });
});
