import { Link } from 'react-router-dom';
import { usePageMeta } from '../../lib/page-meta';
import { buttonClass } from '../../ui/Button';
import { Container } from '../../ui/Section';
import { META } from '../content/meta';
import { NOT_FOUND } from '../content/site';

export default function NotFoundPage() {
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
        <Link to="/" className="font-medium text-teal-800 underline underline-offset-2">
          {NOT_FOUND.help.home}
        </Link>
        {NOT_FOUND.help.between}
        <Link to="/contact" className="font-medium text-teal-800 underline underline-offset-2">
          {NOT_FOUND.help.contact}
        </Link>
        {NOT_FOUND.help.after}
      </p>
      <Link to="/" className={buttonClass('primary', 'lg', 'mt-8')}>
        {NOT_FOUND.home}
      </Link>
    </Container>
  );
}
