/**
 * The listeners every engine's page gets before its own scripts run: uncaught exceptions, unhandled rejections,
 * console errors and CSP violations, kept in the page for `takeErrors`. Classic WebDriver (WebKit) reports none of
 * them, so the one way that works in all three engines is this script, installed as each driver can.
 */
declare global {
  interface Window {
    __mvErrors?: string[];
  }
}

export function installProbe(): void {
  if (window.__mvErrors) return;
  const errors: string[] = [];
  window.__mvErrors = errors;
  // Not in the capture phase: a failed image or stylesheet dispatches a plain `error` event on its element, which is not
  // an uncaught error.
  window.addEventListener('error', (event) => {
    errors.push(`uncaught: ${event.message} (${event.filename}:${event.lineno})`);
  });
  window.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
    const reason: unknown = event.reason;
    errors.push(`unhandled rejection: ${reason instanceof Error ? reason.message : String(reason)}`);
  });
  document.addEventListener('securitypolicyviolation', (event) => {
    errors.push(`CSP: ${event.violatedDirective} ${event.blockedURI}`);
  });
  const consoleError = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    errors.push(`console.error: ${args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(' ')}`);
    consoleError(...args);
  };
}

/** The errors the page's probe holds, emptied; none when the page has no probe (about:blank). */
export function takeProbed(): string[] {
  const errors = window.__mvErrors ?? [];
  return errors.splice(0, errors.length);
}

/** The probe as a classic script's text, for a driver that can only add a script to the page's HTML. */
export const probeScript = `(${installProbe.toString()})();`;
