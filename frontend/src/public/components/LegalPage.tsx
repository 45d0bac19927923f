import type { LegalDocument } from '../content/legal';
import { formatDate } from '../../lib/format';
import { usePageMeta, type PageMeta } from '../../lib/page-meta';
import { Container, PageHero } from '../../ui/Section';
import { Link, useLocation } from 'react-router-dom';
import { DEFAULT_LANGUAGE } from '../../i18n/languages';
import { PAGE_PATHS, pageOfPath } from '../i18n/paths';
import { usePublicLanguage, useSiteTexts } from '../i18n/texts';

/** Renders a legal text from public/content as a readable article with a table of contents. */
export function LegalPage({ document, meta }: { document: LegalDocument; meta: PageMeta }) {
  const { LEGAL_LABELS } = useSiteTexts().legal;
  const language = usePublicLanguage();
  const page = pageOfPath(useLocation().pathname);
  // A translation says that the Dutch text prevails, and links to it.
  const dutchPath = language !== DEFAULT_LANGUAGE && page ? PAGE_PATHS[page].nl : undefined;
  usePageMeta(meta);
  const anchor = (index: number) => `artikel-${index + 1}`;
  return (
    <>
      <PageHero eyebrow={document.eyebrow} title={document.title} intro={document.intro} />
      {dutchPath && (
        <Container className="pb-8">
          <p lang={language} className="rounded-xl border border-amber-200 bg-amber-50 px-5 py-4 text-slate-800">
            {LEGAL_LABELS.prevails}{' '}
            <Link to={dutchPath} hrefLang="nl" className="font-medium text-teal-800 underline underline-offset-2">
              {LEGAL_LABELS.prevailsLink}
            </Link>
          </p>
        </Container>
      )}
      <Container className="grid gap-10 pb-20 lg:grid-cols-[16rem_1fr]">
        <aside className="lg:sticky lg:top-24 lg:self-start">
          <p className="text-sm text-slate-600">
            {document.version && (
              <>
                {LEGAL_LABELS.version} {document.version} ·{' '}
              </>
            )}
            {LEGAL_LABELS.date} <time dateTime={document.date}>{formatDate(document.date)}</time>
          </p>
          <nav aria-label={LEGAL_LABELS.contents} className="mt-6 hidden lg:block">
            <p className="text-sm font-semibold text-slate-900">{LEGAL_LABELS.contents}</p>
            <ol className="mt-3 space-y-2 text-sm">
              {document.sections.map((section, index) => (
                <li key={section.heading}>
                  <a href={`#${anchor(index)}`} className="text-slate-600 hover:text-teal-800 hover:underline">
                    {section.heading}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        </aside>
        <article className="max-w-3xl space-y-10">
          {document.sections.map((section, index) => (
            <section key={section.heading} id={anchor(index)} aria-labelledby={`${anchor(index)}-titel`}>
              <h2 id={`${anchor(index)}-titel`} className="text-xl font-semibold text-slate-900">
                {section.heading}
              </h2>
              {section.paragraphs?.map((paragraph) => (
                <p key={paragraph} className="mt-3 leading-relaxed text-slate-700">
                  {paragraph}
                </p>
              ))}
              {section.items && (
                <ul className="mt-3 list-disc space-y-2 pl-5 leading-relaxed text-slate-700 marker:text-teal-700">
                  {section.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </article>
      </Container>
    </>
  );
}
