import { CheckCircle2, Clock, Mail } from 'lucide-react';
import { lazy, memo, Suspense, useEffect, useRef } from 'react';
import { useWhenNearViewport } from '../../lib/use-when-near-viewport';
import { Card } from '../../ui/Card';
import { Section, SectionHeading } from '../../ui/Section';
import { useSiteTexts } from '../i18n/texts';

/**
 * The form is in the prerendered HTML and works there as a plain HTML form. Its code (Radix select, checkbox
 * and toasts) loads only when the section comes near or the visitor starts using the form, keeping it off the
 * first load of /; until then React leaves the prerendered form in place.
 */
let wantForm: () => void = () => undefined;
const formWanted = typeof window === 'undefined' ? Promise.resolve() : new Promise<void>((resolve) => (wantForm = resolve));
const DemoRequestForm = lazy(() => formWanted.then(() => import('./DemoRequestForm')));

/**
 * Never rendered again by its parent: an update reaching the form while its code has not loaded would make React
 * replace the prerendered form with a new, empty one, losing what the visitor typed (and their focus).
 */
const LazyDemoRequestForm = memo(function LazyDemoRequestForm() {
  return (
    <Suspense>
      <DemoRequestForm />
    </Suspense>
  );
});

export function ContactSection() {
  const { CONTACT_SECTION } = useSiteTexts().home;
  const formCard = useRef<HTMLDivElement>(null);
  useWhenNearViewport(formCard, wantForm);
  // Native listeners: React holds back its own events inside the not yet hydrated form.
  useEffect(() => {
    const card = formCard.current;
    card?.addEventListener('focusin', wantForm);
    card?.addEventListener('pointerdown', wantForm);
    return () => {
      card?.removeEventListener('focusin', wantForm);
      card?.removeEventListener('pointerdown', wantForm);
    };
  }, []);
  return (
    <Section id="contact" tone="tinted" labelledBy="contact-titel">
      <div className="grid gap-12 lg:grid-cols-[1fr_1.3fr]">
        <div>
          <SectionHeading
            id="contact-titel"
            eyebrow={CONTACT_SECTION.eyebrow}
            title={CONTACT_SECTION.title}
            intro={CONTACT_SECTION.intro}
            align="left"
          />
          <ul className="mt-8 space-y-3">
            {CONTACT_SECTION.points.map((point) => (
              <li key={point} className="flex gap-3 text-slate-700">
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-teal-700" />
                {point}
              </li>
            ))}
          </ul>
          <ContactDetails />
        </div>
        <Card ref={formCard} padding="p-6 sm:p-8">
          <LazyDemoRequestForm />
        </Card>
      </div>
    </Section>
  );
}

/** Reply promise, support hours and e-mail address, shown beside both demo forms. */
export function ContactDetails() {
  const { CONTACT_DETAIL_LABELS, DEMO_REPLY_PROMISE, INFO_EMAIL, SUPPORT_LINE } = useSiteTexts().site;
  return (
    <dl className="mt-8 space-y-4 rounded-2xl border border-teal-100 bg-white p-5 text-sm">
      <div className="flex gap-3">
        <dt>
          <Clock aria-hidden="true" className="size-5 text-teal-700" />
          <span className="sr-only">{CONTACT_DETAIL_LABELS.reply}</span>
        </dt>
        <dd className="text-slate-700">
          {DEMO_REPLY_PROMISE} {SUPPORT_LINE}
        </dd>
      </div>
      <div className="flex gap-3">
        <dt>
          <Mail aria-hidden="true" className="size-5 text-teal-700" />
          <span className="sr-only">{CONTACT_DETAIL_LABELS.email}</span>
        </dt>
        <dd>
          <a href={`mailto:${INFO_EMAIL}`} className="font-medium text-teal-800 hover:underline">
            {INFO_EMAIL}
          </a>
        </dd>
      </div>
    </dl>
  );
}
