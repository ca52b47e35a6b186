/**
 * What `react-router-dom` means at build time in every app (a webpack alias), and what is shared at run time under
 * that name. A shared library cannot be tree-shaken (its consumers are not known when it is built), so sharing the
 * package itself ships all of it, some 62 KB gzip; sharing this curated surface ships what the site uses: the
 * declarative API, without the data router.
 *
 * Apps see these types too (`paths` in tsconfig.base.json, `moduleNameMapper` in jest.config.ts), so a name or a
 * prop that is not here fails the typecheck.
 *
 * Adding a name here changes the shared module: deploy the shell with it before a remote that needs it (the shell's
 * copy is the one every remote gets). A name that is missing fails `__tests__/router-facade.test.ts`.
 */
export { Link, NavLink, useNavigate, type LinkProps, type NavigateFunction, type NavLinkProps } from './links';
export {
  matchPath,
  matchRoutes,
  Router,
  // The browser history the shell's router listens to (react-router's own, as its BrowserRouter uses).
  UNSAFE_createBrowserHistory,
  useLocation,
} from 'react-router';
