import { readCaseStudies } from '../remotes/portfolio/scripts/case-study-files';

/**
 * Every route of the site (docs/product.md, "Routes and titles") and an address without a page, with its title and
 * main heading: the pages the page-by-page specs load.
 */
export const routes: readonly { path: string; title: string; heading: string }[] = [
  { path: '/', title: 'Mediavelocity Creative', heading: 'Mediavelocity' },
  { path: '/work', title: 'Mediavelocity Work', heading: 'Work' },
  { path: '/gallery', title: 'Mediavelocity Gallery', heading: 'Gallery' },
  { path: '/about', title: 'Mediavelocity About', heading: 'About' },
  { path: '/contact', title: 'Mediavelocity Contact', heading: 'Contact Us' },
  { path: '/pay', title: 'Mediavelocity Payment', heading: 'Payment Page' },
  { path: '/login', title: 'Mediavelocity Sign In', heading: 'Sign In' },
  { path: '/create-account', title: 'Mediavelocity Create Account', heading: 'Create your account' },
  { path: '/account', title: 'Mediavelocity Client Area', heading: 'Your invoices' },
  { path: '/tools', title: 'Mediavelocity Tools', heading: 'Tools' },
  { path: '/screen-tracker', title: 'Mediavelocity Screen Tracker', heading: 'Screen Tracker' },
  { path: '/calculator', title: 'Mediavelocity Loan Calculator', heading: 'Loan Calculator' },
  { path: '/sonny', title: 'Mediavelocity Sonny', heading: 'Sonny' },
  { path: '/james', title: 'Mediavelocity James', heading: 'James' },
  // Every case study, from its file: their titles and headings are pinned by case-study-page.test.tsx.
  ...readCaseStudies().map((study) => ({
    path: `/${study.slug}`,
    title: study.title ?? `Mediavelocity - ${study.project}`,
    heading: study.heading ?? study.project,
  })),
  { path: '/no-such-page', title: 'Page Not Found', heading: 'Page Not Found' },
];
