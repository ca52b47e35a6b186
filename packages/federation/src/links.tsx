/**
 * The site's Link, NavLink and useNavigate, shared through the router facade in place of react-router's. Theirs carry
 * the data router's prefetching, view transitions and framework hooks (about half of the shared router bundle), and
 * resolve relative paths against the location; the site's need none of it: an absolute path, a client-side navigation
 * on a plain click, and `aria-current` on the link to the page shown.
 */
import { useCallback, useContext, type AnchorHTMLAttributes, type MouseEvent, type Ref } from 'react';
import { UNSAFE_NavigationContext as NavigationContext, useLocation } from 'react-router';

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

/** Moves to a path of the site (replacing the current history entry, or not), or `delta` entries through the history. */
export type NavigateFunction = (to: `/${string}` | number, options?: { readonly replace?: boolean }) => void;

/**
 * Navigation through the router's history, which its `NavigationContext` holds (as react-router's own useNavigate
 * reaches it). Not through that hook, which reads the location to resolve relative paths: every link would render
 * again, and its anchor be updated, at each change of address, a filter's as much as a page's.
 */
export function useNavigate(): NavigateFunction {
  const { navigator } = useContext(NavigationContext);
  return useCallback(
    (to, { replace = false } = {}) => {
      if (typeof to === 'number') navigator.go(to);
      else if (replace) navigator.replace(to);
      else navigator.push(to);
    },
    [navigator],
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
        navigate(to, { replace });
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
