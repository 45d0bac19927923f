import { UtensilsCrossed } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { AllergenIcon } from '../dashboard/portions/FoodFacts';
import { useNow } from '../dashboard/use-now';
import { useTranslation } from 'react-i18next';
import type { IddsiLevel } from '../dashboard/food-safety/food-safety';
import { I18nRoot } from '../i18n/I18nRoot';
import { formatClock } from '../lib/format';
import { usePageMeta } from '../lib/page-meta';
import { useDisplayFeed, type DisplayPortion, type FeedStatus } from './display-feed';

/** As many cards as a TV shows at once (3 by 2); more portions take turns, a page at a time. */
const PAGE_SIZE = 6;
const PAGE_MS = 15_000;
/** On a TV, fewer portions get bigger cards: the grid's columns and rows by how many are shown. */
const TV_GRID: Record<number, string> = {
  1: 'xl:grid-cols-2 xl:grid-rows-1',
  2: 'xl:grid-cols-2 xl:grid-rows-1',
  3: 'xl:grid-cols-3 xl:grid-rows-1',
  4: 'xl:grid-cols-2 xl:grid-rows-2',
};

function StatusBadge({ status }: { status: FeedStatus }) {
  const { t } = useTranslation('display');
  const live = status === 'live';
  return (
    <span
      role="status"
      data-testid="screen-status"
      data-status={status}
      className="inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-2 text-lg font-semibold 2xl:text-2xl"
    >
      <span aria-hidden="true" className={`size-3 rounded-full 2xl:size-4 ${live ? 'bg-emerald-400' : 'animate-pulse bg-amber-400'}`} />
      {live ? t('live') : t('reconnecting')}
    </span>
  );
}

const CHIP = 'inline-flex items-center gap-1.5 rounded-full px-3 py-0.5 font-semibold';

/** Diet marks, "Bevat" and "Kan sporen bevatten van" with the dashboards' names and icons, or what the kitchen declared. */
function FoodMarks({ portion }: { portion: DisplayPortion }) {
  const { t: tShared } = useTranslation('shared');
  const { allergens, mayContain, allergensDeclared, diet, iddsiLevel } = portion;
  return (
    <div className="flex flex-col gap-2 text-lg 2xl:text-2xl" data-testid="screen-food">
      {(diet.length > 0 || iddsiLevel !== null) && (
        <p className="flex flex-wrap gap-2">
          {diet.map((mark) => (
            <span key={mark} className={`${CHIP} bg-emerald-300 text-slate-950`}>
              {tShared(`food.dietNames.${mark}`)}
            </span>
          ))}
          {iddsiLevel !== null && (
            <span className={`${CHIP} bg-sky-200 text-slate-950`} data-testid="screen-iddsi">
              {tShared('food.iddsiLevel', { level: iddsiLevel, name: tShared(`food.iddsiNames.${iddsiLevel as IddsiLevel}`) })}
            </span>
          )}
        </p>
      )}
      {allergens.length > 0 ? (
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-amber-300">{tShared('food.contains')}:</span>
          {allergens.map((allergen) => (
            <span key={allergen} className={`${CHIP} bg-amber-300 text-slate-950`}>
              <AllergenIcon allergen={allergen} className="size-5 2xl:size-6" />
              {tShared(`food.allergenNames.${allergen}`)}
            </span>
          ))}
        </p>
      ) : (
        <p className="text-slate-300">{allergensDeclared ? tShared('food.noAllergens') : tShared('food.undeclared')}</p>
      )}
      {mayContain.length > 0 && (
        <p className="text-slate-300">
          {tShared('food.mayContain')}: {mayContain.map((allergen) => tShared(`food.allergenNames.${allergen}`)).join(', ')}
        </p>
      )}
    </div>
  );
}

function PortionTile({ portion }: { portion: DisplayPortion }) {
  const { t } = useTranslation('display');
  return (
    <article data-testid="screen-portion" className="flex min-h-0 flex-col overflow-hidden rounded-3xl bg-slate-900 ring-1 ring-white/10">
      <div className="relative aspect-video bg-slate-800 xl:aspect-auto xl:min-h-12 xl:flex-1">
        {portion.photoUrl ? (
          <img src={portion.photoUrl} alt="" className="absolute inset-0 size-full object-cover" />
        ) : (
          <div role="img" aria-label={t('photoMissing')} className="absolute inset-0 flex items-center justify-center text-slate-500">
            <UtensilsCrossed aria-hidden="true" className="size-12 2xl:size-20" />
          </div>
        )}
      </div>
      <div className="flex flex-col gap-3 p-5 xl:gap-2 xl:p-4 2xl:gap-3 2xl:p-7">
        <div className="flex items-start justify-between gap-4">
          <h2 className="line-clamp-2 text-2xl leading-tight font-bold lg:text-3xl xl:text-2xl 2xl:text-[2.75rem]">{portion.title}</h2>
          <p className="shrink-0 text-right" data-testid="screen-left">
            <span className="block text-5xl leading-none font-extrabold text-emerald-400 tabular-nums xl:text-4xl 2xl:text-7xl">
              {portion.availableQuantity}
            </span>
            <span className="text-lg text-slate-300 2xl:text-2xl">
              {t('left')} <span className="sr-only">{t('of', { total: portion.totalQuantity })}</span>
            </span>
          </p>
        </div>
        <p className="text-xl text-slate-200 xl:text-lg 2xl:text-3xl">{t('until', { time: formatClock(portion.availableUntil) })}</p>
        <FoodMarks portion={portion} />
      </div>
    </article>
  );
}

