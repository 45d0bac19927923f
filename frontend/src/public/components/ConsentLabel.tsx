import { PublicLink } from '../i18n/PublicLink';
import { useFormTexts } from '../i18n/texts';

const linkClass = 'font-medium text-teal-800 underline underline-offset-2 hover:text-teal-900';

/** "Ik ga akkoord met de privacyverklaring en de algemene voorwaarden." with both links. */
export function ConsentLabel() {
  const { CONSENT } = useFormTexts().forms;
  return (
    <>
      {CONSENT.before}
      <PublicLink to="/privacy" className={linkClass}>
        {CONSENT.privacy}
      </PublicLink>
      {CONSENT.between}
      <PublicLink to="/voorwaarden" className={linkClass}>
        {CONSENT.terms}
      </PublicLink>
      {CONSENT.after}
    </>
  );
}
