import { createContext, useContext, useLayoutEffect, useRef, useState, useTransition, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-dom';

const NavigationPendingContext = createContext(false);

/** True from a click on a link until the next page is ready to show (its remote and chunk loaded). */
export function useNavigationPending(): boolean {
  return useContext(NavigationPendingContext);
}

/**
 * react-router's BrowserRouter, with the pending state it does not expose: a change of page is rendered in a
 * transition, so while the next page is still loading (its remote or chunk suspends) the current page stays on
 * screen and `useNavigationPending` says so. A new query or hash on the page shown (a filter) loads nothing: it is
 * rendered at once, drawn in the click's own frame, with no render for a pending state first (in a transition, the
 * result came tasks after the click's frame: see docs/performance.md, interactions). So is a page that is `ready`
 * (everything it needs loaded, as fetching ahead leaves it): nothing would keep the current page on screen, and a
 * transition would only render a pending state first and then the page in slices, with frames between them.
 */
export function SiteRouter({
  children,
  ready = () => false,
}: {
  readonly children: ReactNode;
  /** Whether the page at a path renders without waiting on anything. */
  readonly ready?: (pathname: string) => boolean;
}) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [state, setState] = useState(() => ({ action: history.action, location: history.location }));
  const [pending, startTransition] = useTransition();
  const shownPath = useRef(state.location.pathname);
  useLayoutEffect(() => {
    shownPath.current = state.location.pathname;
  }, [state.location]);
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        const show = () => setState({ action, location });
        if (location.pathname === shownPath.current || ready(location.pathname)) show();
        else startTransition(show);
      }),
    [history, ready],
  );
  return (
    <NavigationPendingContext value={pending}>
      <Router location={state.location} navigationType={state.action} navigator={history}>
        {children}
      </Router>
    </NavigationPendingContext>
  );
}
