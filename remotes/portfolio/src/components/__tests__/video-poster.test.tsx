import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PROVIDER_GIVE_UP_MS, SLOW_NOTICE_MS } from '@mediavelocity/contract';
import csusa from '../../content/case-studies/csusa';
import { pagePhoto } from '../../content/page-photos';
import { VideoPoster, youtubeEmbedUrl, youtubeWatchUrl } from '../video-poster';

const props = {
  youtubeId: 'cS7uQ4hLm2E',
  title: 'Charter Schools USA: enrolment campaign spot',
  poster: pagePhoto('video-csusa', { aspect: 16 / 9, alt: '', ...csusa.photos['video-csusa'] }),
  sizes: '100vw',
} as const;

describe('VideoPoster', () => {
  it('shows the local poster and a play button, and nothing from YouTube, until asked', () => {
    const { container } = render(<VideoPoster {...props} />);
    expect(screen.getByRole('button', { name: `Play: ${props.title}` })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Charter Schools USA video' })).toBeInTheDocument();
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.innerHTML).not.toMatch(/youtube/i);
  });

  it('turns into the privacy-enhanced player at 16:9 on click, and moves focus to it', async () => {
    const user = userEvent.setup();
    const { container } = render(<VideoPoster {...props} />);
    await user.click(screen.getByRole('button', { name: `Play: ${props.title}` }));

    const player = container.querySelector('iframe');
    expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/cS7uQ4hLm2E?autoplay=1');
    expect(player).toHaveAttribute('title', props.title);
    expect(player).toHaveAttribute('allow', 'autoplay; encrypted-media; picture-in-picture; fullscreen');
    expect(player?.parentElement).toHaveClass('ratio', 'ratio-16x9');
    expect(player).toHaveFocus();
    expect(screen.queryByRole('button', { name: /^Play: / })).toBeNull();
  });

  it.each(['{Enter}', ' '])('plays from the keyboard (%s)', async (key) => {
    const user = userEvent.setup();
    const { container } = render(<VideoPoster {...props} />);
    await user.tab();
    expect(screen.getByRole('button', { name: `Play: ${props.title}` })).toHaveFocus();
    await user.keyboard(key);
    expect(container.querySelector('iframe')).toHaveFocus();
  });

  it('loads the poster lazily unless it is the priority image', () => {
    const { rerender } = render(<VideoPoster {...props} />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'lazy');
    rerender(<VideoPoster {...props} priority />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager');
  });

  it('escapes the id into the URL', () => {
    expect(youtubeEmbedUrl('a/b?c')).toBe('https://www.youtube-nocookie.com/embed/a%2Fb%3Fc?autoplay=1');
  });

  describe('while the player loads', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    function play() {
      const view = render(<VideoPoster {...props} />);
      fireEvent.click(screen.getByRole('button', { name: `Play: ${props.title}` }));
      const frame = () => view.container.querySelector('iframe');
      return { ...view, frame };
    }

    it('keeps the poster with a loading note until the frame has loaded', () => {
      const { frame } = play();
      expect(screen.getByRole('status')).toHaveTextContent('Loading the player…');
      expect(screen.getByRole('img', { name: 'Charter Schools USA video' })).toBeInTheDocument();
      fireEvent.load(frame() as HTMLIFrameElement);
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      expect(screen.queryByRole('img')).not.toBeInTheDocument();
    });

    it('says it is slow, then offers the video on YouTube and another try; a frame that arrives late still plays', () => {
      const { frame } = play();
      act(() => jest.advanceTimersByTime(SLOW_NOTICE_MS));
      expect(screen.getByRole('status')).toHaveTextContent('The player is taking longer than usual…');
      act(() => jest.advanceTimersByTime(PROVIDER_GIVE_UP_MS - SLOW_NOTICE_MS));
      const status = screen.getByRole('status');
      expect(status).toHaveTextContent("The video player isn't answering.");
      expect(within(status).getByRole('link', { name: 'Watch on YouTube (opens in a new tab)' })).toHaveAttribute(
        'href',
        youtubeWatchUrl(props.youtubeId),
      );
      expect(within(status).getByRole('button', { name: 'Try again' })).toBeInTheDocument();

      fireEvent.load(frame() as HTMLIFrameElement);
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    });

    it('tries again with a new frame, and waits for it afresh', () => {
      const { frame } = play();
      const first = frame();
      act(() => jest.advanceTimersByTime(PROVIDER_GIVE_UP_MS));
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(frame()).not.toBe(first);
      expect(frame()).toHaveFocus();
      expect(screen.getByRole('status')).toHaveTextContent('Loading the player…');
      act(() => jest.advanceTimersByTime(SLOW_NOTICE_MS));
      expect(screen.getByRole('status')).toHaveTextContent('The player is taking longer than usual…');
    });
  });
});
