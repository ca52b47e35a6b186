import { lazy, Suspense, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { RemoteRoute } from '@mediavelocity/contract';

/** A remote's route, or a plain one showing fixed UI (e.g. a page to navigate to). */
type TestRoute = RemoteRoute | { readonly path: string; readonly element: ReactNode };

/**
 * UI inside a memory router at `entries[index]` (the last entry by default), unrendered: for a test that renders it
 * its own way (to a string, then hydrating it) or with a history to go back through.
 */
export function inMemoryRouter(ui: ReactNode, entries: readonly string[], index = entries.length - 1): ReactElement {
  return (
    <MemoryRouter initialEntries={[...entries]} initialIndex={index}>
      {ui}
    </MemoryRouter>
  );
}

// Each route's lazy page made once: a page loaded before renders at once (as in the shell) instead of suspending
// again, which React reveals no sooner than 300 ms after: a test file rendering every page more than once would wait
// that out each time.
const lazyPages = new WeakMap<RemoteRoute, ComponentType>();

function lazyPage(route: RemoteRoute): ComponentType {
  const Page = lazyPages.get(route) ?? lazy(async () => ({ default: await route.page() }));
  lazyPages.set(route, Page);
  return Page;
}

/**
 * Renders UI at `path` inside a memory router, as the shell would: `routes` (e.g. a remote's exposed routes; else one
 * route showing `ui`) mounted with each page loaded lazily under a Suspense boundary. For tests of every app.
 */
export function renderWithRouter(
  ui: ReactElement | null,
  { routes, path = '/' }: { readonly routes?: readonly TestRoute[]; readonly path?: string } = {},
): RenderResult {
  const table = routes?.map((route) => {
    if ('element' in route) return <Route key={route.path} path={route.path} element={route.element} />;
    const Page = lazyPage(route);
    return <Route key={route.path} path={route.path} element={<Page />} />;
  }) ?? <Route path="*" element={ui} />;
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Suspense fallback={null}>
        <Routes>{table}</Routes>
      </Suspense>
    </MemoryRouter>,
  );
}
