import { act, render, screen } from '@testing-library/react';
import { DEFAULT_PATIENCE, readPatience, setPatience, SLOW_NOTICE_MS } from '@mediavelocity/contract';
import { SlowNotice } from '../slow-notice';

const notice = 'This is taking longer than usual. Still trying…';

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  setPatience(DEFAULT_PATIENCE);
  jest.useRealTimers();
});

describe('SlowNotice', () => {
  it('is an empty live region while nothing is awaited', () => {
    render(<SlowNotice waiting={false} sincePageLoad={false} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    act(() => jest.advanceTimersByTime(SLOW_NOTICE_MS * 2));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says so once a wait has lasted SLOW_NOTICE_MS, and goes when the wait ends', () => {
    const { rerender } = render(<SlowNotice waiting sincePageLoad={false} />);
    act(() => jest.advanceTimersByTime(SLOW_NOTICE_MS - 1));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent(notice);
    rerender(<SlowNotice waiting={false} sincePageLoad={false} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it("counts a page load's wait from when the visitor asked for the page, not from when the app started", () => {
    jest.spyOn(performance, 'now').mockReturnValue(SLOW_NOTICE_MS - 1000);
    render(<SlowNotice waiting sincePageLoad />);
    act(() => jest.advanceTimersByTime(999));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent(notice);
  });

  it('takes up a notice bound that arrives during a page load, still counted from when the visitor asked', () => {
    jest.spyOn(performance, 'now').mockReturnValue(500);
    render(<SlowNotice waiting sincePageLoad />);
    // The runtime config arrives with a shorter bound: 1000 ms from the page's start, 500 ms from now.
    act(() => setPatience(readPatience({ slowNoticeMs: 1000 })));
    act(() => jest.advanceTimersByTime(499));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent(notice);
  });
});
