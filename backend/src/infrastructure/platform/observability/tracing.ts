/**
 * OpenTelemetry, only when OTEL_EXPORTER_OTLP_ENDPOINT is set: then the Node SDK exports traces of HTTP requests,
 * PostgreSQL queries and outbox deliveries over OTLP (the standard OTEL_* variables apply). Without it nothing of
 * OpenTelemetry is loaded; `inSpan` then just runs the work.
 */
interface Tracer {
  startActiveSpan<T>(name: string, work: (span: { end(): void; recordException(error: Error): void }) => T): T;
}

let tracer: Tracer | null = null;

export async function startTracing(): Promise<boolean> {
  if (!process.env.OTEL_EXPORTER_OTLP_ENDPOINT) return false;
  const [{ NodeSDK }, { HttpInstrumentation }, { PgInstrumentation }, api] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-pg'),
    import('@opentelemetry/api'),
  ]);
  const sdk = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME ?? 'portiepunt',
    instrumentations: [new HttpInstrumentation(), new PgInstrumentation()],
  });
  sdk.start();
  tracer = api.trace.getTracer('portiepunt');
  process.once('beforeExit', () => void sdk.shutdown());
  return true;
}

/** Runs `work` in a span named `name` when tracing is on. */
export async function inSpan<T>(name: string, work: () => Promise<T>): Promise<T> {
  if (!tracer) return work();
  return tracer.startActiveSpan(name, async (span) => {
    try {
      return await work();
    } catch (error) {
      span.recordException(error as Error);
      throw error;
    } finally {
      span.end();
    }
  });
}
