import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pagePhoto } from '../../content/page-photos';
import { VideoPoster, youtubeEmbedUrl } from '../video-poster';

const props = {
  youtubeId: 'cS7uQ4hLm2E',
  title: 'Charter Schools USA: enrolment campaign spot',
  poster: pagePhoto('video-csusa'),
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
});
