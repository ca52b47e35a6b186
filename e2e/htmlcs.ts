/**
 * A second accessibility engine beside axe: HTML_CodeSniffer, run by pa11y with its `htmlcs` runner against WCAG 2 AA,
 * errors only (pa11y's defaults), in the page a test has already loaded in Debian's Chromium.
 *
 * pa11y drives Puppeteer; here it is handed the test's own Playwright page through the few Puppeteer page methods it
 * calls when told to test a page as it is (`browser`, `page`, `ignoreUrl`), so it launches no browser and loads
 * nothing: no second load of each route, no second browser, and no Chrome download (package.json's `overrides` gives
 * pa11y puppeteer-core, which downloads nothing, in place of puppeteer).
 */
import type { Page } from '@playwright/test';
import pa11y from 'pa11y';

/**
 * HTML_CodeSniffer logs this on the console itself (its English messages lack that key) while it checks a form
 * control's name; it is the tool's own message, not the page's.
 */
export const HTMLCS_CONSOLE_ERRORS: readonly RegExp[] = [/^Translation for "4_1_2_attribute" does not exist /];

interface FalsePositive {
  readonly code: string;
  /** Only errors whose element matches this selector: the case the rule is wrong about, and no other. */
  readonly element: string;
  readonly message?: RegExp;
  readonly why: string;
}

/** Errors of HTML_CodeSniffer that are wrong about this site, each for the elements it is wrong about, with why. */
const FALSE_POSITIVES: readonly FalsePositive[] = [
  {
    code: 'WCAG2AA.Principle1.Guideline1_4.1_4_3.G18.Fail',
    element: 'svg[role="img"][aria-label$=" logo"] text',
    why:
      "A client's logotype, drawn as an SVG image (brand-logo.tsx): WCAG 1.4.3 sets no contrast minimum for text " +
      'that is part of a logo, and the case study paints the logo in each colour of the brand on purpose.',
  },
  {
    code: 'WCAG2AA.Principle1.Guideline1_3.1_3_5.H98',
    element: 'input[type="email"][autocomplete="username"]',
    message: /^Invalid autocomplete value: username\./,
    why:
      'The sign-in form asks for an email as the username, marked so for password managers (with current-password ' +
      "on the password). HTML_CodeSniffer allows `username` on text inputs only; axe's autocomplete-appropriate rule " +
      'allows it on an email input too (axe-core #2896).',
  },
];

/** `page` as pa11y sees a Puppeteer page: only what it calls (see e2e/types/pa11y.d.ts). */
function asPa11yPage(page: Page): pa11y.Pa11yPage {
  return {
    on: (event, listener) => void page.on(event, listener),
    off: (event, listener) => {
      if (event === 'console' && listener) page.off(event, listener);
    },
    setViewport: (viewport) => page.setViewportSize(viewport),
    evaluate: (script, arg) =>
      typeof script === 'string' ? page.evaluate(script) : page.evaluate(script as (arg: unknown) => unknown, arg),
  };
}

/** Whether the element at `selector` (pa11y's path to it) matches `element`. */
const matches = (page: Page, selector: string, element: string): Promise<boolean> =>
  page.evaluate(([path, css]) => document.querySelector(path)?.matches(css) ?? false, [selector, element] as const);

/** HTML_CodeSniffer's WCAG 2 AA errors on the page as it is now, one line per element, so a failure says what to fix. */
export async function htmlcsErrors(page: Page): Promise<string[]> {
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('The page has no viewport size to test at.');
  const { issues } = await pa11y(page.url(), {
    browser: page.context(),
    page: asPa11yPage(page),
    ignoreUrl: true,
    runners: ['htmlcs'],
    standard: 'WCAG2AA',
    viewport,
    userAgent: '',
  });
  const errors: string[] = [];
  for (const issue of issues) {
    const known = FALSE_POSITIVES.filter(
      ({ code, message }) => code === issue.code && (message?.test(issue.message) ?? true),
    );
    let wrong = false;
    for (const { element } of known) wrong ||= await matches(page, issue.selector, element);
    if (!wrong) errors.push(`${issue.code}: ${issue.selector}: ${issue.message}`);
  }
  return errors;
}
