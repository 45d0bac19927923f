import { Link, NavLink, type LinkProps, type NavLinkProps } from 'react-router-dom';
import { localizePath } from './paths';
import { usePublicLanguage } from './texts';

/** A link to a public page, written with its Dutch path, that leads to that page in the language being shown. */
export function PublicLink({ to, ...props }: LinkProps & { to: string }) {
  return <Link to={localizePath(to, usePublicLanguage())} {...props} />;
}

/** The same for navigation links, which mark the current page. */
export function PublicNavLink({ to, ...props }: NavLinkProps & { to: string }) {
  return <NavLink to={localizePath(to, usePublicLanguage())} {...props} />;
}
