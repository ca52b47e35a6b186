import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithRouter } from '@mediavelocity/testing/render';
import dancePortraits from '../../../../content/case-studies/dance-portraits';
import { CaseStudyPage } from '../../case-study-page';

jest.mock('react-photo-album', () => jest.requireActual('../../__tests__/photo-album-stand-in'));

// Counts the fetches of the viewer's chunk: its module is evaluated once, when first imported.
const mockViewerFetched = jest.fn();
jest.mock('../photo-lightbox', () => {
  mockViewerFetched();
  return { openPhotoLightbox: jest.fn() };
});

const firstThumbnail = () => screen.getAllByRole('button', { name: /^Open photo: / })[0] as HTMLElement;

describe("fetching the photo viewer on a visitor's intent", () => {
  it('waits for the pointer to move over a thumbnail: a page appearing under a pointer at rest does not fetch it', async () => {
    renderWithRouter(<CaseStudyPage study={dancePortraits} />, { path: `/${dancePortraits.slug}` });
    // What the browser reports when the page's gallery appears under a pointer that has not moved.
    fireEvent.pointerOver(firstThumbnail());
    fireEvent.pointerEnter(firstThumbnail());
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(mockViewerFetched).not.toHaveBeenCalled();

    fireEvent.pointerMove(firstThumbnail());
    await waitFor(() => expect(mockViewerFetched).toHaveBeenCalledTimes(1));
  });
});
