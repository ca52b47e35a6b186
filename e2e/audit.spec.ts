/**
 * No high or critical advisory against a production dependency (`npm audit --omit=dev`). A Playwright test rather than
 * a jest one because it can skip at run time with a reason, which the report shows: when the registry cannot be
 * reached the check is skipped, never passed. Node-side only: it needs no page, so it uses Playwright's own `test`,
 * not the fixtures that route every page.
 */
import { expect, test } from '@playwright/test';
import { repoRoot } from '../tooling/env';
import { assessAudit, runAudit } from './audit';

const AUDIT_TIMEOUT_MS = 60_000;

test('production dependencies have no high or critical advisory (npm audit --omit=dev)', async () => {
  test.setTimeout(AUDIT_TIMEOUT_MS + 10_000);
  const verdict = assessAudit(await runAudit(repoRoot, AUDIT_TIMEOUT_MS), AUDIT_TIMEOUT_MS);
  if (verdict.outcome === 'skip') {
    // Printed as well: the list reporter shows a skip without its reason.
    console.warn(`npm audit skipped: ${verdict.reason}`);
    test.skip(true, verdict.reason);
  }
  expect(verdict.outcome === 'error' ? verdict.reason : '', 'npm audit could not run').toBe('');
  expect(verdict.outcome === 'fail' ? verdict.report : '', 'high or critical advisories').toBe('');
  if (verdict.outcome === 'pass') {
    const summary = verdict.report.split('\n').findLast((line) => /vulnerabilit/.test(line)) ?? verdict.report;
    test.info().annotations.push({ type: 'npm audit', description: summary });
  }
});
