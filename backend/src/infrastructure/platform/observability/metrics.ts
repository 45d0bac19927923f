import { Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * Every series of the app, in one registry of its own (not prom-client's global one). Counters live at module level
 * so that the code that counts needs no injection; gauges that read a live source (open streams, the pool, the
 * outbox tables) get that source from MetricsSources when the app starts. Labels take bounded values only: route
 * templates, status codes, channel, job and reason names, never ids or raw paths.
 */
export const metricsRegistry = new Registry();
const registers = [metricsRegistry];

export const httpRequestDuration = new Histogram({
  name: 'portiepunt_http_request_duration_seconds',
  help: 'HTTP requests by route template, method and status, and how long they took',
  labelNames: ['route', 'method', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers,
});

export const reservationOutcomes = new Counter({
  name: 'portiepunt_reservations_total',
  help: 'Reservation attempts by result (placed, refused) and, when refused, the reason (the error code)',
  labelNames: ['result', 'reason'] as const,
  registers,
});

export const liveEventsSent = new Counter({
  name: 'portiepunt_live_events_sent_total',
  help: 'Live events written to open event streams (one per event and stream)',
  registers,
});

export const outboxDeliveries = new Counter({
  name: 'portiepunt_outbox_deliveries_total',
  help: 'Outbox delivery attempts by channel and result (sent, held, retry, failed)',
  labelNames: ['channel', 'result'] as const,
  registers,
});

export const jobLastSuccess = new Gauge({
  name: 'portiepunt_job_last_success_timestamp_seconds',
  help: 'When each background job last finished without error (Unix time)',
  labelNames: ['name'] as const,
  registers,
});

export const jobDuration = new Gauge({
  name: 'portiepunt_job_last_duration_seconds',
  help: 'How long the last run of each background job took',
  labelNames: ['name'] as const,
  registers,
});

export const jobInterval = new Gauge({
  name: 'portiepunt_job_interval_seconds',
  help: 'How often each background job is meant to run on this instance',
  labelNames: ['name'] as const,
  registers,
});

export const jobFailures = new Counter({
  name: 'portiepunt_job_failures_total',
  help: 'Background job runs that ended in an error',
  labelNames: ['name'] as const,
  registers,
});

export const dbQueryDuration = new Histogram({
  name: 'portiepunt_db_query_duration_seconds',
  help: 'How long PostgreSQL queries took, as the app saw them',
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
  registers,
});

/** Gauges read at scrape time from the running app (see MetricsSources). */
export const eventStreamsOpen = new Gauge({
  name: 'portiepunt_event_streams_open',
  help: 'Event streams open on this instance',
  registers,
});
export const dbPoolConnections = new Gauge({
  name: 'portiepunt_db_pool_connections',
  help: 'Connections of the database pool by state (in_use, idle)',
  labelNames: ['state'] as const,
  registers,
});
export const dbPoolWaiting = new Gauge({
  name: 'portiepunt_db_pool_waiting',
  help: 'Queries waiting for a free connection of the pool',
  registers,
});
export const databaseUp = new Gauge({
  name: 'portiepunt_database_up',
  help: '1 when the database answered the scrape, 0 when it did not',
  registers,
});
export const instanceReady = new Gauge({
  name: 'portiepunt_ready',
  help: '1 while /api/health/ready answers 200 (database reachable, migrations run, not draining)',
  registers,
});
export const outboxDepth = new Gauge({
  name: 'portiepunt_outbox_depth',
  help: 'Rows waiting to be delivered, per outbox channel',
  labelNames: ['channel'] as const,
  registers,
});
export const outboxOldestAge = new Gauge({
  name: 'portiepunt_outbox_oldest_age_seconds',
  help: 'Age of the oldest row waiting to be delivered, per outbox channel (0 when none waits)',
  labelNames: ['channel'] as const,
  registers,
});
export const mailQueued = new Gauge({
  name: 'portiepunt_mail_queued',
  help: 'Mails waiting to be sent (as /api/health/ready reports them)',
  registers,
});
export const mailFailedLast24h = new Gauge({
  name: 'portiepunt_mail_failed_last_24h',
  help: 'Mails that gave up in the last 24 hours',
  registers,
});
export const mailOldestQueuedSeconds = new Gauge({
  name: 'portiepunt_mail_oldest_queued_seconds',
  help: 'Age of the oldest queued mail (0 when none waits)',
  registers,
});
export const mailStatus = new Gauge({
  name: 'portiepunt_mail_status',
  help: '1 for the current state of outgoing mail (up, degraded, down, disabled), 0 for the others',
  labelNames: ['status'] as const,
  registers,
});
