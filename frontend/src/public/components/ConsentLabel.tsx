import { Link } from 'react-router-dom';
import { CONSENT } from '../content/forms';

const linkClass = 'font-medium text-teal-800 underline underline-offset-2 hover:text-teal-900';

/** "Ik ga akkoord met de privacyverklaring en de algemene voorwaarden." with both links. */
export function ConsentLabel() {
  return (
    <>
      {CONSENT.before}
      <Link to="/privacy" className={linkClass}>
        {CONSENT.privacy}
      </Link>
      {CONSENT.between}
      <Link to="/voorwaarden" className={linkClass}>
        {CONSENT.terms}
      </Link>
      {CONSENT.after}
    </>
  );
}
