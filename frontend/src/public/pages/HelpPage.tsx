import { UnderConstruction } from '../components/UnderConstruction';
import { useSiteTexts, usePageTexts } from '../i18n/texts';

export default function HelpPage() {
  const { META } = useSiteTexts().meta;
  const { HELP_PAGE } = usePageTexts().underConstruction;
  return <UnderConstruction content={HELP_PAGE} meta={META.help} />;
}
