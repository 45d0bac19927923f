import { usePageMeta } from '../../lib/page-meta';
import { Card } from '../../ui/Card';
import { IconBadge } from '../../ui/IconBadge';
import { Container, PageHero } from '../../ui/Section';
import { CtaBand } from '../components/CtaBand';
import { useSiteTexts, usePageTexts } from '../i18n/texts';

export default function FeaturesPage() {
  const { FEATURES_PAGE } = usePageTexts().features;
  const { META } = useSiteTexts().meta;
  usePageMeta(META.features);
  return (
    <>
      <PageHero eyebrow={FEATURES_PAGE.eyebrow} title={FEATURES_PAGE.title} intro={FEATURES_PAGE.intro} />
      <Container>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES_PAGE.features.map(({ icon, title, text }) => (
            <li key={title}>
              <Card className="h-full">
                <IconBadge icon={icon} />
                <h2 className="mt-4 text-lg font-semibold text-slate-900">{title}</h2>
                <p className="mt-2 leading-relaxed text-slate-600">{text}</p>
              </Card>
            </li>
          ))}
        </ul>
      </Container>
      <CtaBand title={FEATURES_PAGE.ctaTitle} text={FEATURES_PAGE.ctaText} button={FEATURES_PAGE.ctaButton} to="/contact" />
    </>
  );
}
