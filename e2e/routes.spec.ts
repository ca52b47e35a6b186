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
  { path: '/compact', title: 'Mediavelocity - COMPACT Family Services', heading: 'COMPACT Family Services' },
  { path: '/sonny', title: 'Mediavelocity Sonny', heading: 'Sonny' },
  { path: '/james', title: 'Mediavelocity James', heading: 'James' },
  { path: '/conklin', title: 'Mediavelocity - Conklin Guitars', heading: 'Conklin Guitars' },
  { path: '/dance-portraits', title: 'Mediavelocity - Dance Portraits', heading: 'Dance Portraits' },
  { path: '/csusa', title: 'Mediavelocity - Charter Schools USA', heading: 'Charter Schools USA' },
  { path: '/sports-fan', title: 'Mediavelocity - Sports Fan', heading: 'Sports Fan' },
  { path: '/were-fans-too', title: "Mediavelocity - We're Fans Too", heading: "We're Fans Too" },
  { path: '/burning-miles', title: 'Mediavelocity - Burning Miles', heading: 'Burning Miles' },
  { path: '/mcmahonsplane', title: 'Mediavelocity McMahon Photography', heading: "McMahon's Plane" },
  {
    path: '/springfield-little-theatre',
    title: 'Mediavelocity - Springfield Little Theatre',
    heading: 'Springfield Little Theatre',
  },
  { path: '/beverage-professor', title: 'Mediavelocity - Beverage Professor', heading: 'Beverage Professor' },
  { path: '/rangers-adventure', title: 'Mediavelocity - Royal Rangers', heading: 'Royal Rangers' },
  { path: '/food-photography', title: 'Mediavelocity - Food Photography', heading: 'Food Photography' },
  { path: '/center-for-the-blind', title: 'Mediavelocity - Center for the Blind', heading: 'Center for the Blind' },
  { path: '/hot-rod-show', title: 'Mediavelocity HotRod Photography', heading: 'Route 66 Hot Rod Show' },
  {
    path: '/hellmanns-salad-recipes',
    title: "Mediavelocity - Hellmann's Salad Recipes",
    heading: "Hellmann's Salad Recipes",
  },
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
