import { LegalPage } from '../components/LegalPage';
import { PRIVACY } from '../content/privacy';
import { META } from '../content/meta';

export default function PrivacyPage() {
  return <LegalPage document={PRIVACY} meta={META.privacy} />;
}
