import { hasRelativeUrl, pageFile, pageParts, prerenderedHtml } from '../snapshot';

// app.html as the build writes it: minified, attribute values unquoted where they can be.
const template =
  '<!doctype html><html lang=en><head><meta charset=utf-8><title>Mediavelocity</title>' +
  '<link rel=preload href=/assets/font.0a1b2c3d.woff2 as=font type=font/woff2 crossorigin=anonymous>' +
  '<link rel=preload href=/runtime-config.json as=fetch crossorigin=anonymous>' +
  '<link rel=preload href=http://127.0.0.1:5055/mf-manifest.json as=fetch crossorigin=anonymous>' +
  '<script defer src=/main.1234abcd.js></script><link href=/main.1234abcd.css rel=stylesheet></head>' +
  '<body><div id=root></div><noscript>JavaScript needed.</noscript></body></html>';

const BOOT = 'boot.0a1b2c3d.js';

const rendered =
  '<title>Mediavelocity Work</title><link rel="canonical" href="https://example.test/work"/>' +
  '<meta name="description" content="Our work."/><meta property="og:url" content="https://example.test/work"/>' +
  '<header class="sticky-top"><nav aria-label="Main"></nav></header><!--$--><main id="main-content"><h1>Work</h1>' +
  '<p>Three<!-- --> projects</p></main><!--/$-->';

describe('pageParts', () => {
  it('moves the head elements React writes first into the head, marked, and keeps the rest as the frame', () => {
    const parts = pageParts({ html: rendered, hideNav: false, remote: null }, [
      '<link rel="stylesheet" href="http://r/1.css">',
    ]);
    expect(parts.title).toBe('Mediavelocity Work');
    expect(parts.head).toEqual([
      '<link data-mv-prerendered="" rel="canonical" href="https://example.test/work"/>',
      '<meta data-mv-prerendered="" name="description" content="Our work."/>',
      '<meta data-mv-prerendered="" property="og:url" content="https://example.test/work"/>',
      '<link rel="stylesheet" href="http://r/1.css">',
    ]);
    expect(parts.catchAll).toBe(false);
    expect(parts.root).toMatch(/^<header class="sticky-top">/);
    expect(parts.root).toContain('<!--$--><main id="main-content"><h1>Work</h1><p>Three<!-- --> projects</p>');
  });

  it('leaves head-like elements inside the page where they are', () => {
    const html = '<header class="sticky-top"></header><main><link rel="canonical" href="/x"/></main>';
    expect(pageParts({ html, hideNav: false, remote: null }, []).root).toBe(html);
  });

  it('leaves out the tags naming the address of the page served at every address without one', () => {
    const parts = pageParts({ html: rendered, hideNav: false, remote: null }, [], { catchAll: true });
    expect(parts.head).toEqual(['<meta data-mv-prerendered="" name="description" content="Our work."/>']);
    expect(parts.title).toBe('Mediavelocity Work');
    expect(parts.catchAll).toBe(true);
  });

  it('marks the nav hidden for a page that hides it', () => {
    const parts = pageParts({ html: rendered, hideNav: true, remote: null }, []);
    expect(parts.root).toMatch(/^<header class="sticky-top" hidden="">/);
  });

  it('fails when a page hides a nav its markup does not have', () => {
    expect(() => pageParts({ html: '<main></main>', hideNav: true, remote: null }, [])).toThrow(
      /no <header class="sticky-top">/,
    );
  });
});

