import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRouter } from '@mediavelocity/testing/render';
import { largestPhotoUrl, photoSrcSet } from '../../../../components/photo';
import conklin from '../../../../content/case-studies/conklin';
import csusa from '../../../../content/case-studies/csusa';
import dancePortraits from '../../../../content/case-studies/dance-portraits';
import hotRodShow from '../../../../content/case-studies/hot-rod-show';
import type { CaseStudy } from '../../../../content/case-study';
import { studyPhoto } from '../../../../content/case-study-photos';
import { CaseStudyPage } from '../../case-study-page';
import { loadPhotoLightbox } from '../lightbox-gallery';

jest.mock('react-photo-album', () => jest.requireActual('../../__tests__/photo-album-stand-in'));

// The viewer is the real PhotoSwipe, fetched by the gallery's own dynamic import.

/** What the browser says of the visitor's settings: reduced motion if asked, and no mouse that hovers. */
function mediaQueries({ reduceMotion }: { readonly reduceMotion: boolean }) {
  return (query: string) =>
    ({
      matches: reduceMotion && query.includes('prefers-reduced-motion'),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) satisfies MediaQueryList;
}

// jsdom has no matchMedia and lays nothing out; PhotoSwipe asks the first and fits each photo into the window's
// width (as a browser of 1024 × 768 would report it), else it would wait for a width before fetching the image.
beforeEach(() => {
  window.matchMedia = mediaQueries({ reduceMotion: false });
  Object.defineProperty(document.documentElement, 'clientWidth', { configurable: true, value: window.innerWidth });
});
afterEach(() => {
  Reflect.deleteProperty(document.documentElement, 'clientWidth');
  Reflect.deleteProperty(window, 'matchMedia');
});

function renderStudy(study: CaseStudy) {
  return renderWithRouter(<CaseStudyPage study={study} />, { path: `/${study.slug}` });
}

const thumbnails = () => screen.getAllByRole('button', { name: /^Open photo: / });
const thumbnail = (alt: string) => screen.getByRole('button', { name: `Open photo: ${alt}` });
const viewer = () => screen.findByRole('dialog', { name: 'Photo viewer' });

/**
 * The slide the viewer shows, a group named "<n> of <count>" (the library keeps its neighbours in the document too,
 * hidden from assistive tech, so they have no role here).
 */
const currentSlide = (dialog: HTMLElement) => within(dialog).getByRole('group', { name: / of \d+$/ });

const altOf = (study: CaseStudy, id: string) => studyPhoto(study, id).alt;

/** The viewer shows the photo `alt` as slide `position` (1-based), captioned with its alt text, which describes it. */
function expectShown(dialog: HTMLElement, alt: string, position: string) {
  const slide = currentSlide(dialog);
  expect(slide).toHaveAccessibleName(position);
  expect(within(slide).getByRole('img', { name: alt })).toBeInTheDocument();
  expect(within(dialog).getByText(alt)).not.toHaveAttribute('aria-hidden');
  expect(dialog).toHaveAccessibleDescription(alt);
}

/** A viewer that has closed has left the document. */
const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

describe('which photos open in the lightbox', () => {
  it.each([
    ['dance-portraits', 6, 'a grid', dancePortraits],
    ['csusa', 6, 'a masonry gallery; not the hero or the video poster', csusa],
    ['conklin', 3, 'full-width photos; not the hero', conklin],
    ['hot-rod-show', 2, 'a row; not the hero', hotRodShow],
  ] as const)('%s: %i thumbnails (%s)', (_slug, count, _what, study) => {
    renderStudy(study);
    expect(thumbnails()).toHaveLength(count);
    for (const link of thumbnails()) {
      const image = within(link).getByRole('img');
      const alt = image.getAttribute('alt') ?? '';
      // Named after the photo; a link to its largest JPEG, which is what it does without JavaScript.
      expect(link).toHaveAccessibleName(`Open photo: ${alt}`);
      expect(link).toHaveAttribute('aria-haspopup', 'dialog');
      const id = Object.entries(study.photos).find(([, info]) => info.alt === alt)?.[0] ?? '';
      expect(link).toHaveAttribute('href', largestPhotoUrl(studyPhoto(study, id)));
    }
  });

  it('nothing is open until a thumbnail is', () => {
    renderStudy(dancePortraits);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the viewer', () => {
  it('opens on a click at the photo clicked, captioned with its alt text, and moves with the arrow keys', async () => {
    const user = userEvent.setup();
    renderStudy(dancePortraits);
    await user.click(thumbnail(altOf(dancePortraits, 'dance-portraits-3')));
    const dialog = await viewer();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expectShown(dialog, altOf(dancePortraits, 'dance-portraits-3'), '3 of 6');

    await user.keyboard('{ArrowRight}');
    expectShown(dialog, altOf(dancePortraits, 'dance-portraits-4'), '4 of 6');
    await user.keyboard('{ArrowLeft}');
    await user.keyboard('{ArrowLeft}');
    expectShown(dialog, altOf(dancePortraits, 'dance-portraits-2'), '2 of 6');
    // Its buttons are named.
    for (const name of ['Close', 'Previous photo', 'Next photo']) {
      expect(within(dialog).getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('opened by a pointer, takes the focus after it has painted, not in the click; then the thumbnail gets it back', async () => {
    const user = userEvent.setup();
    // The last test's viewer leaves the document a frame after its gallery has gone.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    renderStudy(dancePortraits);
    await loadPhotoLightbox();
    const opener = thumbnail(altOf(dancePortraits, 'dance-portraits-4'));
    fireEvent.click(opener, { detail: 1, clientX: 40, clientY: 60 });
    const dialog = screen.getByRole('dialog', { name: 'Photo viewer' });
    // A focus in the click would lay the page out there (the library's own opener waits too).
    expect(dialog).not.toContainElement(document.activeElement as HTMLElement);
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await closed();
    expect(opener).toHaveFocus();
  });

  it("puts the photo shown in the document in the click, and its neighbours' once the viewer has painted", async () => {
    const user = userEvent.setup();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    renderStudy(dancePortraits);
    await loadPhotoLightbox();
    fireEvent.click(thumbnail(altOf(dancePortraits, 'dance-portraits-3')), { detail: 1, clientX: 40, clientY: 60 });
    const dialog = screen.getByRole('dialog', { name: 'Photo viewer' });
    const photos = () => [...dialog.querySelectorAll('img')].map((image) => image.alt);
    expect(photos()).toEqual([altOf(dancePortraits, 'dance-portraits-3')]);
    const [before, shown, after] = ['2', '3', '4'].map((n) => altOf(dancePortraits, `dance-portraits-${n}`));
    await waitFor(() => expect(photos()).toEqual([before, shown, after]));
    await user.keyboard('{Escape}');
    await closed();
  });

  it('opens on Enter, keeps the focus inside while open, and gives it back to the thumbnail on Escape', async () => {
    const user = userEvent.setup();
    renderStudy(dancePortraits);
    const opener = thumbnail(altOf(dancePortraits, 'dance-portraits-2'));
    opener.focus();
    await user.keyboard('{Enter}');
    const dialog = await viewer();
    expectShown(dialog, altOf(dancePortraits, 'dance-portraits-2'), '2 of 6');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    // Round the viewer's buttons and past the last: the focus never reaches the page behind. (Past the last button it
    // leaves the document, for the browser's own controls in a browser, as from any dialog; then Tab comes back in.)
    const where: string[] = [];
    for (let step = 0; step < 8; step += 1) {
      await user.tab();
      const active = document.activeElement;
      if (dialog.contains(active)) where.push('viewer');
      else where.push(active === null || active === document.body ? 'none' : `page: ${active.outerHTML.slice(0, 80)}`);
    }
    expect(where.filter((place) => place.startsWith('page'))).toEqual([]);
    expect(where.slice(0, 3)).toEqual(['viewer', 'viewer', 'viewer']);
    expect(where.filter((place) => place === 'viewer').length).toBeGreaterThanOrEqual(6);

    await user.keyboard('{Escape}');
    await closed();
    expect(opener).toHaveFocus();
  });

  it('opens on Space; the close button gives the focus back too', async () => {
    const user = userEvent.setup();
    renderStudy(csusa);
    const opener = thumbnail(altOf(csusa, 'csusa-5'));
    opener.focus();
    await user.keyboard(' ');
    const dialog = await viewer();
    expectShown(dialog, altOf(csusa, 'csusa-5'), '5 of 6');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await closed();
    expect(opener).toHaveFocus();
  });

  it('shows AVIF or WebP where the browser takes them, as the page does, and the JPEGs otherwise, at the width shown', async () => {
    const user = userEvent.setup();
    renderStudy(dancePortraits);
    await user.click(thumbnail(altOf(dancePortraits, 'dance-portraits-1')));
    const slide = currentSlide(await viewer());
    const photo = studyPhoto(dancePortraits, 'dance-portraits-1');
    const image = within(slide).getByRole('img');
    // The photo fitted into the window (1024 × 768 here) above the caption's band (4rem, 64 px): as wide as it is
    // shown, in CSS pixels.
    const { width, height } = photo.files;
    const shown = `${Math.round(Math.min(window.innerWidth, ((window.innerHeight - 64) * width) / height))}px`;
    expect(image).toHaveAttribute('srcset', photoSrcSet(photo, 'jpeg'));
    expect(image).toHaveAttribute('sizes', shown);
    const picture = image.parentElement;
    expect(picture?.tagName).toBe('PICTURE');
    for (const format of ['avif', 'webp'] as const) {
      const source = picture?.querySelector(`source[type="image/${format}"]`);
      expect(source).toHaveAttribute('srcset', photoSrcSet(photo, format));
      expect(source).toHaveAttribute('sizes', shown);
    }
  });

  it('a click with a modifier key is left to the browser (the photo in a new tab, say)', async () => {
    renderStudy(dancePortraits);
    const defaultPrevented: boolean[] = [];
    // After React's own handler has run: was the browser's default (following the link) cancelled? Then cancel it,
    // as jsdom does not navigate.
    const record = (event: Event) => {
      defaultPrevented.push(event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', record);
    try {
      fireEvent.click(thumbnails()[0] as HTMLElement, { ctrlKey: true });
      fireEvent.click(thumbnails()[0] as HTMLElement, { button: 1 });
      // Let an open (which would load the viewer) have its turn.
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    } finally {
      document.removeEventListener('click', record);
    }
    expect(defaultPrevented).toEqual([false, false]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('once its chunk is here, opens in the click itself, not a promise later', async () => {
    renderStudy(dancePortraits);
    await loadPhotoLightbox();
    fireEvent.click(thumbnail(altOf(dancePortraits, 'dance-portraits-5')));
    // No await between: the viewer is in the document when the click's handlers return.
    expectShown(
      screen.getByRole('dialog', { name: 'Photo viewer' }),
      altOf(dancePortraits, 'dance-portraits-5'),
      '5 of 6',
    );
  });

  it('closes with its gallery when the page goes', async () => {
    const user = userEvent.setup();
    const { unmount } = renderStudy(dancePortraits);
    await user.click(thumbnails()[0] as HTMLElement);
    await viewer();
    unmount();
    await closed();
  });
});

describe('motion', () => {
  /** The transform of the photo in view, right after a zoom (the Z key) and once any animation is over. */
  async function zoomTransforms(): Promise<{ before: string; at: string; after: string }> {
    const user = userEvent.setup();
    renderStudy(dancePortraits);
    await user.click(thumbnail(altOf(dancePortraits, 'dance-portraits-3')));
    const slide = currentSlide(await viewer());
    const wrap = slide.firstElementChild as HTMLElement;
    const before = wrap.style.transform;
    fireEvent.keyDown(document, { key: 'z' });
    const at = wrap.style.transform;
    await waitFor(() => expect(wrap.style.transform).not.toBe(before));
    return { before, at, after: wrap.style.transform };
  }

  it('opens and closes without a fade, for everyone: shown at full opacity at once, gone at once', async () => {
    const user = userEvent.setup();
    renderStudy(dancePortraits);
    await user.click(thumbnails()[0] as HTMLElement);
    const dialog = await viewer();
    expect(dialog.style.opacity).toBe('1');
    await user.keyboard('{Escape}');
    // The library removes it in a task of its own, with no animation to wait for.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('animates a zoom by default', async () => {
    const { before, at } = await zoomTransforms();
    expect(at).toBe(before);
  });

  it('under prefers-reduced-motion zooms at once, with no animation', async () => {
    window.matchMedia = mediaQueries({ reduceMotion: true });
    const { before, at, after } = await zoomTransforms();
    expect(at).not.toBe(before);
    expect(at).toBe(after);
  });
});
