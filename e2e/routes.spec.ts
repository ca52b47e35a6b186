import { readCaseStudies } from '../remotes/portfolio/scripts/case-study-files';
import { expect, test } from './fixtures';

/** Every route of the spec (site-spec.md "Route list", decisions.md "Titles"), with its title and main heading. */
const routes: readonly { path: string; title: string; heading: string }[] = [
  { path: '/', title: 'Mediavelocity Creative', heading: 'Mediavelocity' },
  { path: '/work', title: 'Mediavelocity Work', heading: 'Work' },
  { path: '/gallery', title: 'Mediavelocity Gallery', heading: 'Gallery' },
  { path: '/about', title: 'Mediavelocity About', heading: 'About' },
  { path: '/contact', title: 'Mediavelocity Contact', heading: 'Contact Us' },
  { path: '/pay', title: 'Mediavelocity Payment', heading: 'Payment Page' },
  { path: '/login', title: 'Mediavelocity Sign In', heading: 'Sign In' },
  { path: '/tools', title: 'Mediavelocity Tools', heading: 'Tools' },
  { path: '/screen-tracker', title: 'Mediavelocity Screen Tracker', heading: 'Screen Tracker' },
  { path: '/calculator', title: 'Mediavelocity Loan Calculator', heading: 'Loan Calculator' },
  { path: '/sonny', title: 'Mediavelocity Sonny', heading: 'Sonny' },
  { path: '/james', title: 'Mediavelocity James', heading: 'James' },
  // Every case study, from its file: the spec's titles and headings are pinned by case-study-page.test.tsx.
  ...readCaseStudies().map((study) => ({
    path: `/${study.slug}`,
    title: study.title ?? `Mediavelocity - ${study.project}`,
    heading: study.heading ?? study.project,
  })),
];

for (const route of routes) {
  test(`${route.path} renders with its title and heading`, async ({ page }) => {
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1, name: route.heading, exact: true })).toBeAttached();
    await expect(page).toHaveTitle(route.title);
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
}

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText('Sorry. That page does not exist.')).toBeVisible();
  await expect(page).toHaveTitle('Page Not Found');
  await expect(page.getByRole('banner')).toBeVisible();
});

test('a path below an existing page is not found either', async ({ page }) => {
  await page.goto('/work/no-such-project');
  await expect(page.getByText('Sorry. That page does not exist.')).toBeVisible();
});
