import path from 'node:path';
import { apps } from '../tooling/apps';
import { chunkGroups, describeGroups, gzipSize } from '../tooling/bench/composition';
import { repoRoot } from '../tooling/env';
import { PREFETCH_MARK } from '../shell/src/prerender/prerendered-page';
import { appOf, expect, test } from './fixtures';

/**
 * Byte budgets of the first load of `/` (docs/performance.md): every script and stylesheet the page fetches from the
 * site's own origins, gzip -9 as the bench measures them, and every font file, as sent: WOFF2 is compressed already,
 * so gzip would not shrink it. Sizes are stable from run to run, so unlike scores and timings they can fail a test.
 * KB here are KiB, as in the bench's tables.
 */
const BUDGET_BYTES = {
  // 125 KB: under it by some 3 KB only while the build drops react-router's own links (about 5 KB), so losing that
  // trick on an upgrade fails here too (docs/performance.md).
  script: 125 * 1024,
  stylesheet: 20 * 1024,
  // The typeface: its Latin subset, two static files, 400 and 600 (26,672 B together).
  font: 30 * 1024,
} as const;

type Kind = keyof typeof BUDGET_BYTES;

/**
 * Once the first load is over (the page shown and loaded, the browser idle), the app fetches what a visitor's next
 * click needs (docs/performance.md, "Fetching the next page ahead"): the next pages' own files as prefetches, which are
 * never this page's (a remote's entry among them, loaded rather than only fetched: its host serves it `no-cache`), and
 * the code that chooses them, which has a budget of its own. A script fetched then that is not that code (a widget
 * leaking into the first visit, say) fails this budget too. That code: the prefetcher (about 1.9 KB) and what a
 * client-side navigation runs to focus the new page (about 0.5 KB).
 */
const AFTER_FIRST_LOAD_SCRIPT_BYTES = 2.5 * 1024;

interface Fetched {
  readonly kind: Kind;
  readonly url: string;
  /** What counts against the budget: the gzip -9 size of a script or stylesheet, a font's own size. */
  readonly size: number;
  /** What the file holds, from its source map in the app's dist/ folder. */
  readonly holds: string;
  /** Why its body could not be read, if it could not: then it is not measured, and the test fails naming it. */
  readonly unreadable?: string;
}

const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

