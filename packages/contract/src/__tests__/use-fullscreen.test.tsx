import { act, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { useIsFullscreen } from '../use-fullscreen';

function Shows() {
  return <p>{useIsFullscreen() ? 'full screen' : 'windowed'}</p>;
}

/** What the browser does as full screen starts or ends: the element, then the event (jsdom has neither). */
function browserSetsFullscreen(element: Element | null) {
  Object.defineProperty(document, 'fullscreenElement', { configurable: true, value: element });
  act(() => {
    document.dispatchEvent(new Event('fullscreenchange'));
  });
}

afterEach(() => Reflect.deleteProperty(document, 'fullscreenElement'));

describe('useIsFullscreen', () => {
  it('follows the document into full screen and out of it, however it happens', () => {
    const { container } = render(<Shows />);
    expect(container.textContent).toBe('windowed');
    browserSetsFullscreen(document.documentElement);
    expect(container.textContent).toBe('full screen');
    browserSetsFullscreen(null);
    expect(container.textContent).toBe('windowed');
  });

  it('is windowed where the browser has no Fullscreen API, and on the server', () => {
    expect(document.fullscreenElement).toBeUndefined();
    expect(render(<Shows />).container.textContent).toBe('windowed');
    expect(renderToString(<Shows />)).toBe('<p>windowed</p>');
  });
});
