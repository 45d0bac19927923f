import { UnderConstruction } from '../components/UnderConstruction';
import { useSiteTexts, usePageTexts } from '../i18n/texts';

export default function DocumentationPage() {
  const { META } = useSiteTexts().meta;
  const { DOCUMENTATION_PAGE } = usePageTexts().underConstruction;
  return <UnderConstruction content={DOCUMENTATION_PAGE} meta={META.documentation} />;
}
