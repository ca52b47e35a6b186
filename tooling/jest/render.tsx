import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';

export interface RenderRouteOptions {
  /** The route table to render (e.g. a remote's exposed routes); defaults to one route showing `ui`. */
  readonly routes?: RouteObject[];
  readonly path?: string;
}

/** Renders UI inside a memory data router, as the shell would; for tests of every app. */
export function renderWithRouter(
  ui: ReactElement | null,
  { routes, path = '/' }: RenderRouteOptions = {},
): RenderResult {
  const router = createMemoryRouter(routes ?? [{ path: '*', element: ui }], { initialEntries: [path] });
  return render(<RouterProvider router={router} />);
}
