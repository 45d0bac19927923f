import { CircleCheck } from 'lucide-react';
import { PublicLink } from '../i18n/PublicLink';
import { usePageMeta } from '../../lib/page-meta';
import { buttonClass } from '../../ui/Button';
import { Container } from '../../ui/Section';
import { useSiteTexts, useFormTexts } from '../i18n/texts';

/** Where a public form sends the browser after a plain HTML post (before the app has loaded) was stored. */
export default function ThankYouPage() {
  const { THANK_YOU_PAGE } = useFormTexts().forms;
  const { META } = useSiteTexts().meta;
  usePageMeta(META.thanks);
  return (
    <Container className="flex flex-col items-center py-24 text-center sm:py-32">
      <CircleCheck aria-hidden="true" className="size-14 text-teal-700" />
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{THANK_YOU_PAGE.title}</h1>
      <p className="mt-4 max-w-lg text-lg text-slate-600">{THANK_YOU_PAGE.intro}</p>
      <PublicLink to="/" className={buttonClass('primary', 'lg', 'mt-8')}>
        {THANK_YOU_PAGE.home}
      </PublicLink>
    </Container>
  );
}
