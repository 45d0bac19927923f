import pg from 'pg';
import { dbQueryDuration } from './metrics.js';

let installed = false;

/**
 * Times every query of every pg client (TypeORM's pool and the app's own connections) into
 * portiepunt_db_query_duration_seconds, by wrapping Client#query once per process. Streams (a Submittable such as
 * pg-query-stream) are not timed: they last as long as their reader.
 */
export function timeQueries(): void {
  if (installed) return;
  installed = true;
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function timedQuery(this: pg.Client, ...args: unknown[]) {
    const started = performance.now();
    const stop = () => dbQueryDuration.observe((performance.now() - started) / 1000);
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = function (this: unknown, ...results: unknown[]) {
        stop();
        return (callback as (...results: unknown[]) => unknown).apply(this, results);
      };
      return query.apply(this, args);
    }
    const result = query.apply(this, args);
    if (result instanceof Promise) result.then(stop, stop);
    return result;
  } as typeof pg.Client.prototype.query;
}
