/**
 * The built pages carry no inline code, which the CSP (no 'unsafe-inline' for scripts) would block: no event handler
 * attribute, no `<script>` with code of its own, no `javascript:` URL. It reads the files the build and the prerender
 * wrote (`npm test` builds before the browser tests), so it needs no page and uses Playwright's own `test`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { apps } from '../tooling/apps';
import { repoRoot } from '../tooling/env';
import { findInlineCode } from './inline-code';

const dist = path.join(repoRoot, apps.shell.dir, 'dist');

test('every page the shell serves (app.html and each prerendered page) is free of inline code', () => {
  const pages = (existsSync(dist) ? readdirSync(dist) : []).filter((file) => file.endsWith('.html'));
  expect(pages, `no HTML in ${dist}: run npm run build:local first`).toContain('app.html');
  expect(pages.length, 'the prerendered pages').toBeGreaterThan(1);
  const found = pages.flatMap((file) =>
    findInlineCode(readFileSync(path.join(dist, file), 'utf8')).map(
      ({ line, problem }) => `${file}:${line}: ${problem}`,
    ),
  );
  expect(found).toEqual([]);
});
