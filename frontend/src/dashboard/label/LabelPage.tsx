import { useQueries } from '@tanstack/react-query';
import { ArrowLeft, Printer } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { formatMoment, formatTemperature } from '../../lib/format';
import { eatBy, iddsiNameKey, lastTemperature } from '../food-safety/food-safety';
import { usePageMeta } from '../../lib/page-meta';
import { Button, buttonClass } from '../../ui/Button';
import { fetchPortion, type Portion } from '../queries';
import { portionIdsFrom } from './label-path';
import './label.css';
import { useTranslation } from 'react-i18next';
import { type Allergen, allergenFullName } from '../portions/food-codes';

const LAYOUTS = ['roll', 'a4'] as const;

type Layout = 'roll' | 'a4';

/**
 * The kitchen's printable label of one or more portions (/dashboard/etiket?portions=<id>,<id>): the law's allergen
 * information in writing at the point of hand-over. Printed through the browser's own dialog with a print style sheet.
 */
export default function LabelPage({ tenantId, tenantName }: { tenantId: string; tenantName: string | null }) {
  const { t } = useTranslation(['dashboard', 'shared']);
  usePageMeta({ title: t('label.pageTitle'), description: t('label.intro'), noindex: true });
  const ids = portionIdsFrom(useLocation().search);
  const [layout, setLayout] = useState<Layout>(ids.length > 1 ? 'a4' : 'roll');
  const portions = useQueries({
    queries: ids.map((id) => ({ queryKey: ['portions', tenantId, 'label', id], queryFn: () => fetchPortion(tenantId, id) })),
  });
  const loaded = portions.flatMap((query) => (query.data ? [query.data] : []));
  const missing = portions.filter((query) => query.isError).length;
  const loading = portions.some((query) => query.isPending);

  return (
    <main className="label-page mx-auto max-w-5xl px-4 py-6">
      <div className="label-screen-only mb-6 space-y-4">
        <Link to="/dashboard" className={buttonClass('ghost', 'md', 'min-h-11 -ml-2')}>
          <ArrowLeft aria-hidden="true" className="size-5" />
          {t('label.back')}
        </Link>
        <h1 className="text-2xl font-bold text-slate-900">{t('label.heading')}</h1>
        <p className="text-slate-700">{t('label.intro')}</p>
        <fieldset className="flex flex-wrap items-center gap-3">
          <legend className="mb-2 text-sm font-semibold text-slate-800">{t('label.layout')}</legend>
          {LAYOUTS.map((option) => (
            <label
              key={option}
              className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-slate-400 px-4 text-sm font-medium text-slate-800 has-[:checked]:border-teal-700 has-[:checked]:bg-teal-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-teal-600"
            >
              <input
                type="radio"
                name="layout"
                value={option}
                checked={layout === option}
                onChange={() => setLayout(option)}
                className="size-4 accent-teal-700"
              />
              {option === 'roll' ? t('label.layoutRoll') : t('label.layoutA4')}
            </label>
          ))}
          <Button className="min-h-11" disabled={loaded.length === 0} onClick={() => window.print()}>
            <Printer aria-hidden="true" className="size-5" />
            {t('label.print')}
          </Button>
        </fieldset>
        {ids.length === 0 && <p role="alert">{t('label.none')}</p>}
        {loading && <p>{t('label.loading')}</p>}
        {missing > 0 && (
          <p role="alert" className="text-red-700">
            {t('label.notFound', { count: missing })}
          </p>
        )}
      </div>
      <section aria-label={t('label.labelsLabel')} className="label-sheet" data-layout={layout} data-testid="label-sheet">
        {loaded.map((portion) => (
          <PortionLabel key={portion.id} portion={portion} tenantName={tenantName} />
        ))}
      </section>
    </main>
  );
}

const names = (codes: Allergen[]) => codes.map(allergenFullName).join(', ');

function PortionLabel({ portion, tenantName }: { portion: Portion; tenantName: string | null }) {
  const { t } = useTranslation(['dashboard', 'shared']);
  const declaredNone = portion.allergens.length === 0;
  const last = lastTemperature(portion.temperatureChecks);
  return (
    <article className="portion-label mb-4 rounded-lg border border-slate-400 bg-white text-slate-950" data-testid="portion-label">
      <h2 className="mb-1 text-[11pt] leading-tight font-bold">{portion.title}</h2>
      <p>
        <strong>
          {declaredNone
            ? portion.allergensDeclared
              ? t('shared:food.noAllergens')
              : t('shared:food.undeclared')
            : `${t('shared:food.contains')}: ${names(portion.allergens)}`}
        </strong>
      </p>
      {portion.mayContain.length > 0 && (
        <p>
          {t('shared:food.mayContain')}: {names(portion.mayContain)}
        </p>
      )}
      {portion.diet.length > 0 && (
        <p>
          {t('label.diet')}: {portion.diet.map((mark) => t(`shared:food.dietNames.${mark}`)).join(', ')}
        </p>
      )}
      {portion.iddsiLevel !== null && (
        <p data-testid="label-iddsi">
          {t('shared:food.iddsiLevel', { level: portion.iddsiLevel, name: t(iddsiNameKey(portion.iddsiLevel)) })}
        </p>
      )}
      {portion.preparedAt && (
        <p>
          {t('label.prepared')}: {formatMoment(portion.preparedAt)}
        </p>
      )}
      {portion.storage && (
        <p>
          {t('label.storage')}: {t(`shared:food.storageNames.${portion.storage}`)}. {t(`shared:food.safeEating.${portion.storage}`)}
        </p>
      )}
      {last && (
        <p data-testid="label-temperature">
          {t('shared:food.lastTemperature', { temperature: formatTemperature(last.temperatureC), when: formatMoment(last.measuredAt) })}
        </p>
      )}
      {portion.reheat && (
        <p>
          <strong>{t('shared:food.reheat')}</strong>
        </p>
      )}
      <p className="mt-1">
        <strong>{t('shared:food.pickUpBefore', { when: formatMoment(portion.availableUntil) })}</strong>
      </p>
      <p data-testid="label-eat-by">
        <strong>{t('shared:food.eatBy', { when: formatMoment(eatBy(portion)) })}</strong>
      </p>
      <p className="mt-1 text-[7.5pt]">{[portion.locationName, tenantName].filter(Boolean).join(' · ')}</p>
    </article>
  );
}
