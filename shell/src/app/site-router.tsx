import { createContext, useContext, useLayoutEffect, useState, useTransition, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-dom';

const NavigationPendingContext = createContext(false);

/** True from a click on a link until the next page is ready to show (its remote and chunk loaded). */
export function useNavigationPending(): boolean {
  return useContext(NavigationPendingContext);
}

/**
 * react-router's BrowserRouter, with the pending state it does not expose: each history change is rendered in a
 * transition, so while the next page is still loading (its remote or chunk suspends) the current page stays on
 * screen and `useNavigationPending` says so.
 */
export function SiteRouter({ children }: { readonly children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [state, setState] = useState(() => ({ action: history.action, location: history.location }));
  const [pending, startTransition] = useTransition();
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        startTransition(() => setState({ action, location }));
      }),
    [history],
  );
  return (
    <NavigationPendingContext value={pending}>
      <Router location={state.location} navigationType={state.action} navigator={history}>
        {children}
      </Router>
    </NavigationPendingContext>
  );
}
