import { Mail } from 'lucide-react';
import { PublicLink } from '../i18n/PublicLink';
import { Container } from '../../ui/Section';
import { Logo } from './Logo';
import { useSiteTexts } from '../i18n/texts';

export function Footer() {
  const { BRAND, FOOTER_ABOUT, FOOTER_COLUMNS, FOOTER_LEGAL_LINE, SUPPORT_LINE, INFO_EMAIL } = useSiteTexts().site;
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <Container className="py-14">
        <div className="grid gap-10 lg:grid-cols-[1.4fr_repeat(4,1fr)]">
          <div className="max-w-sm">
            <Logo />
            <p className="mt-4 text-sm leading-relaxed text-slate-600">{FOOTER_ABOUT}</p>
            <p className="mt-4 text-sm text-slate-600">{SUPPORT_LINE}</p>
            <a
              href={`mailto:${INFO_EMAIL}`}
              className="mt-2 inline-flex items-center gap-2 text-sm font-medium text-teal-800 hover:underline"
            >
              <Mail aria-hidden="true" className="size-4" />
              {INFO_EMAIL}
            </a>
          </div>
          <div className="grid grid-cols-2 gap-8 sm:grid-cols-4 lg:col-span-4">
            {FOOTER_COLUMNS.map((column) => (
              <nav key={column.title} aria-label={column.title}>
                <h2 className="text-sm font-semibold text-slate-900">{column.title}</h2>
                <ul className="mt-3 space-y-1">
                  {column.links.map((link) => (
                    <li key={link.label}>
                      <PublicLink to={link.to} className="inline-block py-1.5 text-sm text-slate-600 hover:text-teal-800 hover:underline">
                        {link.label}
                      </PublicLink>
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
        </div>
        <p className="mt-12 border-t border-slate-200 pt-6 text-sm text-slate-600" suppressHydrationWarning>
          © {new Date().getFullYear()} {BRAND}. {FOOTER_LEGAL_LINE}
        </p>
      </Container>
    </footer>
  );
}
