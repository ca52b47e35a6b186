/**
 * Version skew: the tools remote as if built against React 18 while the shell runs React 19. The stand-in is the real
 * tools build with the versions its manifest and entry declare rewritten, which is what such a build would declare.
 */
import type { Page, Route } from '@playwright/test';
import { fetchThrough } from './fetch-through';
import { expect, remoteOrigin, test } from './fixtures';
import { errorsOf } from './faults';

const tools = remoteOrigin('tools');

/**
 * Refusing a remote is logged as an error, on purpose: each test checks that error itself, allows it (as the shell,
 * the remote's error boundary and React log it) and no other, and fails on an uncaught error or a CSP violation.
 */
const refusedFor = (message: RegExp) => errorsOf('tools', { remote: { name: 'RemoteLoadError', message } });

/** The served file, with React's declared version and required range moved back one major version. */
async function asReact18(route: Route): Promise<void> {
  const response = await fetchThrough(route);
  const body = (await response.text()).replace(/"\^?19\.\d+\.\d+"/g, (version) => version.replace('19.', '18.'));
  await route.fulfill({ response, body });
}

async function expectRefused(page: Page, errors: readonly string[]): Promise<void> {
  const panel = page.locator('[data-unavailable-remotes~="tools"]');
  await expect(panel.getByRole('heading', { level: 1, name: 'This page is temporarily unavailable' })).toBeVisible();
  // The frame is there: no white screen.
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Pay Invoice' })).toBeVisible();
  expect(errors.join('\n')).not.toMatch(/invalid hook call/i);
}

/** Console errors and uncaught page errors, as the visitor's console shows them. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The served manifest, with the router's declared version and required range moved on one major version. */
async function asRouter8(route: Route): Promise<void> {
  const response = await fetchThrough(route);
  const manifest = (await response.json()) as { shared: { name: string; version: string; requiredVersion: string }[] };
  for (const shared of manifest.shared) {
    if (shared.name === 'react-router-dom') Object.assign(shared, { version: '8.0.0', requiredVersion: '^8.0.0' });
  }
  await route.fulfill({ response, json: manifest });
}

test.describe(() => {
  test.use(
    refusedFor(/The tools remote needs react-router-dom \^8\.0\.0; the site runs 7\.\d+\.\d+\. It is not loaded\./),
  );
  test('a remote built against another major version of the router is refused the same way', async ({ page }) => {
    const errors = collectErrors(page);
    await page.route(`${tools}/mf-manifest.json`, asRouter8);
    await page.goto('/tools');
    await expectRefused(page, errors);
    expect(errors).toContainEqual(
      expect.stringContaining('The tools remote needs react-router-dom ^8.0.0; the site runs 7.'),
    );
  });
});

/** The served manifest, as if its remote were built against the next minor version of the federation runtime. */
async function asNextFederationRuntime(route: Route): Promise<void> {
  const response = await fetchThrough(route);
  const manifest = (await response.json()) as { metaData: { federationRuntime?: string } };
  const [major, minor] = (manifest.metaData.federationRuntime ?? '').split('.');
  manifest.metaData.federationRuntime = `${major}.${Number(minor) + 1}.0`;
  await route.fulfill({ response, json: manifest });
}

test.describe(() => {
  test.use(
    refusedFor(
      /The tools remote was built against @module-federation\/runtime-core \d+\.\d+\.0; the site runs \d+\.\d+\.\d+,/,
    ),
  );
  test("a remote built against another federation runtime than the shell's is refused the same way", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.route(`${tools}/mf-manifest.json`, asNextFederationRuntime);
    await page.goto('/tools');
    await expectRefused(page, errors);
    // Only a manifest that records its runtime gets this message: the build stamps it.
    expect(errors).toContainEqual(
      expect.stringMatching(
        /The tools remote was built against @module-federation\/runtime-core \d+\.\d+\.0; the site runs \d+\.\d+\.\d+/,
      ),
    );
  });
});

test.describe('a remote built against another major version of React', () => {
  test.describe(() => {
    test.use(
      refusedFor(
        /The tools remote needs react(-dom)?(\/[a-z-]+)? \^18\.3\.1; the site runs 19\.\d+\.\d+\. It is not loaded\./,
      ),
    );
    test('is refused from its manifest, before any of its code is fetched, and the rest of the site works', async ({
      page,
    }) => {
      const errors = collectErrors(page);
      const toolsScripts: string[] = [];
      page.on('request', (request) => {
        if (request.url().startsWith(tools) && request.url().endsWith('.js')) toolsScripts.push(request.url());
      });
      await page.route(`${tools}/mf-manifest.json`, asReact18);

      await page.goto('/calculator');
      await expectRefused(page, errors);
      expect(errors).toContainEqual(
        expect.stringMatching(
          /The tools remote needs react(-dom)?(\/[a-z-]+)? \^18\.3\.1; the site runs 19\.3\.1\. It is not loaded\./,
        ),
      );
      expect(toolsScripts).toEqual([]);

      // The other remotes are untouched.
      await page.getByRole('navigation').getByRole('link', { name: 'Work' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Work' })).toBeVisible();
    });
  });

  test.describe(() => {
    test.use(
      errorsOf('tools', {
        remote: {
          name: 'Error',
          message:
            /\[ Federation Runtime \]: Version 19\.\d+\.\d+ from shell of shared singleton module react(-dom)?(\/[a-z-]+)? does not satisfy the requirement of tools which needs \^18\.3\.1/,
        },
      }),
    );

    test('is refused by the federation runtime when only its code says so, with both versions named', async ({
      page,
    }) => {
      const errors = collectErrors(page);
      // The manifest is left as it is; the entry, which registers the remote's shared modules, asks for React 18.
      await page.route(`${tools}/**/remoteEntry.js`, asReact18);

      await page.goto('/calculator');
      await expectRefused(page, errors);
      // Its page's chunk asks for React 18 and the runtime will not hand it React 19; the error names both versions.
      expect(errors).toContainEqual(
        expect.stringMatching(
          /\[mediavelocity\] The tools remote failed on this page\. .*Version 19\.3\.1 from shell of shared singleton module react(-dom)?(\/[a-z-]+)? does not satisfy the requirement of tools which needs \^18\.3\.1/,
        ),
      );
    });
  });
});
