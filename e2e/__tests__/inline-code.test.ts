import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../tooling/env';
import { findInlineCode } from '../inline-code';

const problems = (html: string) => findInlineCode(html).map(({ line, problem }) => `${line}: ${problem}`);

describe('inline code in HTML', () => {
  it('finds event handler attributes, quoted, unquoted or in capitals', () => {
    expect(
      problems(
        [
          '<!doctype html><html>',
          '<body onload=init>',
          '<button type="button" onclick="go()">Go</button>',
          "<img src=/a.png alt='' ONERROR=alert(1)>",
          '<svg><rect onbegin = "x()" /></svg>',
        ].join('\n'),
      ),
    ).toEqual([
      '2: inline event handler onload="init" on <body>',
      '3: inline event handler onclick="go()" on <button>',
      '4: inline event handler onerror="alert(1)" on <img>',
      '5: inline event handler onbegin="x()" on <rect>',
    ]);
  });

  it('finds a handler on a second <body> tag, which the browser adds to the first one', () => {
    expect(problems('<body class="page">\n<p>Hi</p>\n<body onload=init>')).toEqual([
      '1: inline event handler onload="init" on <body>',
    ]);
  });

  it('finds handlers in a template and in a noscript', () => {
    expect(problems('<template><img onerror=x></template>\n<noscript><a onclick=y>z</a></noscript>')).toEqual([
      '1: inline event handler onerror="x" on <img>',
      '2: inline event handler onclick="y" on <a>',
    ]);
  });

  it("finds a javascript: URL in an SVG link's xlink:href", () => {
    expect(problems('<svg><a xlink:href="javascript:go()"><text>x</text></a></svg>')).toEqual([
      '1: javascript: URL in href of <a>',
    ]);
  });

  it('reads text and attribute values as such, not as attributes', () => {
    const html = [
      '<p>Our onboarding= process: onclick="nothing" is just text here, and so is a < b.</p>',
      '<meta name="description" content="onload=run() and onclick=x, in a value">',
      "<a href=/about title='see onmouseover=x'>About</a>",
      '<!-- <div onclick="commented()"> -->',
      '<title>A <b onclick="x()"> in a title is text</title>',
      '<textarea><img onerror=x></textarea>',
      '<div data-online="yes" on="x" aria-label="on">',
    ].join('\n');
    expect(problems(html)).toEqual([]);
  });

  it('finds scripts with code of their own, and lets external scripts and data blocks be', () => {
    const html = [
      '<script defer src=/main.4b8690c5.js></script>',
      '<script type="module" src="/m.js"></script>',
      '<script>',
      '  window.dataLayer = [];',
      '</script>',
      '<script type=module>import "/x.js";</script>',
      '<script type="application/ld+json">{"@type": "Organization"}</script>',
      '<script type="importmap">{"imports": {}}</script>',
      '<script></script><script>  </script>',
      '<SCRIPT>alert(1)</SCRIPT>',
    ].join('\n');
    expect(problems(html)).toEqual([
      '3: inline <script> with code: window.dataLayer = [];',
      '6: inline <script> with code: import "/x.js";',
      '8: inline <script> with code: {"imports": {}}',
      '10: inline <script> with code: alert(1)',
    ]);
  });

  it('does not read markup inside a script as tags', () => {
    expect(
      problems('<script src="/a.js">\n</script><script type="application/ld+json">"<b onclick=x>"</script>'),
    ).toEqual([]);
  });

  it('lets a JSON-LD data block be only when its text is JSON, and no other data block', () => {
    const html = [
      '<script type="application/ld+json">{"@context": "https://schema.org", "@type": "Person", "name": "A"}</script>',
      '<script type=" Application/LD+JSON ">[{"@type": "Thing"}]</script>',
      '<script type="application/ld+json">{"@type": "Organization",}</script>',
      '<script type="application/ld+json">alert(1)</script>',
      '<script type="application/json">{"a": 1}</script>',
      '<script type="application/ld+json; charset=utf-8">{"a": 1}</script>',
      '<script type="text/ld+json">{"a": 1}</script>',
      '<script type="speculationrules">{"prefetch": []}</script>',
    ].join('\n');
    expect(problems(html)).toEqual([
      '3: <script type="application/ld+json"> whose text is not JSON: {"@type": "Organization",}',
      '4: <script type="application/ld+json"> whose text is not JSON: alert(1)',
      '5: inline <script> with code: {"a": 1}',
      '6: inline <script> with code: {"a": 1}',
      '7: inline <script> with code: {"a": 1}',
      '8: inline <script> with code: {"prefetch": []}',
    ]);
  });

  it('finds the script a JSON-LD block lets out when its JSON does not escape "</script>", not when it does', () => {
    const unescaped = '<script type="application/ld+json">{"name": "</script><script>alert(1)</script>"}</script>';
    expect(problems(unescaped)).toEqual([
      '1: <script type="application/ld+json"> whose text is not JSON: {"name": "',
      '1: inline <script> with code: alert(1)',
    ]);
    const escaped =
      '<script type="application/ld+json">{"name": "\\u003c/script><script>alert(1)\\u003c/script>"}</script>';
    expect(problems(escaped)).toEqual([]);
  });

  it('finds javascript: URLs, however they are spaced or cased', () => {
    expect(
      problems('<a href="javascript:void(0)">x</a><a href=" JavaScript:go()">y</a><form action="java\tscript:x">'),
    ).toEqual([
      '1: javascript: URL in href of <a>',
      '1: javascript: URL in href of <a>',
      '1: javascript: URL in action of <form>',
    ]);
    expect(problems('<a href="/javascript-tips">tips</a><p>javascript: a language</p>')).toEqual([]);
  });

  it('survives unterminated markup', () => {
    expect(problems('<div class="x')).toEqual([]);
    expect(problems('<script>never closed')).toEqual(['1: inline <script> with code: never closed']);
    expect(problems('<!-- never closed <a onclick=x>')).toEqual([]);
  });
});

describe("the repository's HTML templates", () => {
  // The built pages (shell/dist/*.html, from this template and the prerender) are checked by e2e/inline-code.spec.ts,
  // which runs after the build.
  const templates = execFileSync('git', ['ls-files', '-z', '--', '*.html'], { cwd: repoRoot, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean);

  it("include the shell's page template", () => {
    expect(templates).toContain('shell/src/index.html');
  });

  it.each(templates)('%s has no inline event handler, inline script or javascript: URL', (file) => {
    expect(problems(readFileSync(path.join(repoRoot, file), 'utf8'))).toEqual([]);
  });
});
