import { UnderConstruction } from '../components/UnderConstruction';
import { META } from '../content/meta';
import { DOCUMENTATION_PAGE } from '../content/under-construction';

export default function DocumentationPage() {
  return <UnderConstruction content={DOCUMENTATION_PAGE} meta={META.documentation} />;
}