async function composition(url: URL, body: Buffer): Promise<string> {
  const app = appOf(url);
  // A remote's files are served from its published version's folder (v/<version>/), a copy of its dist/ folder.
  const file = url.pathname.replace(/^\/v\/[^/]+\//, '/');
  const mapFile = app && path.join(repoRoot, apps[app].dir, 'dist', `${file}.map`);
  const groups = await chunkGroups(body, mapFile, gzipSize(body));
  return groups.length > 0 ? describeGroups(groups, 3) : '';
}

/** Over budget: the total, then every file (the biggest first) with what it holds, so the message says what grew. */
function report(kind: Kind, files: readonly Fetched[]): string {
  const total = files.reduce((sum, file) => sum + file.size, 0);
  const lines = [...files]
    .sort((a, b) => b.size - a.size)
    .map((file) => `  ${kib(file.size).padStart(9)}  ${file.url}${file.holds ? `  ${file.holds}` : ''}`);
  const unit = kind === 'font' ? 'as sent' : 'gzip';
  const head = `${kind}: ${kib(total)} (${total} bytes) ${unit} on the first load of /, budget ${kib(BUDGET_BYTES[kind])} (${BUDGET_BYTES[kind]} bytes)`;
  return [head, ...lines].join('\n');
}

const isKind = (kind: string): kind is Kind => Object.hasOwn(BUDGET_BYTES, kind);

test(`the first load of / stays within ${kib(BUDGET_BYTES.script)} of JavaScript, ${kib(BUDGET_BYTES.stylesheet)} of CSS (gzip) and ${kib(BUDGET_BYTES.font)} of fonts`, async ({
  page,
}) => {
  const pending: Promise<Fetched & { readonly asked: number }>[] = [];
  page.on('response', (response) => {
    const kind = response.request().resourceType();
    const url = new URL(response.url());
    if (!isKind(kind) || !appOf(url)) return;
    const asked = response.request().timing().startTime;
    pending.push(
      response.body().then(
        async (body) => ({
          kind,
          url: url.href,
          asked,
          size: kind === 'font' ? body.length : gzipSize(body),
          holds: kind === 'script' ? await composition(url, body) : '',
        }),
        (error: unknown) => ({ kind, url: url.href, asked, size: 0, holds: '', unreadable: String(error) }),
      ),
    );
  });

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Whatever the page fetches once it is idle counts too: before the first load is over against the page budgets (a
  // visitor who never signed in fetches no account widget), after it against its own (AFTER_FIRST_LOAD_SCRIPT_BYTES).
  await page.waitForLoadState('networkidle');
  const over = await page.evaluate(
    (mark) => performance.timeOrigin + (performance.getEntriesByName(mark)[0]?.startTime ?? NaN),
    PREFETCH_MARK,
  );
  expect(over, `the app marks the end of its first load (${PREFETCH_MARK})`).not.toBeNaN();
  const fetched = await Promise.all(pending);
  // A file whose size is unknown could hide any amount: it fails the test rather than count as nothing.
  const unreadable = fetched.flatMap((file) => (file.unreadable ? [`${file.url}: ${file.unreadable}`] : []));
  expect(unreadable, 'files whose body could not be read, so could not be measured').toEqual([]);
  const files = fetched.filter((file) => file.asked < over);
  const remoteEntry = ({ url }: Fetched) => appOf(new URL(url)) !== 'shell' && url.endsWith('/remoteEntry.js');
  const entriesAhead = fetched.filter((file) => file.asked >= over && remoteEntry(file)).map((file) => file.url);
  const after = fetched.filter((file) => file.asked >= over && !remoteEntry(file));
  const afterBytes = after.reduce((sum, file) => sum + file.size, 0);
  console.log(`after the first load: ${after.map((file) => `${file.url} ${kib(file.size)}`).join(', ')}`);
  console.log(`remote entries loaded ahead: ${entriesAhead.join(', ') || 'none'}`);
  expect(
    entriesAhead.filter((url, index) => entriesAhead.indexOf(url) !== index),
    'entries loaded twice',
  ).toEqual([]);
  expect(after.map((file) => file.kind).filter((kind) => kind !== 'script')).toEqual([]);
  expect(after.length, 'the code that fetches the next pages ahead').toBeGreaterThan(0);
  expect(afterBytes, 'scripts fetched after the first load').toBeLessThanOrEqual(AFTER_FIRST_LOAD_SCRIPT_BYTES);

  expect(files.some((file) => file.kind === 'script')).toBe(true);
  // The typeface counts: a page that fetched none would pass its budget by showing the fallback fonts. (A preload the
  // stylesheet's request cannot reuse, say without `crossorigin`, fetches the file twice and fails the budget.)
  expect(files.some((file) => file.kind === 'font')).toBe(true);
  for (const kind of Object.keys(BUDGET_BYTES) as Kind[]) {
    const ofKind = files.filter((file) => file.kind === kind);
    const total = ofKind.reduce((sum, file) => sum + file.size, 0);
    console.log(report(kind, ofKind));
    expect(total, report(kind, ofKind)).toBeLessThanOrEqual(BUDGET_BYTES[kind]);
  }
});

/**
 * No element of these pages is styled with a CSS image (docs/performance.md): the browser builds each such image (for
 * a `data:` SVG icon, a whole SVG document) while it first styles the page, before the first paint. The nav toggle's
 * bars, the footer's icons and the home page's arrow are inline SVG instead; an `<img>` loads apart from styling.
 */
for (const route of ['/', '/csusa', '/calculator', '/login']) {
  test(`${route} styles no element with a CSS image`, async ({ page }) => {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const styledWithImages = await page.evaluate(() => {
      const properties = ['background-image', 'mask-image', 'list-style-image', 'border-image-source'] as const;
      const found: string[] = [];
      for (const element of document.querySelectorAll('body *')) {
        for (const pseudo of [null, '::before', '::after']) {
          const style = getComputedStyle(element, pseudo);
          for (const property of properties) {
            const value = style.getPropertyValue(property);
            if (value.includes('url(')) {
              const name = `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}${pseudo ?? ''}`;
              found.push(`${name} ${property}: ${value.slice(0, 60)}`);
            }
          }
        }
      }
      return found;
    });
    expect(styledWithImages).toEqual([]);
  });
}
