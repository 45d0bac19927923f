import { CheckCircle2, Clock, PiggyBank } from 'lucide-react';
import { formatEuro } from '../../lib/format';
import { buttonClass } from '../../ui/Button';
import { Container } from '../../ui/Section';
import { useSiteTexts } from '../i18n/texts';

export function HeroSection() {
  const { HERO } = useSiteTexts().home;
  return (
    <div className="overflow-hidden bg-gradient-to-b from-teal-50 via-teal-50/40 to-white">
      <Container className="grid items-center gap-12 py-16 sm:py-20 lg:grid-cols-[1.1fr_1fr] lg:py-24">
        <div>
          <p className="inline-flex rounded-full bg-white px-3 py-1 text-sm font-medium text-teal-800 shadow-sm ring-1 ring-teal-100">
            {HERO.eyebrow}
          </p>
          <h1 className="mt-5 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl lg:text-6xl">{HERO.title}</h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-slate-600">{HERO.intro}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            {/* Plain in-page anchors: the browser jumps to the section itself, also before the app has loaded. */}
            <a href="#contact" className={buttonClass('primary', 'lg')}>
              {HERO.primary}
            </a>
            <a href="#voordelen" className={buttonClass('secondary', 'lg')}>
              {HERO.secondary}
            </a>
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-600">
            {HERO.reassurance.map((point) => (
              <li key={point} className="flex items-center gap-2">
                <CheckCircle2 aria-hidden="true" className="size-4 text-teal-700" />
                {point}
              </li>
            ))}
          </ul>
        </div>
        <Teaser />
      </Container>
    </div>
  );
}

function Teaser() {
  const { TEASER } = useSiteTexts().home;
  return (
    <figure aria-label={TEASER.label} className="relative mx-auto w-full max-w-md">
      <div className="rounded-3xl border border-slate-200 bg-white p-5 shadow-xl shadow-teal-900/5 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="font-semibold text-slate-900">{TEASER.location}</p>
          <p className="rounded-full bg-teal-700 px-3 py-1 text-sm font-semibold text-white">{TEASER.available}</p>
        </div>
        <ul className="mt-5 space-y-3">
          {TEASER.portions.map((portion) => (
            <li key={portion.title} className="flex items-center justify-between gap-3 rounded-2xl bg-slate-50 p-3">
              <div>
                <p className="font-medium text-slate-900">{portion.title}</p>
                <p className="mt-0.5 flex items-center gap-1.5 text-sm text-slate-600">
                  <Clock aria-hidden="true" className="size-3.5" />
                  {portion.detail}
                </p>
              </div>
              <span aria-hidden="true" className="rounded-lg bg-white px-3 py-1.5 text-sm font-medium text-teal-800 ring-1 ring-teal-200">
                {TEASER.reserve}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <div className="relative -mt-4 ml-auto flex w-fit items-center gap-3 rounded-2xl border border-amber-200 bg-amber-50 px-4 py-3 shadow-lg sm:-mr-4">
        <span className="flex size-10 items-center justify-center rounded-xl bg-amber-100 text-amber-800">
          <PiggyBank aria-hidden="true" className="size-5" />
        </span>
        <div>
          <p className="text-sm text-amber-900">{TEASER.savedLabel}</p>
          <p className="text-2xl font-bold text-amber-950">{formatEuro(TEASER.savedAmount)}</p>
        </div>
      </div>
    </figure>
  );
}
