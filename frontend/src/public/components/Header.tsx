import { Menu, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { PublicLink, PublicNavLink } from '../i18n/PublicLink';
import { buttonClass } from '../../ui/Button';
import { Container } from '../../ui/Section';
import { LanguageSwitch } from './LanguageSwitch';
import { Logo } from './Logo';
import { useSiteTexts } from '../i18n/texts';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-lg px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-teal-600 ${
    isActive ? 'bg-teal-50 text-teal-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
  }`;

const mobileLinkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-3 text-base font-medium ${isActive ? 'bg-teal-50 text-teal-800' : 'text-slate-800 hover:bg-slate-100'}`;

export function Header() {
  const { DEMO_BUTTON, HEADER_LINKS, MAIN_NAV_LABEL, MENU_CLOSE_LABEL, MENU_OPEN_LABEL, MOBILE_LINKS } = useSiteTexts().site;
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const closeMenu = () => setMenuOpen(false);

  useEffect(closeMenu, [pathname]);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && closeMenu();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <Container className="flex h-16 items-center justify-between gap-4">
        <Logo onNavigate={closeMenu} />
        <nav aria-label={MAIN_NAV_LABEL} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {HEADER_LINKS.map((link) => (
              <li key={link.to}>
                <PublicNavLink to={link.to} className={linkClass}>
                  {link.label}
                </PublicNavLink>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitch className="ml-auto hidden sm:block lg:ml-0" />
        <div className="hidden lg:block">
          <PublicLink to="/contact" className={buttonClass('primary')}>
            {DEMO_BUTTON}
          </PublicLink>
        </div>
        <button
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-600 lg:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? MENU_CLOSE_LABEL : MENU_OPEN_LABEL}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
        </button>
      </Container>
      {menuOpen && (
        <nav id="mobile-menu" aria-label={MAIN_NAV_LABEL} className="border-t border-slate-200 bg-white lg:hidden">
          <Container className="py-3">
            <ul className="space-y-1">
              {MOBILE_LINKS.map((link) => (
                <li key={link.to}>
                  <PublicNavLink to={link.to} className={mobileLinkClass} onClick={closeMenu}>
                    {link.label}
                  </PublicNavLink>
                </li>
              ))}
            </ul>
            <PublicLink to="/contact" onClick={closeMenu} className={buttonClass('primary', 'lg', 'mt-3 w-full')}>
              {DEMO_BUTTON}
            </PublicLink>
            <LanguageSwitch className="mt-3 border-t border-slate-200 pt-3" onNavigate={closeMenu} />
          </Container>
        </nav>
      )}
    </header>
  );
}
