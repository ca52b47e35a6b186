/**
 * The production headers, as firebase.json deploys them (not as the emulators serve them, whose CSP also names the
 * local emulators), graded by MDN's HTTP Observatory's own rules: each of its tests, then its grader. The
 * Observatory's scanner fetches a public host over the internet; here its tests read the headers and the shell's
 * home page from this machine, and Firebase Hosting's answer to plain http (a 301 to https on the same host).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { apps, LOCAL_HOST } from '../tooling/apps';
import { repoRoot } from '../tooling/env';
import { expect, test } from './fixtures';

interface Rule {
  readonly source?: string;
  readonly regex?: string;
  readonly headers: readonly { key: string; value: string }[];
}

const firebase = JSON.parse(readFileSync(path.join(repoRoot, 'firebase.json'), 'utf8')) as {
  hosting: { target: string; headers: Rule[] }[];
};

/** The headers firebase.json gives `pathname` on the shell's site (its `**` rules and the regexes that match). */
function productionHeaders(pathname: string): Record<string, string> {
  const rules = firebase.hosting.find((site) => site.target === 'shell')?.headers ?? [];
  const matching = rules.filter(
    (rule) => rule.source === '**' || rule.source === pathname || (rule.regex && new RegExp(rule.regex).test(pathname)),
  );
  return Object.fromEntries(matching.flatMap((rule) => rule.headers.map((header) => [header.key, header.value])));
}

/** Headers as the Observatory's tests read them (axios's: looked up by name, listed as entries). */
function observatoryHeaders(headers: Record<string, string>) {
  const lower = new Map(Object.entries(headers).map(([key, value]) => [key.toLowerCase(), value]));
  return Object.assign(Object.create({ get: (name: string) => lower.get(name.toLowerCase()) ?? null }), headers);
}

const modules = path.dirname(createRequire(__filename).resolve('@mdn/mdn-http-observatory/package.json'));

/**
 * Its package fetches the HSTS preload list when installed, which cannot happen offline (npm runs no install scripts
 * here): an empty list stands in, so nothing is counted as preloaded. That only withholds a bonus.
 */
function withoutPreloadList(): void {
  const file = path.join(modules, 'conf', 'hsts-preload.json');
  if (!existsSync(file)) writeFileSync(file, '{}');
}

test("the production headers grade A+ by MDN's HTTP Observatory rules, with no test failed", async ({ request }) => {
  withoutPreloadList();
  const load = (file: string) => import(path.join(modules, 'src', file));
  const [{ ALL_TESTS }, { getGradeForScore, getScoreModifier }, { MINIMUM_SCORE_FOR_EXTRA_CREDIT }, { Requests }] =
    await Promise.all([load('constants.js'), load('grader/grader.js'), load('grader/charts.js'), load('types.js')]);

  const html = await (await request.get(`http://${LOCAL_HOST}:${apps.shell.hostingPort}/`)).text();
  const hostname = 'mediavelocity.web.app';
  const page = new URL(`https://${hostname}/`);
  const response = {
    headers: observatoryHeaders({ 'Content-Type': 'text/html; charset=utf-8', ...productionHeaders('/') }),
    request: { headers: observatoryHeaders({}) },
    config: { headers: observatoryHeaders({}) },
    status: 200,
    statusText: 'OK',
    verified: true,
    data: html,
  };
  const requests = new Requests(hostname);
  requests.resources.path = html;
  requests.session = { url: page, jar: null };
  requests.responses.auto = response;
  requests.responses.https = response;
  requests.responses.http = response;
  requests.responses.cors = response;
  requests.responses.httpRedirects = [
    { url: new URL(`http://${hostname}/`), status: 301 },
    { url: page, status: 200 },
  ];
  requests.responses.httpsRedirects = [{ url: page, status: 200 }];

  type Output = { result: string; pass: boolean; constructor: { name: string } };
  const results = (ALL_TESTS as ((requests: unknown) => Output)[]).map((run) => run(requests));
  const failed = results
    .filter((result) => !result.pass)
    .map((result) => `${result.constructor.name}: ${result.result}`);
  const modifiers = results.map((result) => getScoreModifier(result.result) as number);
  const uncurved = 100 + modifiers.filter((modifier) => modifier < 0).reduce((sum, modifier) => sum + modifier, 0);
  const score = uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? 100 + modifiers.reduce((a, b) => a + b, 0) : uncurved;
  const { grade } = getGradeForScore(score) as { grade: string };
  console.log(`Observatory: ${grade} (${score}); ${results.map((result) => result.result).join(', ')}`);
  expect(failed).toEqual([]);
  expect(grade).toBe('A+');
  // And what the outside read found: no emulator origin in any source list.
  expect(productionHeaders('/')['Content-Security-Policy']).not.toMatch(/127\.0\.0\.1|localhost|http:/);
});
