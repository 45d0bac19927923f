import { CheckCircle2 } from 'lucide-react';
import { usePageMeta } from '../../lib/page-meta';
import { IconCardGrid } from '../../ui/IconCardGrid';
import { PageHero, Section, SectionHeading } from '../../ui/Section';
import { CtaBand } from '../components/CtaBand';
import { useSiteTexts, usePageTexts } from '../i18n/texts';

function Prose({ paragraphs }: { paragraphs: string[] }) {
  return (
    <div className="space-y-4 text-lg leading-relaxed text-slate-700">
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}

export default function AboutPage() {
  const { ABOUT_PAGE } = usePageTexts().about;
  const { META } = useSiteTexts().meta;
  usePageMeta(META.about);
  const { mission, values, impact, vision, cta } = ABOUT_PAGE;
  return (
    <>
      <PageHero eyebrow={ABOUT_PAGE.eyebrow} title={ABOUT_PAGE.title} intro={ABOUT_PAGE.intro} />
      <Section labelledBy="missie">
        <div className="grid gap-8 lg:grid-cols-[1fr_2fr]">
          <SectionHeading id="missie" title={mission.title} align="left" />
          <Prose paragraphs={mission.paragraphs} />
        </div>
      </Section>
      <Section tone="tinted" labelledBy="waarden">
        <SectionHeading id="waarden" title={values.title} />
        <IconCardGrid items={values.items} columns={4} />
      </Section>
      <Section labelledBy="impact">
        <div className="grid gap-8 lg:grid-cols-[1fr_2fr]">
          <SectionHeading id="impact" title={impact.title} align="left" />
          <div>
            <Prose paragraphs={impact.paragraphs} />
            <ul className="mt-6 space-y-3">
              {impact.points.map((point) => (
                <li key={point} className="flex gap-3 text-slate-700">
                  <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-teal-700" />
                  {point}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Section>
      <Section tone="tinted" labelledBy="visie">
        <div className="grid gap-8 lg:grid-cols-[1fr_2fr]">
          <SectionHeading id="visie" title={vision.title} align="left" />
          <Prose paragraphs={vision.paragraphs} />
        </div>
      </Section>
      <CtaBand title={cta.title} text={cta.text} button={cta.button} to="/contact" />
    </>
  );
}
