/**
 * What a journey (e2e/journeys.ts) may do in a browser: the few actions every engine's driver offers alike, so the
 * journeys are written once and run by Playwright in Chromium, puppeteer-core in Firefox (WebDriver BiDi) and a W3C
 * WebDriver client in WebKit.
 */
export type EngineName = 'chromium' | 'firefox' | 'webkit';

/** The option a Playwright project sets to run the journeys in its engine (playwright.config.ts). */
export interface EngineOption {
  readonly engine: EngineName;
}

/** An element: the first that matches `css` and, when `name` is given, whose text, `aria-label` or label is it. */
export interface Target {
  readonly css: string;
  readonly name?: string;
}

/** The keys a journey presses. */
export type Key = 'Enter' | 'Escape' | 'Tab' | 'ArrowRight';

export interface Driver {
  readonly engine: EngineName;
  /** Loads `path` of the site and waits (bounded) until the app has taken the page over, or gives up silently. */
  goto(path: string): Promise<void>;
  /**
   * Sizes the page's viewport (WebKit: its window, whose toolbar is styled down to a few pixels), resolving once the
   * page is laid out at that size (see {@link settle}).
   */
  setViewport(width: number, height: number): Promise<void>;
  /** A real click, in the middle of the element, after scrolling it into view. */
  click(target: Target): Promise<void>;
  /** Empties a text field and types `text` into it key by key. */
  type(target: Target, text: string): Promise<void>;
  /** Presses a key on whatever has the focus. */
  press(key: Key): Promise<void>;
  /** Runs `fn(arg)` in the page and returns its (JSON) result. `fn` must use nothing but `arg` and the page's own. */
  evaluate<Result, Arg = undefined>(fn: (arg: Arg) => Result, arg?: Arg): Promise<Result>;
  /** A PNG of the viewport. */
  screenshot(file: string): Promise<void>;
  /** The console errors and uncaught errors (exceptions, rejections) since the last call. */
  takeErrors(): Promise<string[]>;
  close(): Promise<void>;
}

/** How long a page load waits for the app to have taken the page over (as e2e/fixtures.ts waits in Chromium). */
export const APP_READY_TIMEOUT_MS = 15_000;

/** The page function every driver uses to find a {@link Target}: its index among `css` matches, or -1. */
export function indexOfTarget({ css, name }: Target): number {
  const normal = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  const found = [...document.querySelectorAll(css)];
  if (name === undefined) return found.length > 0 ? 0 : -1;
  const labels = (element: Element) =>
    element instanceof HTMLInputElement ? [...(element.labels ?? [])].map((label) => label.textContent) : [];
  return found.findIndex((element) =>
    [element.getAttribute('aria-label'), element.textContent, ...labels(element)].some((text) => normal(text) === name),
  );
}

/** Says which target was not found, for every driver alike. */
export const missing = (target: Target): Error =>
  new Error(`No element ${target.css}${target.name === undefined ? '' : ` named "${target.name}"`} on the page.`);

/** How long an action waits for its element to be there (a page renders after a click or a load). */
const TARGET_TIMEOUT_MS = 10_000;

/** The index of `target` among the matches of its `css`, once there is one; -1 if none came within the bound. */
export async function locate(evaluate: Driver['evaluate'], target: Target): Promise<number> {
  const giveUp = Date.now() + TARGET_TIMEOUT_MS;
  for (;;) {
    const index = await evaluate(indexOfTarget, target);
    if (index >= 0 || Date.now() > giveUp) return index;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Waits until the page is `width` × `height` and two frames have passed: engines apply the media queries of a new size
 * at their next rendering update (seen in WebKit, and in Chromium on a busy machine: a layout of the size before).
 */
export async function settle(evaluate: Driver['evaluate'], width: number, height: number): Promise<void> {
  const size = `${width}x${height}`;
  const giveUp = Date.now() + TARGET_TIMEOUT_MS;
  let shown = '';
  while ((shown = await evaluate(() => `${innerWidth}x${innerHeight}`)) !== size) {
    if (Date.now() > giveUp) throw new Error(`The page is ${shown}, not ${size}.`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  // At most a second: a page that draws no frame (seen once in Chromium on a busy machine) is measured as it is.
  await evaluate(
    () =>
      new Promise((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(resolve));
        setTimeout(resolve, 1000);
      }),
  );
}

/** A driver's `setViewport`: `resize` the engine's way, then {@link settle}. */
export const resizing =
  (resize: (width: number, height: number) => Promise<unknown>, evaluate: Driver['evaluate']) =>
  async (width: number, height: number): Promise<void> => {
    await resize(width, height);
    await settle(evaluate, width, height);
  };