describe('prerenderedHtml', () => {
  const html = prerenderedHtml(template, pageParts({ html: rendered, hideNav: false, remote: null }, []), BOOT);

  it("puts the page's title in place of the default one", () => {
    expect(html).toContain('<title data-mv-prerendered="">Mediavelocity Work</title>');
    expect(html.match(/<title/g)).toHaveLength(1);
  });

  it('fills #root, marked for the app to take over', () => {
    expect(html).toContain('<div id="root" data-prerendered=""><header class="sticky-top">');
    expect(html).toContain('<!--/$--></div><noscript>');
  });

  it('adds the head elements before </head> and keeps the stylesheet', () => {
    expect(html).toMatch(/<meta data-mv-prerendered="" property="og:url" content="[^"]+"\/><\/head>/);
    expect(html).toContain('</script><link href=/main.1234abcd.css rel=stylesheet>');
  });

  it('says what needs JavaScript instead of that the site does', () => {
    expect(html).toContain(
      '<noscript>Client sign-in, payment, the contact form and the tools need JavaScript.</noscript>',
    );
  });

  it('drops the start-up preloads, which would compete with the first paint', () => {
    expect(html).not.toContain('as=fetch');
  });

  it("keeps the font's preload, which the first paint waits for", () => {
    expect(html).toContain(
      '<link rel=preload href=/assets/font.0a1b2c3d.woff2 as=font type=font/woff2 crossorigin=anonymous>',
    );
  });

  it("names the remote and the version a remote's page was rendered from", () => {
    const entry = 'http://127.0.0.1:5056/v/1.0.0-0a1b2c3d/remoteEntry.js?a="b"';
    const page = prerenderedHtml(
      template,
      pageParts({ html: rendered, hideNav: false, remote: { name: 'tools', entry } }, []),
      BOOT,
    );
    expect(page).toContain(
      '<div id="root" data-prerendered="" data-remote="tools" ' +
        'data-remote-entry="http://127.0.0.1:5056/v/1.0.0-0a1b2c3d/remoteEntry.js?a=&quot;b&quot;"><header',
    );
  });

  it('marks the not-found page served at every address without a page of its own', () => {
    const notFound = pageParts({ html: rendered, hideNav: false, remote: null }, [], { catchAll: true });
    expect(prerenderedHtml(template, notFound, BOOT)).toContain(
      '<div id="root" data-prerendered="" data-catch-all=""><header',
    );
    expect(html).not.toContain('data-catch-all');
  });

  it('fails on a template without an empty #root', () => {
    expect(() =>
      prerenderedHtml(
        template.replace('<div id=root></div>', ''),
        pageParts({ html: '', hideNav: false, remote: null }, []),
        BOOT,
      ),
    ).toThrow(/empty <div id="root"><\/div>/);
  });

  it('loads the app through the boot script, which adds the entry once the page has painted', () => {
    expect(html).toContain('<script defer src="/boot.0a1b2c3d.js" data-app="/main.1234abcd.js"></script>');
    expect(html).not.toContain('<script defer src=/main.1234abcd.js>');
    expect(() =>
      prerenderedHtml(
        template.replace('/main.1234abcd.js', '/app.js'),
        pageParts({ html: '', hideNav: false, remote: null }, []),
        BOOT,
      ),
    ).toThrow(/^The boot-script swap found no <script defer src=\/main\.<hash>\.js> in app\.html \(ENTRY_SCRIPT/);
  });
});

describe('pageFile', () => {
  it.each([
    ['/', 'index.html'],
    ['/work', 'work.html'],
    ['/a/b-c', 'a/b-c.html'],
  ])('%s → %s', (route, file) => expect(pageFile(route)).toBe(file));

  it.each(['/work/', '/../x', '/a//b', '/:slug', 'work'])('refuses %s', (route) => {
    expect(() => pageFile(route)).toThrow(/not a plain path/);
  });
});

describe('hasRelativeUrl', () => {
  it.each([
    '.a{mask:url("data:image/svg+xml,%3Csvg%3E")}',
    ".a{background:url('data:image/png;base64,AA')}",
    '.a{background:url(data:image/png;base64,AA)}',
    '.a{background:url( "https://example.test/a.png" )}',
    '.a{background:url(//example.test/a.png)}',
    '.a{filter:url(#f)}',
    '.a{color:red}',
  ])('lets %s through', (css) => expect(hasRelativeUrl(css)).toBe(false));

  it.each([
    '.a{background:url(a.png)}',
    '.a{background:url("photos/a.png")}',
    ".a{background:url( '../a.woff2' )}",
    '.a{background:url(/assets/a.png)}',
  ])('finds the relative url() in %s', (css) => expect(hasRelativeUrl(css)).toBe(true));
});
