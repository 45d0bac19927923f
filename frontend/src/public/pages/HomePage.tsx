import { usePageMeta } from '../../lib/page-meta';
import { AudienceSection, DifferentiatorSection } from '../components/BenefitSections';
import { ContactSection } from '../components/ContactSection';
import { HeroSection } from '../components/HeroSection';
import { PricingSection } from '../components/PricingSection';
import { useSiteTexts } from '../i18n/texts';

export default function HomePage() {
  const { META } = useSiteTexts().meta;
  usePageMeta(META.home);
  return (
    <>
      <HeroSection />
      <DifferentiatorSection />
      <AudienceSection />
      <PricingSection />
      <ContactSection />
    </>
  );
}
