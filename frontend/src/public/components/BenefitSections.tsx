import { IconCardGrid } from '../../ui/IconCardGrid';
import { Section, SectionHeading } from '../../ui/Section';
import { useSiteTexts } from '../i18n/texts';

export function DifferentiatorSection() {
  const { DIFFERENTIATOR } = useSiteTexts().home;
  return (
    <Section id="voordelen" labelledBy="voordelen-titel">
      <SectionHeading id="voordelen-titel" eyebrow={DIFFERENTIATOR.eyebrow} title={DIFFERENTIATOR.title} intro={DIFFERENTIATOR.intro} />
      <ul className="mx-auto mt-10 grid max-w-4xl gap-4 sm:grid-cols-3">
        {DIFFERENTIATOR.pillars.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-2xl bg-teal-700 p-5 text-white">
            <Icon aria-hidden="true" className="size-6 text-teal-100" />
            <h3 className="mt-3 font-semibold">{title}</h3>
            <p className="mt-1 text-sm leading-relaxed text-teal-50">{text}</p>
          </li>
        ))}
      </ul>
      <IconCardGrid items={DIFFERENTIATOR.benefits} columns={3} />
    </Section>
  );
}

export function AudienceSection() {
  const { AUDIENCES } = useSiteTexts().home;
  return (
    <Section id="voor-wie" tone="tinted" labelledBy="voor-wie-titel">
      <SectionHeading id="voor-wie-titel" title={AUDIENCES.title} intro={AUDIENCES.intro} />
      <IconCardGrid items={AUDIENCES.cards} columns={4} />
    </Section>
  );
}
