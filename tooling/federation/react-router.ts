/**
 * What `react-router-dom` means at build time in every app (a webpack alias), and what is shared at run time under
 * that name. A shared library cannot be tree-shaken (its consumers are not known when it is built), so sharing the
 * package itself ships all of it, some 62 KB gzip; sharing this curated surface ships what the site uses (29 KB).
 *
 * Adding a name here changes the shared module: deploy the shell with it before a remote that needs it (the shell's
 * copy is the one every remote gets). A name that is missing fails `tooling/__tests__/router-facade.test.ts`.
 */
export {
  createBrowserRouter,
  generatePath,
  isRouteErrorResponse,
  Link,
  matchPath,
  Navigate,
  NavLink,
  Outlet,
  useHref,
  useLocation,
  useMatches,
  useNavigate,
  useNavigation,
  useOutletContext,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router';
// react-router-dom's RouterProvider: react-router's, with react-dom's flushSync wired in.
export { RouterProvider } from 'react-router/dom';
