import { LegalPage } from '../components/LegalPage';
import { useSiteTexts, usePageTexts } from '../i18n/texts';

export default function PrivacyPage() {
  const { PRIVACY } = usePageTexts().privacy;
  const { META } = useSiteTexts().meta;
  return <LegalPage document={PRIVACY} meta={META.privacy} />;
}
