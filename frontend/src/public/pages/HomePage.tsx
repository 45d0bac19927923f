import { usePageMeta } from '../../lib/page-meta';
import { AudienceSection, DifferentiatorSection } from '../components/BenefitSections';
import { ContactSection } from '../components/ContactSection';
import { HeroSection } from '../components/HeroSection';
import { PricingSection } from '../components/PricingSection';
import { META } from '../content/meta';

export default function HomePage() {
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
