import { LegalPage } from '../components/LegalPage';
import { useSiteTexts, usePageTexts } from '../i18n/texts';

export default function TermsPage() {
  const { TERMS } = usePageTexts().terms;
  const { META } = useSiteTexts().meta;
  return <LegalPage document={TERMS} meta={META.terms} />;
}
