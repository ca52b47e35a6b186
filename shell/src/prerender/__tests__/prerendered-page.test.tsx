import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { PRERENDERED_HEAD_ATTRIBUTE, settlePrerenderedHead } from '../prerendered-page';

const marked = `${PRERENDERED_HEAD_ATTRIBUTE}=""`;

/** The head as a prerendered page brings it. */
function prerenderedHead(): void {
  document.head.innerHTML = [
    '<meta charset="utf-8">',
    `<title ${marked}>Mediavelocity Work</title>`,
    `<meta ${marked} name="description" content="Our work.">`,
    `<link ${marked} rel="canonical" href="https://example.test/work">`,
    `<meta ${marked} property="og:url" content="https://example.test/work">`,
    '<link rel="stylesheet" href="/main.css">',
  ].join('');
}

const head = () => [...document.head.children].map((element) => element.outerHTML);

afterEach(() => {
  document.head.innerHTML = '';
});

describe('settlePrerenderedHead', () => {
  it('drops a prerendered element the app has put its own beside, and keeps, unmarked, one it took as its own', () => {
    prerenderedHead();
    // The app's: a description of its own beside the prerendered one (another text), the same canonical link.
    document.head.insertAdjacentHTML('beforeend', '<meta name="description" content="Our work, newer.">');
    settlePrerenderedHead();
    expect(head()).toEqual([
      '<meta charset="utf-8">',
      '<title>Mediavelocity Work</title>',
      '<link rel="canonical" href="https://example.test/work">',
      '<meta property="og:url" content="https://example.test/work">',
      '<link rel="stylesheet" href="/main.css">',
      '<meta name="description" content="Our work, newer.">',
    ]);
  });

  it('leaves the document with one of each, the ones React renders, whether it reuses the prerendered or not', async () => {
    prerenderedHead();
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () =>
      root.render(
        <>
          <title>Mediavelocity Work</title>
          <meta name="description" content="Another description." />
          <link rel="canonical" href="https://example.test/work" />
          <meta property="og:url" content="https://example.test/work" />
        </>,
      ),
    );
    settlePrerenderedHead();
    const titles = document.head.querySelectorAll('title');
    expect([...titles].map((title) => title.textContent)).toEqual(['Mediavelocity Work']);
    expect(
      [...document.head.querySelectorAll('meta[name="description"]')].map((meta) => meta.getAttribute('content')),
    ).toEqual(['Another description.']);
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('meta[property="og:url"]')).toHaveLength(1);
    expect(document.head.querySelectorAll(`[${PRERENDERED_HEAD_ATTRIBUTE}]`)).toHaveLength(0);
    // What React rendered stays React's: unmounting the page takes its head elements with it.
    await act(async () => root.unmount());
    expect(document.head.querySelectorAll('meta[name="description"], link[rel="canonical"]')).toHaveLength(0);
    container.remove();
  });
});
