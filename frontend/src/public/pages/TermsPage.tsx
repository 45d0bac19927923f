import { LegalPage } from '../components/LegalPage';
import { TERMS } from '../content/terms';
import { META } from '../content/meta';

export default function TermsPage() {
  return <LegalPage document={TERMS} meta={META.terms} />;
}
