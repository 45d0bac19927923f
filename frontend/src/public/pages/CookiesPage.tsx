import { LegalPage } from '../components/LegalPage';
import { useSiteTexts, usePageTexts } from '../i18n/texts';

export default function CookiesPage() {
  const { COOKIES } = usePageTexts().cookies;
  const { META } = useSiteTexts().meta;
  return <LegalPage document={COOKIES} meta={META.cookies} />;
}
