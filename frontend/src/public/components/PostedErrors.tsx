import { CircleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useFormTexts } from '../i18n/texts';

/** Where a public form posts when it works as a plain HTML form, before the app has loaded. */
export const FORM_ACTIONS = { contact: '/api/contact', partner: '/api/partners/applications' };

const GENERAL = ['limiet', 'algemeen'] as const;

/**
 * The fields that a plain post of the form got wrong: the server sends the browser back with `?fout=a,b`.
 * Empty in the prerendered HTML and while hydrating (the server's head style shows them until then); cleared on the next submit.
 */
export function usePostedErrors(): [string[], () => void] {
  const [posted, setPosted] = useState<string[]>([]);
  useEffect(() => {
    const named = new URLSearchParams(location.search).get('fout');
    document.getElementById('form-errors-style')?.remove();
    if (named) setPosted(named.split(','));
  }, []);
  return [posted, () => setPosted([])];
}

/**
 * The summary of a failed plain post. Every line is in the HTML, hidden by a class (not the hidden attribute, which the base styles hide with !important): a style the server adds to the page
 * reveals the named ones before any JavaScript runs (see backend SpaPages), the app's state after hydration.
 */
export function PostedErrors({ fields, posted }: { fields: readonly string[]; posted: string[] }) {
  const { POSTED_ERRORS } = useFormTexts().forms;
  return (
    <div
      data-form-errors=""
      role="alert"
      className={`${posted.length === 0 ? 'hidden' : ''} rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800`}
    >
      <p className="flex items-start gap-3 font-medium">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        {POSTED_ERRORS.title}
      </p>
      <ul className="mt-2 list-disc pl-12">
        {fields.map((field) => (
          <li key={field} data-form-error={field} className={posted.includes(field) ? '' : 'hidden'}>
            {POSTED_ERRORS.fields[field]}
          </li>
        ))}
        {GENERAL.map((key) => (
          <li key={key} data-form-error={key} className={posted.includes(key) ? '' : 'hidden'}>
            {POSTED_ERRORS[key]}
          </li>
        ))}
      </ul>
    </div>
  );
}
