import { LegalPage } from '../components/LegalPage';
import { COOKIES } from '../content/cookies';
import { META } from '../content/meta';

export default function CookiesPage() {
  return <LegalPage document={COOKIES} meta={META.cookies} />;
}
