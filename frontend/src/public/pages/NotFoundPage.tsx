import { PublicLink } from '../i18n/PublicLink';
import { usePageMeta } from '../../lib/page-meta';
import { buttonClass } from '../../ui/Button';
import { Container } from '../../ui/Section';
import { useSiteTexts } from '../i18n/texts';

export default function NotFoundPage() {
  const { META } = useSiteTexts().meta;
  const { NOT_FOUND } = useSiteTexts().site;
  usePageMeta(META.notFound);
  return (
    <Container className="flex flex-col items-center py-24 text-center sm:py-32">
      <p aria-hidden="true" className="text-7xl font-bold text-teal-700">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{NOT_FOUND.title}</h1>
      <p className="mt-4 max-w-md text-lg text-slate-600">{NOT_FOUND.text}</p>
      <p className="mt-2 max-w-md text-slate-700">
        {NOT_FOUND.help.before}
        <PublicLink to="/" className="font-medium text-teal-800 underline underline-offset-2">
          {NOT_FOUND.help.home}
        </PublicLink>
        {NOT_FOUND.help.between}
        <PublicLink to="/contact" className="font-medium text-teal-800 underline underline-offset-2">
          {NOT_FOUND.help.contact}
        </PublicLink>
        {NOT_FOUND.help.after}
      </p>
      <PublicLink to="/" className={buttonClass('primary', 'lg', 'mt-8')}>
        {NOT_FOUND.home}
      </PublicLink>
    </Container>
  );
}
