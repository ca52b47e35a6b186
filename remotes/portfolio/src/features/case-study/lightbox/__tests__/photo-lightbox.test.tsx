import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRouter } from '../../../../../../../tooling/jest/render';
import { largestPhotoUrl, photoSrcSet } from '../../../../components/photo';
import conklin from '../../../../content/case-studies/conklin';
import csusa from '../../../../content/case-studies/csusa';
import dancePortraits from '../../../../content/case-studies/dance-portraits';
import hotRodShow from '../../../../content/case-studies/hot-rod-show';
import type { CaseStudy } from '../../../../content/case-study';
import { studyPhoto } from '../../../../content/case-study-photos';
import { CaseStudyPage } from '../../case-study-page';

jest.mock('react-photo-album', () => jest.requireActual('../../__tests__/photo-album-stand-in'));

// The viewer is the real yet-another-react-lightbox, fetched by the gallery's own dynamic import.

function renderStudy(study: CaseStudy) {
  return renderWithRouter(<CaseStudyPage study={study} />, { path: `/${study.slug}` });
}

const thumbnails = () => screen.getAllByRole('button', { name: /^Open photo: / });
const thumbnail = (alt: string) => screen.getByRole('button', { name: `Open photo: ${alt}` });
const viewer = () => screen.findByRole('dialog', { name: 'Photo viewer' });

/** The slide the viewer shows (the library keeps its neighbours in the document too, out of sight and inert). */
function currentSlide(dialog: HTMLElement): HTMLElement {
  const slide = dialog.querySelector<HTMLElement>('.yarl__slide_current');
  if (!slide) throw new Error('The viewer shows no slide');
  return slide;
}

const altOf = (study: CaseStudy, id: string) => studyPhoto(study, id).alt;

/** Waits until the viewer shows the photo `alt` as slide `position` (1-based), captioned with its alt text. */
async function expectShown(dialog: HTMLElement, alt: string, position: string) {
  await waitFor(() => expect(currentSlide(dialog)).toHaveAccessibleName(position));
  const slide = currentSlide(dialog);
  expect(within(slide).getByRole('img', { name: alt })).toBeInTheDocument();
  expect(within(slide).getByText(alt)).toBeInTheDocument();
}

/** A viewer that has closed has left the document (after its fade, if any). */
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
    await expectShown(dialog, altOf(dancePortraits, 'dance-portraits-3'), '3 of 6');

    await user.keyboard('{ArrowRight}');
    await expectShown(dialog, altOf(dancePortraits, 'dance-portraits-4'), '4 of 6');
    await user.keyboard('{ArrowLeft}');
    await expectShown(dialog, altOf(dancePortraits, 'dance-portraits-3'), '3 of 6');
  });

  it('opens on Enter, keeps the focus inside while open, and gives it back to the thumbnail on Escape', async () => {
    const user = userEvent.setup();
    const { container } = renderStudy(dancePortraits);
    const opener = thumbnail(altOf(dancePortraits, 'dance-portraits-2'));
    opener.focus();
    await user.keyboard('{Enter}');
    const dialog = await viewer();
    await expectShown(dialog, altOf(dancePortraits, 'dance-portraits-2'), '2 of 6');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    // The page behind is out of reach: the focus cannot tab back into it.
    expect(container).toHaveAttribute('inert');
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    await closed();
    expect(container).not.toHaveAttribute('inert');
    expect(opener).toHaveFocus();
  });

  it('opens on Space; the close button gives the focus back too', async () => {
    const user = userEvent.setup();
    renderStudy(csusa);
    const opener = thumbnail(altOf(csusa, 'csusa-5'));
    opener.focus();
    await user.keyboard(' ');
    const dialog = await viewer();
    await expectShown(dialog, altOf(csusa, 'csusa-5'), '5 of 6');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await closed();
    expect(opener).toHaveFocus();
  });

  it('shows AVIF or WebP where the browser takes them, as the page does, and the JPEGs otherwise', async () => {
    const user = userEvent.setup();
    renderStudy(dancePortraits);
    await user.click(thumbnail(altOf(dancePortraits, 'dance-portraits-1')));
    const slide = currentSlide(await viewer());
    const photo = studyPhoto(dancePortraits, 'dance-portraits-1');
    expect(slide.querySelector('source[type="image/avif"]')).toHaveAttribute('srcset', photoSrcSet(photo, 'avif'));
    expect(slide.querySelector('source[type="image/webp"]')).toHaveAttribute('srcset', photoSrcSet(photo, 'webp'));
    expect(within(slide).getByRole('img')).toHaveAttribute('srcset', photoSrcSet(photo, 'jpeg'));
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
});

describe('motion', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  /** The browser says whether the visitor asked for reduced motion. */
  function prefersReducedMotion(reduce: boolean) {
    window.matchMedia = (query: string) =>
      ({
        matches: reduce && query.includes('prefers-reduced-motion: reduce'),
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) satisfies MediaQueryList;
  }

  /** Whether the viewer is still there a moment after Escape: fading out, or gone at once. */
  async function stillThereAfterEscape(): Promise<boolean> {
    const user = userEvent.setup();
    renderStudy(dancePortraits);
    await user.click(thumbnails()[0] as HTMLElement);
    await viewer();
    await user.keyboard('{Escape}');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    const there = screen.queryByRole('dialog') !== null;
    await closed();
    return there;
  }

  it('fades out by default', async () => {
    prefersReducedMotion(false);
    expect(await stillThereAfterEscape()).toBe(true);
  });

  it('under prefers-reduced-motion closes at once, with no fade', async () => {
    prefersReducedMotion(true);
    expect(await stillThereAfterEscape()).toBe(false);
  });
});
