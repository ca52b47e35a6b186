/**
 * The part of pa11y 9 (lib/pa11y.js) the browser tests use; it ships no types of its own. With `browser`, `page` and
 * `ignoreUrl`, it runs its test runners on the page as it is, using only the page methods below.
 */
declare module 'pa11y' {
  namespace pa11y {
    /** What pa11y calls on the page it is given, of Puppeteer's Page API. */
    interface Pa11yPage {
      on(event: 'console', listener: (message: { text(): string }) => void): void;
      off(event: 'console' | 'request', listener?: (message: { text(): string }) => void): void;
      setViewport(viewport: { readonly width: number; readonly height: number }): Promise<void>;
      /** A script, or a function run with `arg`, in the page. */
      evaluate(script: string | ((arg: never) => unknown), arg?: unknown): Promise<unknown>;
    }

    interface Options {
      /** The browser the page is in: pa11y launches none when given one, and closes neither. */
      readonly browser: object;
      readonly page: Pa11yPage;
      /** Test the page as it is, without loading `url` in it. */
      readonly ignoreUrl: true;
      readonly runners: readonly ('htmlcs' | 'axe')[];
      readonly standard: 'WCAG2A' | 'WCAG2AA' | 'WCAG2AAA';
      /** Issue codes (or types) left out, lowercase. */
      readonly ignore?: readonly string[];
      readonly includeWarnings?: boolean;
      readonly includeNotices?: boolean;
      readonly viewport: { readonly width: number; readonly height: number };
      /** Empty: pa11y then leaves the page's user agent as it is. */
      readonly userAgent: '';
    }

    interface Issue {
      readonly code: string;
      readonly type: 'error' | 'warning' | 'notice' | 'unknown';
      readonly message: string;
      readonly context: string | null;
      readonly selector: string;
      readonly runner: string;
    }

    interface Results {
      readonly documentTitle: string;
      readonly pageUrl: string;
      readonly issues: readonly Issue[];
    }
  }

  function pa11y(url: string, options: pa11y.Options): Promise<pa11y.Results>;
  export = pa11y;
}
