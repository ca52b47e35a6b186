import type { MouseEvent } from 'react';

export interface SkipLinkProps {
  /** The id of the element to skip to: the frame's `<main>`, which has tabIndex -1 so it can take focus. */
  readonly targetId: string;
}

/**
 * "Skip to main content": the first stop of the Tab order on every page, hidden until it has focus, so keyboard and
 * switch users can pass the nav. It moves focus itself instead of following the fragment, which would put
 * `#main-content` in the address bar and hand the router a navigation.
 */
export function SkipLink({ targetId }: SkipLinkProps) {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
  return (
    <a className="mv-skip-link visually-hidden-focusable" href={`#${targetId}`} onClick={skip}>
      Skip to main content
    </a>
  );
}
