import { Link } from 'react-router-dom';
import { PublicLink } from '../i18n/PublicLink';
import { usePageMeta } from '../../lib/page-meta';
import { buttonClass } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { IconBadge } from '../../ui/IconBadge';
import { IconCardGrid } from '../../ui/IconCardGrid';
import { PageHero, Section, SectionHeading } from '../../ui/Section';
import { PartnerForm } from '../components/PartnerForm';
import { useSiteTexts, usePageTexts } from '../i18n/texts';

export default function PartnersPage() {
  const { META } = useSiteTexts().meta;
  const { PARTNERS_PAGE } = usePageTexts().partners;
  usePageMeta(META.partners);
  const { benefits, types, steps, form } = PARTNERS_PAGE;
  return (
    <>
      <PageHero eyebrow={PARTNERS_PAGE.eyebrow} title={PARTNERS_PAGE.title} intro={PARTNERS_PAGE.intro}>
        <Link to={{ hash: 'aanmelden' }} className={buttonClass('primary', 'lg')}>
          {PARTNERS_PAGE.apply}
        </Link>
        <PublicLink to="/contact" className={buttonClass('secondary', 'lg')}>
          {PARTNERS_PAGE.moreInfo}
        </PublicLink>
      </PageHero>
      <Section labelledBy="voordelen-partner">
        <SectionHeading id="voordelen-partner" title={benefits.title} />
        <IconCardGrid items={benefits.items} columns={4} />
      </Section>
      <Section tone="tinted" labelledBy="partnertypes">
        <SectionHeading id="partnertypes" title={types.title} intro={types.intro} />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2">
          {types.items.map(({ icon, title, text }) => (
            <li key={title}>
              <Card className="flex h-full gap-4">
                <IconBadge icon={icon} />
                <div>
                  <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
                  <p className="mt-1 leading-relaxed text-slate-600">{text}</p>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </Section>
      <Section labelledBy="werkwijze">
        <SectionHeading id="werkwijze" title={steps.title} />
        <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {steps.items.map((step, index) => (
            <li key={step.title} className="relative rounded-2xl border border-slate-200 p-6">
              <span
                aria-hidden="true"
                className="flex size-10 items-center justify-center rounded-full bg-teal-700 text-lg font-bold text-white"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{step.title}</h3>
              <p className="mt-2 leading-relaxed text-slate-600">{step.text}</p>
            </li>
          ))}
        </ol>
        <div className="mt-10 text-center">
          <Link to={{ hash: 'aanmelden' }} className={buttonClass('primary', 'lg')}>
            {PARTNERS_PAGE.apply}
          </Link>
        </div>
      </Section>
      <Section id="aanmelden" tone="tinted" labelledBy="aanmelden-titel">
        <div className="mx-auto max-w-3xl">
          <SectionHeading id="aanmelden-titel" title={form.title} intro={form.intro} />
          <Card className="mt-10" padding="p-6 sm:p-8">
            <PartnerForm />
          </Card>
        </div>
      </Section>
    </>
  );
}
