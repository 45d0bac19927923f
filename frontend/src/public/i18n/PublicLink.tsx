import { Link, useLocation, type LinkProps } from 'react-router-dom';
import { localizePath } from './paths';
import { usePublicLanguage } from './texts';

/** A link to a public page, written with its Dutch path, that leads to that page in the language being shown. */
export function PublicLink({ to, ...props }: LinkProps & { to: string }) {
  return <Link to={localizePath(to, usePublicLanguage())} {...props} />;
}

/** The path alone: `/login?lang=fr` is the current page on `/login`. */
const withoutTrailingSlash = (path: string) => path.split('?')[0].replace(/\/$/, '');

/** The same for navigation links: the link to the page being shown is marked as the current page. */
export function PublicNavLink({
  to,
  className,
  ...props
}: Omit<LinkProps, 'className'> & { to: string; className: (state: { isActive: boolean }) => string }) {
  const path = localizePath(to, usePublicLanguage());
  const isActive = withoutTrailingSlash(useLocation().pathname) === withoutTrailingSlash(path);
  return <Link to={path} aria-current={isActive ? 'page' : undefined} className={className({ isActive })} {...props} />;
}
