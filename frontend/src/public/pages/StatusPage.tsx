import { CircleAlert, CircleCheck, CircleMinus, CircleX, LoaderCircle, RefreshCw } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { formatDate, formatDateTime } from '../../lib/format';
import { usePageMeta } from '../../lib/page-meta';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Container, PageHero } from '../../ui/Section';
import { InfoTooltip, TooltipProvider } from '../../ui/Tooltip';
import { useSiteTexts, usePageTexts } from '../i18n/texts';
import type { PageTexts } from '../i18n/text-shapes';

type MailStatus = 'up' | 'degraded' | 'down' | 'disabled';

interface HealthResult {
  apiUp: boolean;
  databaseUp: boolean;
  /** What the API reports of its outgoing mail; unknown when it or its database does not answer. */
  mail: MailStatus | null;
  checkedAt: string;
}

async function answerOf<T>(path: string): Promise<T | null> {
  try {
    return (await (await fetch(path, { headers: { Accept: 'application/json' } })).json()) as T;
  } catch {
    return null;
  }
}

/**
 * GET /api/health answers only `up` (200) or `down` (503, the database does not answer); no answer at all means the
 * API is down. The state of outgoing mail comes with the readiness check.
 */
async function checkHealth(): Promise<HealthResult> {
  const [health, ready] = await Promise.all([
    answerOf<{ status?: string }>('/api/health'),
    answerOf<{ mail?: { status?: MailStatus } | null; checkedAt?: string }>('/api/health/ready'),
  ]);
  return {
    apiUp: health !== null,
    databaseUp: health?.status === 'up',
    mail: ready?.mail?.status ?? null,
    checkedAt: ready?.checkedAt ?? new Date().toISOString(),
  };
}

type ComponentKey = keyof PageTexts['status']['STATUS_PAGE']['components'];
type ComponentState = 'up' | 'degraded' | 'down' | 'disabled';

function componentStates(health: HealthResult): Record<ComponentKey, ComponentState> {
  const upOrDown = (up: boolean): ComponentState => (up ? 'up' : 'down');
  return {
    // This page rendered, so the web app is being served.
    web: 'up',
    api: upOrDown(health.apiUp),
    database: upOrDown(health.databaseUp),
    // The API's own account of its outbox: degraded when mail waits long, disabled when no SMTP is configured.
    email: health.mail ?? 'down',
  };
}

/** Each state's look; its label is the catalogue's text under the same name (`up` reads "operational"). */
const STATE_LOOK: Record<
  ComponentState,
  { label: 'operational' | Exclude<ComponentState, 'up'>; className: string; Icon: typeof CircleCheck }
> = {
  up: { label: 'operational', className: 'text-teal-800', Icon: CircleCheck },
  degraded: { label: 'degraded', className: 'text-amber-800', Icon: CircleAlert },
  down: { label: 'down', className: 'text-red-700', Icon: CircleX },
  disabled: { label: 'disabled', className: 'text-slate-600', Icon: CircleMinus },
};

export default function StatusPage() {
  const { META } = useSiteTexts().meta;
  const { STATUS_PAGE } = usePageTexts().status;
  const { STATUS_UPDATES } = usePageTexts().statusUpdates;
  usePageMeta(META.status);
  const [health, setHealth] = useState<HealthResult | null>(null);

  const refresh = useCallback(() => {
    setHealth(null);
    void checkHealth().then(setHealth);
  }, []);
  useEffect(refresh, [refresh]);

  const states = health && componentStates(health);
  const values = states ? Object.values(states) : [];
  const allUp = states && values.every((state) => state === 'up');
  const anyDown = values.includes('down');

  return (
    <TooltipProvider>
      <PageHero eyebrow={STATUS_PAGE.eyebrow} title={STATUS_PAGE.title} intro={STATUS_PAGE.intro} />
      <Container className="max-w-4xl space-y-12 pb-20">
        <div
          className={`flex flex-col gap-4 rounded-2xl p-6 sm:flex-row sm:items-center sm:justify-between ${
            !states
              ? 'bg-slate-100 text-slate-800'
              : allUp
                ? 'bg-teal-700 text-white'
                : anyDown
                  ? 'bg-red-700 text-white'
                  : 'bg-amber-100 text-amber-950'
          }`}
        >
          <div className="flex items-center gap-3">
            {!states ? (
              <LoaderCircle aria-hidden="true" className="size-6 animate-spin" />
            ) : allUp ? (
              <CircleCheck aria-hidden="true" className="size-6" />
            ) : anyDown ? (
              <CircleX aria-hidden="true" className="size-6" />
            ) : (
              <CircleAlert aria-hidden="true" className="size-6" />
            )}
            <div role="status">
              <p className="text-lg font-semibold">
                {!states
                  ? STATUS_PAGE.checking
                  : allUp
                    ? STATUS_PAGE.allOperational
                    : anyDown
                      ? STATUS_PAGE.someDown
                      : STATUS_PAGE.someLimited}
              </p>
              {health && (
                <p className="text-sm opacity-90">
                  {STATUS_PAGE.checkedAt} <time dateTime={health.checkedAt}>{formatDateTime(health.checkedAt)}</time>
                </p>
              )}
            </div>
          </div>
          <Button variant="inverse" onClick={refresh} disabled={!health}>
            <RefreshCw aria-hidden="true" className="size-4" />
            {STATUS_PAGE.refresh}
          </Button>
        </div>

        <section aria-labelledby="onderdelen">
          <h2 id="onderdelen" className="text-2xl font-bold text-slate-900">
            {STATUS_PAGE.componentsTitle}
          </h2>
          <ul className="mt-5 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
            {(Object.keys(STATUS_PAGE.components) as ComponentKey[]).map((key) => {
              const { name, text } = STATUS_PAGE.components[key];
              const look = states && STATE_LOOK[states[key]];
              return (
                <li key={key} data-component={key} className="flex items-center justify-between gap-4 p-5">
                  <span className="flex items-center gap-2 font-medium text-slate-900">
                    {name}
                    <InfoTooltip label={`${STATUS_PAGE.aboutComponent} ${name}`} content={text} />
                  </span>
                  {look && (
                    <span className={`flex items-center gap-2 text-sm font-semibold ${look.className}`}>
                      <look.Icon aria-hidden="true" className="size-5" />
                      {STATUS_PAGE[look.label]}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </section>

        <section aria-labelledby="updates">
          <h2 id="updates" className="text-2xl font-bold text-slate-900">
            {STATUS_PAGE.updatesTitle}
          </h2>
          <ol className="mt-5 space-y-4">
            {STATUS_UPDATES.map((update) => (
              <li key={update.date}>
                <Card>
                  <time dateTime={update.date} className="text-sm font-medium text-teal-800">
                    {formatDate(update.date)}
                  </time>
                  <h3 className="mt-1 text-lg font-semibold text-slate-900">{update.title}</h3>
                  <p className="mt-2 leading-relaxed text-slate-600">{update.text}</p>
                </Card>
              </li>
            ))}
          </ol>
        </section>
      </Container>
    </TooltipProvider>
  );
}
