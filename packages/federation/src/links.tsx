/**
 * The site's Link and NavLink, shared through the router facade in place of react-router's. Theirs carry the data
 * router's prefetching, view transitions and framework hooks (about half of the shared router bundle); the site's
 * links need none of it: an absolute path, a client-side navigation on a plain click, and `aria-current` on the
 * link to the page shown.
 */
import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useLocation, useNavigate } from 'react-router';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An absolute path within the site, optionally with a query or hash: `/work`, `/about#team`. */
  readonly to: `/${string}`;
  /** Replace the current history entry instead of adding one. */
  readonly replace?: boolean;
  readonly ref?: Ref<HTMLAnchorElement>;
}

/** A click the browser would otherwise turn into a same-tab page load: the one a client-side navigation replaces. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

export function Link({ to, replace = false, onClick, target, children, ...rest }: LinkProps) {
  const navigate = useNavigate();
  return (
    <a
      {...rest}
      href={to}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainClick(event, target)) return;
        event.preventDefault();
        void navigate(to, { replace });
      }}
    >
      {children}
    </a>
  );
}

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  /** A class name, or one that depends on whether the link is to the page shown. */
  readonly className?: string | ((state: { readonly isActive: boolean }) => string | undefined);
  /** Active only on the path itself, not on the paths below it. */
  readonly end?: boolean;
}

/** The path part of `to`, without query, hash or trailing slash. */
function pathOf(to: string): string {
  const path = to.split(/[?#]/, 1)[0] ?? '';
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** As react-router's NavLink: active on its path and (unless `end`) on the paths below it; `/` only on itself. */
export function isActivePath(to: string, pathname: string, end: boolean): boolean {
  const path = pathOf(to);
  if (pathname === path) return true;
  if (end || path === '/') return false;
  return pathname.startsWith(path) && pathname.charAt(path.length) === '/';
}

export function NavLink({ className, end = false, to, ...rest }: NavLinkProps) {
  const isActive = isActivePath(to, useLocation().pathname, end);
  const classes =
    typeof className === 'function'
      ? className({ isActive })
      : [className, isActive ? 'active' : undefined].filter(Boolean).join(' ') || undefined;
  return <Link {...rest} to={to} className={classes} aria-current={isActive ? 'page' : undefined} />;
}
