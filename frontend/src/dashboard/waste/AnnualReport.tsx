import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Printer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { formatDate, formatNumber } from '../../lib/format';
import { Button } from '../../ui/Button';
import { fetchReport, STAGES, wasteKeys } from './queries';

const tonnes = (grams: number) => formatNumber(Math.round(grams / 1000) / 1000);
const kgPerMeal = (gramsPerMeal: number | null) => (gramsPerMeal === null ? '–' : formatNumber(Math.round(gramsPerMeal) / 1000));

/**
 * The annual report for a calendar year and the whole organisation, as a page to print (the browser's print to PDF):
 * tonnes of fresh mass per stage and per location, meals, kg per meal, rescued weight, the baseline and the method.
 */
export default function AnnualReport({ tenantId, tenantName }: { tenantId: string; tenantName: string | null }) {
  const { t } = useTranslation('waste');
  const [params] = useSearchParams();
  const year = /^\d{4}$/.test(params.get('jaar') ?? '') ? params.get('jaar')! : String(new Date().getFullYear());
  const range = { from: `${year}-01-01`, to: `${year}-12-31` };
  const report = useQuery({ queryKey: wasteKeys.report(tenantId, range), queryFn: () => fetchReport(tenantId, range) });
  const r = report.data;
  return (
    <main className="mx-auto max-w-4xl bg-white px-6 py-8 text-slate-900 print:max-w-none print:p-0">
      <div className="mb-6 flex flex-wrap justify-between gap-3 print:hidden">
        <Link to="/dashboard/verspilling" className="inline-flex min-h-12 items-center gap-2 font-semibold text-teal-800">
          <ArrowLeft aria-hidden="true" className="size-5" />
          {t('pageTitle')}
        </Link>
        <Button onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-4" />
          {t('annual.print')}
        </Button>
      </div>
      <h1 className="text-2xl font-bold">{t('annual.title', { year })}</h1>
      <p className="mt-1 text-slate-700">
        {tenantName ?? ''} · {t('annual.organisation')} · {formatDate(range.from)} – {formatDate(range.to)}
      </p>
      <p className="mt-1 text-slate-700">{t('annual.method')}</p>
      {report.isError && <p role="alert">{t('report.loadFailed')}</p>}
      {r && (
        <>
          <table className="mt-6 w-full text-left text-sm" data-testid="annual-totals">
            <tbody className="divide-y divide-slate-200 tabular-nums">
              <Row label={`${t('annual.totalWasted')} (${t('annual.tonnes').toLowerCase()})`} value={tonnes(r.wastedGrams)} />
              <Row label={t('annual.meals')} value={formatNumber(r.mealsServed)} />
              <Row label={t('annual.kgPerMeal')} value={kgPerMeal(r.gramsPerMeal)} />
              <Row label={t('annual.rescued')} value={formatNumber(Math.round(r.rescuedGrams / 100) / 10)} />
              <Row label={t('annual.co2e')} value={`${formatNumber(r.co2eKgWasted)} / ${formatNumber(r.co2eKgRescued)}`} />
              <Row
                label={t('annual.change')}
                value={
                  r.changeAgainstBaselinePercent === null
                    ? '–'
                    : `${r.changeAgainstBaselinePercent > 0 ? '+' : ''}${formatNumber(r.changeAgainstBaselinePercent)} %`
                }
              />
            </tbody>
          </table>
          <p className="mt-2 text-sm text-slate-700">
            {r.baseline
              ? t('annual.baseline', {
                  from: formatDate(r.baseline.from),
                  to: formatDate(r.baseline.to),
                  grams: r.baseline.gramsPerMeal === null ? '–' : formatNumber(r.baseline.gramsPerMeal),
                })
              : t('annual.noBaseline')}
          </p>

          <h2 className="mt-8 text-lg font-semibold">{t('report.byStage')}</h2>
          <table className="mt-2 w-full text-left text-sm" data-testid="annual-stages">
            <thead>
              <tr className="border-b border-slate-300">
                <th className="py-1 pr-4">{t('annual.stage')}</th>
                <th className="py-1 text-right">{t('annual.tonnes')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 tabular-nums">
              {STAGES.map((stage) => (
                <Row key={stage} label={t(`stages.${stage}`)} value={tonnes(r.byStage[stage] ?? 0)} />
              ))}
            </tbody>
          </table>

          <h2 className="mt-8 text-lg font-semibold">{t('report.byLocation')}</h2>
          <table className="mt-2 w-full text-left text-sm" data-testid="annual-locations">
            <thead>
              <tr className="border-b border-slate-300">
                <th className="py-1 pr-4">{t('annual.location')}</th>
                <th className="py-1 pr-4 text-right">{t('annual.tonnes')}</th>
                <th className="py-1 pr-4 text-right">{t('annual.meals')}</th>
                <th className="py-1 pr-4 text-right">{t('annual.kgPerMeal')}</th>
                <th className="py-1 text-right">{t('annual.rescued')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 tabular-nums">
              {r.byLocation.map((location) => (
                <tr key={location.locationId}>
                  <th scope="row" className="py-1 pr-4 font-normal">
                    {location.name}
                  </th>
                  <td className="py-1 pr-4 text-right">{tonnes(location.wastedGrams)}</td>
                  <td className="py-1 pr-4 text-right">{formatNumber(location.mealsServed)}</td>
                  <td className="py-1 pr-4 text-right">{kgPerMeal(location.gramsPerMeal)}</td>
                  <td className="py-1 text-right">{formatNumber(Math.round(location.rescuedGrams / 100) / 10)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="mt-6 text-xs text-slate-600">
            {t('report.co2eSource', { factor: formatNumber(r.co2eKgPerKgFood), source: r.co2eSource })}
          </p>
        </>
      )}
    </main>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <tr>
      <th scope="row" className="py-1 pr-4 font-normal">
        {label}
      </th>
      <td className="py-1 text-right">{value}</td>
    </tr>
  );
}
