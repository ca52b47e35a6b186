/** How a page the app rendered to HTML itself (React's `prerender`, in `npm run prerender`) goes into the template. */
import type { RenderedPage } from '../../shell/src/prerender/render-page';
// Marks the prerendered head elements, which the app settles once it has rendered its own.
import { PRERENDERED_HEAD_ATTRIBUTE } from '../../shell/src/prerender/prerendered-page';

/** What Hosting serves at a path without a page of its own: unfilled from the build, then the prerendered not-found. */
export const APP_HTML = 'app.html';
/** The same page as the build writes it, which every prerendered page is made from; never served. */
export const PAGE_TEMPLATE_HTML = 'page-template.html';

/** What a prerendered page tells a visitor without JavaScript. */
export const NOSCRIPT_NOTE = 'Client sign-in, payment, the contact form and the tools need JavaScript.';

/** `app.html`'s entry script (the template is minified: its attributes may come without quotes). */
const ENTRY_SCRIPT = /<script defer(?:="defer")? src="?(\/main\.[0-9a-f]{8}\.js)"?><\/script>/;

const LEADING_HEAD_ELEMENT = /^(?:<title>([^<]*)<\/title>|<meta\s[^>]*\/?>|<link\s[^>]*\/?>)/;

/** The head elements that name the page's own address: the canonical link and Open Graph's URL. */
const ADDRESS_TAG = /^<(?:link [^>]*rel="canonical"|meta [^>]*property="og:url")/;

/**
 * Splits React's markup into its `<title>`, the head elements it writes first, then `stylesheets` (the remotes' links
 * the page loaded), and `#root`'s markup. With `hideNav`, the nav is hidden as the app hides it, so nothing shifts when
 * it takes over. With `catchAll` (app.html), the tags naming the address rendered are left out: they would name it for
 * every address (the app adds the right ones).
 */
export function pageParts(
  page: RenderedPage,
  stylesheets: readonly string[],
  { catchAll = false }: { readonly catchAll?: boolean } = {},
) {
  let rest = page.html;
  let title: string | null = null;
  const head: string[] = [];
  for (let match = LEADING_HEAD_ELEMENT.exec(rest); match; match = LEADING_HEAD_ELEMENT.exec(rest)) {
    if (match[1] !== undefined) title ??= match[1];
    else if (!(catchAll && ADDRESS_TAG.test(match[0])))
      head.push(match[0].replace(/^<(meta|link)\s/, `<$1 ${PRERENDERED_HEAD_ATTRIBUTE}="" `));
    rest = rest.slice(match[0].length);
  }
  if (page.hideNav) {
    const header = '<header class="sticky-top">';
    if (!rest.includes(header))
      throw new Error('The page hides the nav, but its markup has no <header class="sticky-top">.');
    rest = rest.replace(header, '<header class="sticky-top" hidden="">');
  }
  return { title, head: [...head, ...stylesheets], root: rest, remote: page.remote, catchAll };
}

/**
 * The page template with a page in it: title, head elements, and `#root` filled and marked `data-prerendered`,
 * `data-remote`/`data-remote-entry` (its version) and `data-catch-all` (docs/architecture.md, "Prerendered pages"). The
 * start-up preloads go and the app's entry gives way to `bootScript`, which loads it once the page has painted: before,
 * those requests would only compete with the stylesheets the paint waits for.
 */
export function prerenderedHtml(template: string, parts: ReturnType<typeof pageParts>, bootScript: string): string {
  const replaceOnce = (html: string, pattern: RegExp, replacement: string, what: string): string => {
    if (!pattern.test(html)) throw new Error(`app.html has no ${what}.`);
    return html.replace(pattern, () => replacement);
  };
  // The template is minified: attribute values may come without quotes.
  let html = template.replace(
    /<link rel="?preload"? href="?[^\s">]+"? as="?fetch"? crossorigin="?anonymous"?\s*\/?>/g,
    '',
  );
  // The app's entry is loaded by the boot script once the page has painted (shell/src/prerender/boot-script.ts).
  const entry = ENTRY_SCRIPT.exec(html);
  if (!entry) {
    throw new Error(
      'The boot-script swap found no <script defer src=/main.<hash>.js> in app.html (ENTRY_SCRIPT, ' +
        "tooling/prerender/snapshot.ts): html-webpack-plugin or its minifier now writes the entry's tag otherwise. " +
        'Match ENTRY_SCRIPT to the tag in shell/dist/app.html and run tooling/prerender/__tests__/snapshot.test.ts; ' +
        'without the swap a prerendered page would fetch the whole app before its first paint.',
    );
  }
  html = html.replace(entry[0], () => `<script defer src="/${bootScript}" data-app="${entry[1]}"></script>`);
  if (parts.title !== null) {
    const title = `<title ${PRERENDERED_HEAD_ATTRIBUTE}="">${parts.title}</title>`;
    html = replaceOnce(html, /<title>[^<]*<\/title>/, title, '<title>');
  }
  html = replaceOnce(html, /<\/head>/, `${parts.head.join('')}</head>`, '</head>');
  // app.html says the site needs JavaScript to show its pages; a prerendered one shows its page without it.
  html = replaceOnce(html, /<noscript>[^<]*<\/noscript>/, `<noscript>${NOSCRIPT_NOTE}</noscript>`, '<noscript>');
  const from = parts.remote
    ? ` data-remote="${escapeAttribute(parts.remote.name)}" data-remote-entry="${escapeAttribute(parts.remote.entry)}"`
    : '';
  const catchAll = parts.catchAll ? ' data-catch-all=""' : '';
  return replaceOnce(
    html,
    /<div id="?root"?><\/div>/,
    `<div id="root" data-prerendered=""${from}${catchAll}>${parts.root}</div>`,
    'empty <div id="root"></div>',
  );
}

export function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** Whether CSS has a relative `url()` (not `data:`, `https:`, `//…` or `#…`, quoted or not): a copy would lose it. */
export function hasRelativeUrl(css: string): boolean {
  return /url\(\s*(?!\s)(?!['"]?\s*(?:[a-z][a-z0-9+.-]*:|\/\/|#))/i.test(css);
}

/** Where a route's page is written in the shell's build: `/` → `index.html`, `/work` → `work.html`. */
export function pageFile(route: string): string {
  if (!/^(\/[a-z0-9-]+)+$|^\/$/.test(route)) throw new Error(`Cannot prerender ${route}: not a plain path.`);
  return route === '/' ? 'index.html' : `${route.slice(1)}.html`;
}
