import { UnderConstruction } from '../components/UnderConstruction';
import { META } from '../content/meta';
import { HELP_PAGE } from '../content/under-construction';

export default function HelpPage() {
  return <UnderConstruction content={HELP_PAGE} meta={META.help} />;
}
