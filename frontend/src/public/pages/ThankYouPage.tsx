import { CircleCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { usePageMeta } from '../../lib/page-meta';
import { buttonClass } from '../../ui/Button';
import { Container } from '../../ui/Section';
import { THANK_YOU_PAGE } from '../content/forms';
import { META } from '../content/meta';

/** Where a public form sends the browser after a plain HTML post (before the app has loaded) was stored. */
export default function ThankYouPage() {
  usePageMeta(META.thanks);
  return (
    <Container className="flex flex-col items-center py-24 text-center sm:py-32">
      <CircleCheck aria-hidden="true" className="size-14 text-teal-700" />
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{THANK_YOU_PAGE.title}</h1>
      <p className="mt-4 max-w-lg text-lg text-slate-600">{THANK_YOU_PAGE.intro}</p>
      <Link to="/" className={buttonClass('primary', 'lg', 'mt-8')}>
        {THANK_YOU_PAGE.home}
      </Link>
    </Container>
  );
}