/** Turns the pages every PAGE_MS while there is more than one. */
function usePage(pageCount: number): number {
  const [page, setPage] = useState(0);
  useEffect(() => {
    if (pageCount < 2) return;
    const timer = setInterval(() => setPage((current) => (current + 1) % pageCount), PAGE_MS);
    return () => clearInterval(timer);
  }, [pageCount]);
  return pageCount === 0 ? 0 : page % pageCount;
}

/** `/scherm/{token}`: a location's portions for a screen at the entrance, readable from 3 metres, without login. */
/** The screen speaks the language its link names (`?lang=fr` or `?lang=en`, see I18nRoot), else this browser's last one, else Dutch. */
export default function DisplayPage() {
  return (
    <I18nRoot>
      <DisplayScreen />
    </I18nRoot>
  );
}

function DisplayScreen() {
  const { t } = useTranslation('display');
  const { token = '' } = useParams();
  const feed = useDisplayFeed(token);
  const now = useNow(15_000);
  const portions = feed.portions.filter((portion) => new Date(portion.availableUntil).getTime() > now);
  const pageCount = Math.ceil(portions.length / PAGE_SIZE);
  const page = usePage(pageCount);
  const shown = portions.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);
  usePageMeta({ title: t('pageTitle', { location: feed.locationName ?? 'Portiepunt' }), description: t('available'), noindex: true });

  if (feed.status === 'gone') {
    return (
      <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-slate-950 p-8 text-center text-white">
        <h1 className="text-4xl font-bold 2xl:text-6xl">{t('gone')}</h1>
        <p className="max-w-3xl text-xl text-slate-300 2xl:text-3xl">{t('goneHint')}</p>
      </main>
    );
  }

  return (
    <main className="flex min-h-dvh flex-col gap-5 bg-slate-950 p-4 text-white sm:p-6 xl:h-dvh xl:overflow-hidden 2xl:gap-8 2xl:p-10">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-lg font-semibold tracking-wide text-emerald-400 uppercase lg:text-2xl 2xl:text-3xl">{t('available')}</p>
          <h1 className="text-4xl font-bold lg:text-5xl 2xl:text-7xl">{feed.locationName ?? '\u00a0'}</h1>
        </div>
        <div className="flex items-center gap-6">
          <StatusBadge status={feed.status} />
          <time className="text-4xl font-bold tabular-nums lg:text-5xl 2xl:text-7xl">{formatClock(now)}</time>
        </div>
      </header>

      {feed.status === 'loading' ? (
        <p className="flex flex-1 items-center justify-center text-3xl text-slate-300">{t('loading')}</p>
      ) : shown.length === 0 ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-4 text-center" data-testid="screen-empty">
          <UtensilsCrossed aria-hidden="true" className="size-20 text-slate-600 2xl:size-28" />
          <p className="text-3xl font-bold lg:text-4xl 2xl:text-6xl">{t('empty')}</p>
          <p className="max-w-4xl text-xl text-slate-300 lg:text-2xl 2xl:text-4xl">{t('emptyHint')}</p>
        </div>
      ) : (
        <section
          className={`grid min-h-0 flex-1 content-start gap-4 sm:grid-cols-2 xl:content-stretch 2xl:gap-6 ${TV_GRID[shown.length] ?? 'xl:grid-cols-3 xl:grid-rows-2'}`}
        >
          {shown.map((portion) => (
            <PortionTile key={portion.id} portion={portion} />
          ))}
        </section>
      )}

      <footer className="flex flex-wrap items-center justify-between gap-4 text-lg text-slate-300 lg:text-xl 2xl:text-3xl">
        <p>{t('reserve')}</p>
        {pageCount > 1 && <p className="tabular-nums">{t('page', { current: page + 1, total: pageCount })}</p>}
      </footer>
    </main>
  );
}
