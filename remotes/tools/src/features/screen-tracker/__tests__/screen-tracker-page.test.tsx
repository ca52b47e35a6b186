import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRouter } from '@mediavelocity/testing/render';
import { ScreenTrackerPage } from '../screen-tracker-page';
import { FULLSCREEN_MESSAGES } from '../use-fullscreen';

/** jsdom has no Fullscreen API: these stand in for the browser's, per test. */
let fullscreenElement: Element | null = null;
let requestFullscreen: jest.Mock<Promise<void>, []>;
let exitFullscreen: jest.Mock<Promise<void>, []>;

/** What the browser does whenever full screen starts or ends, however it happens. */
function browserSetsFullscreen(element: Element | null) {
  fullscreenElement = element;
  act(() => {
    document.dispatchEvent(new Event('fullscreenchange'));
  });
}

beforeEach(() => {
  fullscreenElement = null;
  requestFullscreen = jest.fn(async () => browserSetsFullscreen(document.documentElement));
  exitFullscreen = jest.fn(async () => browserSetsFullscreen(null));
  Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: true });
  Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => fullscreenElement });
  Object.defineProperty(document, 'exitFullscreen', { configurable: true, value: exitFullscreen });
  Object.defineProperty(document.documentElement, 'requestFullscreen', {
    configurable: true,
    value: requestFullscreen,
  });
});

afterEach(() => {
  Reflect.deleteProperty(document, 'fullscreenEnabled');
  Reflect.deleteProperty(document, 'fullscreenElement');
  Reflect.deleteProperty(document, 'exitFullscreen');
  Reflect.deleteProperty(document.documentElement, 'requestFullscreen');
});

function renderTracker() {
  const user = userEvent.setup();
  const view = renderWithRouter(<ScreenTrackerPage />, { path: '/screen-tracker' });
  return { user, ...view };
}

const backdrop = () => screen.getByTestId('tracker-backdrop');
const markers = () => screen.queryAllByTestId('corner-marker');
const panel = () => screen.queryByRole('region', { name: 'Screen Key & Tracker Points' });

