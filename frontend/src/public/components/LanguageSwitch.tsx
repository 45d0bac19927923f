import { Link, useLocation } from 'react-router-dom';
import { LANGUAGES, storeLanguage, type Language } from '../../i18n/languages';
import { PAGE_PATHS, pageOfPath } from '../i18n/paths';
import { usePublicLanguage, useSiteTexts } from '../i18n/texts';

/** Each language's name, in that language: the same in every catalogue. */
const NATIVE_NAMES: Record<Language, string> = { nl: 'Nederlands', fr: 'Français', en: 'English' };

/** Links to the page being shown in the other languages (their home page from a page they do not have). */
export function LanguageSwitch({ className = '', onNavigate }: { className?: string; onNavigate?: () => void }) {
  const current = usePublicLanguage();
  const { pathname } = useLocation();
  const { LANGUAGE_SWITCH_LABEL } = useSiteTexts().site;
  const page = pageOfPath(pathname) ?? 'home';
  return (
    <nav aria-label={LANGUAGE_SWITCH_LABEL} className={className}>
      <ul className="flex items-center gap-1">
        {LANGUAGES.map((language) => (
          <li key={language}>
            <Link
              to={PAGE_PATHS[page][language]}
              hrefLang={language}
              lang={language}
              aria-current={language === current ? 'true' : undefined}
              onClick={() => {
                // Remembered for a year: `/` no longer follows the browser's language, and the login opens in it (see README).
                storeLanguage(language);
                onNavigate?.();
              }}
              className={`inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg px-2 text-sm font-semibold uppercase focus-visible:outline-2 focus-visible:outline-teal-600 ${
                language === current ? 'bg-teal-50 text-teal-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
              }`}
            >
              {/* Named by the language's full name; the code is what the eye reads (an aria-label would contradict it). */}
              <span className="sr-only">{NATIVE_NAMES[language]}</span>
              <span aria-hidden="true">{language}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
