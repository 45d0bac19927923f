import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Download, FileText } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLanguage } from '../../i18n';
import { formatCents, formatDate, formatNumber } from '../../lib/format';
import { Button, buttonClass } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { TextInput } from '../../ui/Field';
import { toast } from '../../ui/Toast';
import { keys } from '../queries';
import {
  downloadCsv,
  fetchReasons,
  fetchReport,
  formatWeight,
  recordsCsvPath,
  reportCsvPath,
  saveBaseline,
  STAGES,
  DESTINATIONS,
  wasteKeys,
  type WasteReport,
} from './queries';

export const ANNUAL_REPORT_PATH = '/dashboard/verspilling/jaarverslag';

const kg = (grams: number) => formatNumber(Math.round(grams / 100) / 10);

/** The last 12 weeks: wasted beside rescued, grams per meal against the baseline, the split by stage, reason, destination and location. */
export function WasteReportPanel({ tenantId, role }: { tenantId: string; role: 'kitchen' | 'admin' }) {
  const { t } = useTranslation('waste');
  const [language] = useLanguage();
  const report = useQuery({ queryKey: wasteKeys.report(tenantId, {}), queryFn: () => fetchReport(tenantId) });
  const reasons = useQuery({ queryKey: wasteKeys.reasons(tenantId), queryFn: () => fetchReasons(tenantId) });
  if (report.isError)
    return (
      <p role="alert" className="mt-8 text-red-700">
        {t('report.loadFailed')}
      </p>
    );
  if (!report.data) return null;
  const r = report.data;
  const reasonLabel = (code: string) => reasons.data?.find((reason) => reason.code === code)?.labels[language] ?? code;
  const year = new Date().getFullYear();
  return (
    <section aria-labelledby="waste-report-title" className="mt-10" data-testid="waste-report">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h3 id="waste-report-title" className="text-xl font-semibold text-slate-900">
            {t('report.title')}
          </h3>
          <p className="text-slate-700">
            {t('report.period')} · {formatDate(r.from)} – {formatDate(r.to)}
          </p>
        </div>
        {role === 'admin' && (
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => void downloadCsv(recordsCsvPath(tenantId), 'verspilling.csv')}>
              <Download aria-hidden="true" className="size-4" />
              {t('report.csvRecords')}
            </Button>
            <Button variant="secondary" onClick={() => void downloadCsv(reportCsvPath(tenantId, r.from, r.to), 'verspillingsrapport.csv')}>
              <Download aria-hidden="true" className="size-4" />
              {t('report.csvReport')}
            </Button>
            <Link to={`${ANNUAL_REPORT_PATH}?jaar=${year}`} className={buttonClass('secondary')}>
              <FileText aria-hidden="true" className="size-4" />
              {t('report.annual', { year })}
            </Link>
          </div>
        )}
      </div>

      <dl className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure
          label={t('report.wasted')}
          value={formatWeight(r.wastedGrams, language)}
          note={`${t('report.co2e', { kg: formatNumber(r.co2eKgWasted) })}${r.costCentsPerKg > 0 ? ` · ${t('report.cost', { amount: formatCents(r.costCentsWasted) })}` : ''}`}
        />
        <Figure
          label={t('report.rescued')}
          value={formatWeight(r.rescuedGrams, language)}
          note={`${t('report.co2e', { kg: formatNumber(r.co2eKgRescued) })}${r.costCentsPerKg > 0 ? ` · ${t('report.cost', { amount: formatCents(r.costCentsRescued) })}` : ''}`}
        />
        <Figure
          label={t('report.gramsPerMeal')}
          value={r.gramsPerMeal === null ? '–' : `${formatNumber(r.gramsPerMeal)} g`}
          note={`${t('report.meals')}: ${formatNumber(r.mealsServed)}`}
        />
        <Figure
          label={t('report.change')}
          value={
            r.changeAgainstBaselinePercent === null
              ? '–'
              : `${r.changeAgainstBaselinePercent > 0 ? '+' : ''}${formatNumber(r.changeAgainstBaselinePercent)} %`
          }
          note={
            r.baseline
              ? `${t('report.baselineLine')}: ${r.baseline.gramsPerMeal === null ? '–' : formatNumber(r.baseline.gramsPerMeal)} g`
              : r.suggestedBaseline
                ? t('report.noBaseline', { from: formatDate(r.suggestedBaseline.from), to: formatDate(r.suggestedBaseline.to) })
                : t('report.noBaselineYet')
          }
        />
      </dl>
      <p className="mt-2 text-xs text-slate-600">
        {t('report.co2eSource', { factor: formatNumber(r.co2eKgPerKgFood), source: r.co2eSource })}
      </p>

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <Card padding="p-4">
          <h4 className="font-semibold text-slate-900">{t('report.weeksTitle')}</h4>
          <WeekBars report={r} />
          <p className="mt-2 flex gap-4 text-xs text-slate-600">
            <span className="inline-flex items-center gap-1">
              <span aria-hidden="true" className="size-3 rounded-sm bg-amber-600" />
              {t('report.wasted')}
            </span>
            <span className="inline-flex items-center gap-1">
              <span aria-hidden="true" className="size-3 rounded-sm bg-teal-600" />
              {t('report.rescued')}
            </span>
          </p>
        </Card>
        <Card padding="p-4">
          <h4 className="font-semibold text-slate-900">{t('report.gramsPerMealTitle')}</h4>
          <GramsPerMealChart report={r} />
        </Card>
      </div>

      <div className="mt-6 grid gap-6 md:grid-cols-3">
        <Split
          title={t('report.byStage')}
          rows={STAGES.map((stage) => [t(`stages.${stage}`), r.byStage[stage] ?? 0])}
          total={r.wastedGrams}
          co2e={r.co2eKgPerKgFood}
        />
        <Split
          title={t('report.byReason')}
          rows={Object.entries(r.byReason).map(([code, grams]) => [reasonLabel(code), grams])}
          total={r.wastedGrams}
          co2e={r.co2eKgPerKgFood}
        />
        <Split
          title={t('report.byDestination')}
          rows={DESTINATIONS.map((destination) => [t(`destinations.${destination}`), r.byDestination[destination] ?? 0])}
          total={r.wastedGrams}
          co2e={r.co2eKgPerKgFood}
        />
      </div>

      {r.byLocation.length > 1 && (
        // A region that scrolls sideways on a phone: focusable, so that a keyboard can scroll it too.
        <Card padding="p-4" className="mt-6 overflow-x-auto" tabIndex={0} role="region" aria-label={t('report.byLocation')}>
          <h4 className="font-semibold text-slate-900">{t('report.byLocation')}</h4>
          <table className="mt-2 w-full text-left text-sm">
            <thead className="text-slate-600">
              <tr>
                <th className="py-2 pr-4 font-medium">{t('location')}</th>
                <th className="py-2 pr-4 text-right font-medium">{t('report.wasted')}</th>
                <th className="py-2 pr-4 text-right font-medium">{t('report.rescued')}</th>
                <th className="py-2 pr-4 text-right font-medium">{t('report.meals')}</th>
                <th className="py-2 text-right font-medium">{t('report.gramsPerMeal')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 tabular-nums">
              {r.byLocation.map((location) => (
                <tr key={location.locationId}>
                  <th scope="row" className="py-2 pr-4 font-medium text-slate-900">
                    {location.name}
                  </th>
                  <td className="py-2 pr-4 text-right">{t('report.kg', { value: kg(location.wastedGrams) })}</td>
                  <td className="py-2 pr-4 text-right">{t('report.kg', { value: kg(location.rescuedGrams) })}</td>
                  <td className="py-2 pr-4 text-right">{formatNumber(location.mealsServed)}</td>
                  <td className="py-2 text-right">{location.gramsPerMeal === null ? '–' : formatNumber(location.gramsPerMeal)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
      )}

      {role === 'admin' && <BaselineForm tenantId={tenantId} report={r} />}
    </section>
  );
}

function Figure({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">{value}</dd>
      <dd className="mt-1 text-xs text-slate-600">{note}</dd>
    </div>
  );
}

function Split({ title, rows, total, co2e }: { title: string; rows: [string, number][]; total: number; co2e: number }) {
  const { t } = useTranslation('waste');
  return (
    <Card padding="p-4">
      <h4 className="font-semibold text-slate-900">{title}</h4>
      <ul className="mt-2 space-y-2">
        {rows.map(([label, grams]) => (
          <li key={label}>
            <div className="flex justify-between gap-2 text-sm">
              <span className="text-slate-800">{label}</span>
              <span className="tabular-nums text-slate-900">
                {t('report.kg', { value: kg(grams) })} · {t('report.co2e', { kg: formatNumber(Math.round((grams / 1000) * co2e)) })}
              </span>
            </div>
            <div className="mt-1 h-2 rounded bg-slate-100" aria-hidden="true">
              <div className="h-2 rounded bg-amber-600" style={{ width: `${total > 0 ? (grams / total) * 100 : 0}%` }} />
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** Wasted (amber) beside rescued (teal) per week; the numbers are in each bar's accessible name. */
function WeekBars({ report }: { report: WasteReport }) {
  const { t } = useTranslation('waste');
  const max = Math.max(1, ...report.weeks.flatMap((week) => [week.wastedGrams, week.rescuedGrams]));
  return (
    <ul className="mt-3 flex h-44 items-end gap-1" aria-label={t('report.weeksTitle')}>
      {report.weeks.map((week) => (
        <li
          key={week.weekStart}
          className="flex h-full flex-1 items-end gap-px"
          aria-label={`${t('report.weekOf', { date: formatDate(week.weekStart) })}: ${t('report.wasted')} ${t('report.kg', { value: kg(week.wastedGrams) })}, ${t('report.rescued')} ${t('report.kg', { value: kg(week.rescuedGrams) })}`}
        >
          <span className="block flex-1 rounded-t bg-amber-600" style={{ height: `${(week.wastedGrams / max) * 100}%` }} />
          <span className="block flex-1 rounded-t bg-teal-600" style={{ height: `${(week.rescuedGrams / max) * 100}%` }} />
        </li>
      ))}
    </ul>
  );
}

/** Grams per meal per week as a line, with the baseline as a dashed line. */
function GramsPerMealChart({ report }: { report: WasteReport }) {
  const { t } = useTranslation('waste');
  const values = report.weeks.map((week) => week.gramsPerMeal);
  const baseline = report.baseline?.gramsPerMeal ?? null;
  const max = Math.max(1, baseline ?? 0, ...values.map((value) => value ?? 0)) * 1.1;
  const x = (i: number) => (values.length <= 1 ? 150 : (i / (values.length - 1)) * 300);
  const y = (value: number) => 120 - (value / max) * 120;
  const points = values.flatMap((value, i) => (value === null ? [] : [`${x(i)},${y(value)}`])).join(' ');
  return (
    <figure className="mt-3">
      <svg
        viewBox="-4 -4 308 128"
        className="h-44 w-full"
        role="img"
        aria-label={`${t('report.gramsPerMealTitle')}: ${values.map((v) => (v === null ? '–' : formatNumber(v))).join(', ')}${baseline !== null ? `; ${t('report.baselineLine')} ${formatNumber(baseline)}` : ''}`}
      >
        {baseline !== null && (
          <line x1="0" x2="300" y1={y(baseline)} y2={y(baseline)} stroke="#64748b" strokeDasharray="6 4" strokeWidth="1.5" />
        )}
        <polyline points={points} fill="none" stroke="#b45309" strokeWidth="2.5" />
        {values.map((value, i) => value !== null && <circle key={i} cx={x(i)} cy={y(value)} r="3" fill="#b45309" />)}
      </svg>
      <figcaption className="mt-1 flex gap-4 text-xs text-slate-600">
        <span>— {t('report.gramsPerMeal')}</span>
        {baseline !== null && <span>- - {t('report.baselineLine')}</span>}
      </figcaption>
    </figure>
  );
}

function BaselineForm({ tenantId, report }: { tenantId: string; report: WasteReport }) {
  const { t } = useTranslation('waste');
  const queryClient = useQueryClient();
  const [from, setFrom] = useState(report.baseline?.from ?? report.suggestedBaseline?.from ?? '');
  const [to, setTo] = useState(report.baseline?.to ?? report.suggestedBaseline?.to ?? '');
  const save = useMutation({
    mutationFn: (baseline: { from: string; to: string } | null) => saveBaseline(tenantId, baseline),
    onSuccess: () => {
      toast({ title: t('baseline.saved') });
      void queryClient.invalidateQueries({ queryKey: wasteKeys.all(tenantId) });
      void queryClient.invalidateQueries({ queryKey: keys.settings(tenantId) });
    },
    onError: () => toast({ title: t('baseline.failed'), variant: 'destructive' }),
  });
  return (
    <Card padding="p-4" className="mt-6">
      <form
        aria-labelledby="baseline-title"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate({ from, to });
        }}
      >
        <h4 id="baseline-title" className="font-semibold text-slate-900">
          {t('baseline.title')}
        </h4>
        <p className="mt-1 text-sm text-slate-700">{t('baseline.intro')}</p>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          <TextInput
            id="baseline-from"
            label={t('baseline.from')}
            type="date"
            value={from}
            onChange={(event) => setFrom(event.target.value)}
            required
          />
          <TextInput
            id="baseline-to"
            label={t('baseline.to')}
            type="date"
            value={to}
            onChange={(event) => setTo(event.target.value)}
            required
          />
        </div>
        <div className="mt-4 flex flex-wrap gap-2">
          <Button type="submit" disabled={save.isPending}>
            {t('baseline.save')}
          </Button>
          {report.baseline && (
            <Button variant="ghost" onClick={() => save.mutate(null)}>
              {t('baseline.clear')}
            </Button>
          )}
        </div>
      </form>
    </Card>
  );
}