describe('ScreenTrackerPage', () => {
  it('sets the title, with a visually hidden h1 and the panel title as h2', async () => {
    renderTracker();
    await waitFor(() => expect(document.title).toBe('Mediavelocity Screen Tracker'));
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveTextContent('Screen Tracker');
    expect(h1s[0]).toHaveClass('visually-hidden');
    expect(screen.getByRole('heading', { level: 2, name: 'Screen Key & Tracker Points' })).toBeInTheDocument();
  });

  it('starts on a #00b140 backdrop with four decorative corner markers', () => {
    renderTracker();
    expect(backdrop()).toHaveStyle({ backgroundColor: '#00b140' });
    expect(screen.getByLabelText('Background color')).toHaveValue('#00b140');
    expect(screen.getByText('#00b140')).toBeInTheDocument();
    expect(markers()).toHaveLength(4);
    for (const marker of markers()) expect(marker).toHaveAttribute('aria-hidden', 'true');
  });

  it('hides the markers with the corner pin toggle (OFF → ON) and shows them again', async () => {
    const { user } = renderTracker();
    const toggle = screen.getByRole('button', { name: 'Corner Pin Toggle: OFF' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(toggle).toHaveAccessibleDescription('Corner markers are showing.');

    await user.click(toggle);
    expect(toggle).toHaveAccessibleName('Corner Pin Toggle: ON');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(toggle).toHaveAccessibleDescription('Corner markers are hidden.');
    expect(markers()).toHaveLength(0);

    // Keyboard too: Space on the focused toggle.
    await user.keyboard(' ');
    expect(toggle).toHaveAccessibleName('Corner Pin Toggle: OFF');
    expect(markers()).toHaveLength(4);
  });

  it('recolors the backdrop and shows the new value', () => {
    renderTracker();
    fireEvent.change(screen.getByLabelText('Background color'), { target: { value: '#ff00aa' } });
    expect(backdrop()).toHaveStyle({ backgroundColor: '#ff00aa' });
    expect(screen.getByText('#ff00aa')).toBeInTheDocument();
    expect(screen.getByLabelText('Background color')).toHaveAccessibleDescription('#ff00aa');
  });

  it('hides the menu behind a menu button and brings it back, moving focus each way', async () => {
    const { user } = renderTracker();
    await user.click(screen.getByRole('button', { name: 'Hide Menu' }));
    expect(panel()).not.toBeInTheDocument();
    const showMenu = screen.getByRole('button', { name: 'Show menu' });
    expect(showMenu).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(panel()).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show menu' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide Menu' })).toHaveFocus();
  });

  it('eases the panel in only when it comes back, not as part of the first paint', async () => {
    const { user } = renderTracker();
    expect(panel()).not.toHaveClass('mv-tracker-panel--returning');

    await user.click(screen.getByRole('button', { name: 'Hide Menu' }));
    await user.click(screen.getByRole('button', { name: 'Show menu' }));
    expect(panel()).toHaveClass('mv-tracker-panel--returning');
  });

  it('keeps the markers and colour while the menu is hidden', async () => {
    const { user } = renderTracker();
    fireEvent.change(screen.getByLabelText('Background color'), { target: { value: '#0047bb' } });
    await user.click(screen.getByRole('button', { name: 'Hide Menu' }));
    expect(backdrop()).toHaveStyle({ backgroundColor: '#0047bb' });
    expect(markers()).toHaveLength(4);
  });

  it('enters full screen from the button and leaves it from the button', async () => {
    const { user } = renderTracker();
    await user.click(screen.getByRole('button', { name: 'Go Full Screen' }));
    expect(requestFullscreen).toHaveBeenCalledTimes(1);
    const escape = await screen.findByRole('button', { name: 'Escape Full Screen' });

    await user.click(escape);
    expect(exitFullscreen).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'Go Full Screen' })).toBeInTheDocument();
  });

  it('follows full screen started or ended outside the button (Escape key, browser control)', () => {
    renderTracker();
    browserSetsFullscreen(document.documentElement);
    expect(screen.getByRole('button', { name: 'Escape Full Screen' })).toBeInTheDocument();

    browserSetsFullscreen(null);
    expect(screen.getByRole('button', { name: 'Go Full Screen' })).toBeInTheDocument();
    expect(exitFullscreen).not.toHaveBeenCalled();
  });

  it('says so when the browser refuses full screen', async () => {
    requestFullscreen.mockRejectedValueOnce(new TypeError('Permissions check failed'));
    const { user } = renderTracker();
    await user.click(screen.getByRole('button', { name: 'Go Full Screen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(FULLSCREEN_MESSAGES.refused);
    expect(screen.getByRole('button', { name: 'Go Full Screen' })).toBeInTheDocument();

    // The visitor can dismiss it.
    await user.click(screen.getByRole('button', { name: 'Close alert' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('clears the message once a later attempt works', async () => {
    requestFullscreen.mockRejectedValueOnce(new TypeError('Permissions check failed'));
    const { user } = renderTracker();
    await user.click(screen.getByRole('button', { name: 'Go Full Screen' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go Full Screen' }));
    expect(await screen.findByRole('button', { name: 'Escape Full Screen' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    [
      'has no Fullscreen API for elements (iPhone Safari)',
      () => {
        Reflect.deleteProperty(document, 'fullscreenEnabled');
        Reflect.deleteProperty(document.documentElement, 'requestFullscreen');
      },
    ],
    [
      'has full screen disabled for the page',
      () => Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: false }),
    ],
  ])('offers no full screen where the browser %s, and says how to hide its bars', (_, withoutFullscreen) => {
    withoutFullscreen();
    renderTracker();
    expect(screen.queryByRole('button', { name: 'Go Full Screen' })).not.toBeInTheDocument();
    expect(panel()).toHaveTextContent(FULLSCREEN_MESSAGES.unavailable);
    expect(screen.getByRole('button', { name: 'Hide Menu' })).toBeInTheDocument();
    expect(requestFullscreen).not.toHaveBeenCalled();
  });

  it('says so when leaving full screen fails', async () => {
    exitFullscreen.mockRejectedValueOnce(new TypeError('Not in full screen'));
    const { user } = renderTracker();
    browserSetsFullscreen(document.documentElement);
    await user.click(screen.getByRole('button', { name: 'Escape Full Screen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(FULLSCREEN_MESSAGES.exitFailed);
  });

  it('leaves full screen when the visitor leaves the page', () => {
    const { unmount } = renderTracker();
    browserSetsFullscreen(document.documentElement);
    unmount();
    expect(exitFullscreen).toHaveBeenCalledTimes(1);
  });
});
