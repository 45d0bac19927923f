import { Construction, Mail } from 'lucide-react';
import { PublicLink } from '../i18n/PublicLink';
import { usePageMeta, type PageMeta } from '../../lib/page-meta';
import { buttonClass } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Container, PageHero } from '../../ui/Section';
import { useSiteTexts, usePageTexts } from '../i18n/texts';

interface UnderConstructionContent {
  eyebrow: string;
  title: string;
  intro: string;
  comingTitle: string;
  coming: string[];
  meanwhileTitle: string;
  meanwhile: string;
}

/** A page that is still being written: says what is coming and where to get help today. */
export function UnderConstruction({ content, meta }: { content: UnderConstructionContent; meta: PageMeta }) {
  const { CONTACT_US } = usePageTexts().underConstruction;
  const { INFO_EMAIL, SUPPORT_LINE } = useSiteTexts().site;
  usePageMeta(meta);
  return (
    <>
      <PageHero eyebrow={content.eyebrow} title={content.title} intro={content.intro} />
      <Container className="grid gap-8 pb-20 md:grid-cols-2">
        <Card>
          <Construction aria-hidden="true" className="size-6 text-amber-700" />
          <h2 className="mt-4 text-xl font-semibold text-slate-900">{content.comingTitle}</h2>
          <ul className="mt-4 list-disc space-y-2 pl-5 text-slate-700 marker:text-teal-700">
            {content.coming.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </Card>
        <Card>
          <Mail aria-hidden="true" className="size-6 text-teal-700" />
          <h2 className="mt-4 text-xl font-semibold text-slate-900">{content.meanwhileTitle}</h2>
          <p className="mt-4 text-slate-700">{content.meanwhile}</p>
          <p className="mt-2 text-slate-700">{SUPPORT_LINE}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <PublicLink to="/contact" className={buttonClass('primary')}>
              {CONTACT_US}
            </PublicLink>
            <a href={`mailto:${INFO_EMAIL}`} className={buttonClass('secondary')}>
              {INFO_EMAIL}
            </a>
          </div>
        </Card>
      </Container>
    </>
  );
}
