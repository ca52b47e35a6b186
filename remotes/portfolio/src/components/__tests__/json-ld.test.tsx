import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import type { WithContext, CreativeWorkLeaf } from 'schema-dts';
import { JsonLd, jsonLdText } from '../json-ld';
import { jsonLdIn } from './json-ld-in';

const hostile: WithContext<CreativeWorkLeaf> = {
  '@context': 'https://schema.org',
  '@type': 'CreativeWork',
  name: 'Rock & roll </script><script>alert(1)</script> <!-- and --> </SCRIPT >',
  description: 'Quotes " and \\ and a line\nbreak, and \u2028 too',
};

describe('JSON-LD', () => {
  it('writes every "<" as \\u003c, so no text in the data can close the script or open a comment', () => {
    const text = jsonLdText(hostile);
    expect(text).not.toContain('<');
    expect(text).toContain('\\u003c/script>');
    expect(JSON.parse(text)).toEqual(hostile);
  });

  it('renders one data block that a browser parses back into the same data, and nothing else', () => {
    const html = renderToStaticMarkup(
      <main>
        <JsonLd data={hostile} />
        <p>After</p>
      </main>,
    );
    const page = new DOMParser().parseFromString(html, 'text/html');
    expect(page.querySelectorAll('script')).toHaveLength(1);
    expect(page.querySelector('script')?.getAttribute('type')).toBe('application/ld+json');
    expect(jsonLdIn(page)).toEqual([hostile]);
    // The paragraph after it is still a paragraph: the data ended nothing early.
    expect(page.querySelector('main > p')?.textContent).toBe('After');
  });

  it('is taken over by the app as it was rendered: no hydration mismatch', async () => {
    const page = (
      <main>
        <JsonLd data={hostile} />
      </main>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(jsonLdIn(container)).toEqual([hostile]);
    container.remove();
  });
});
