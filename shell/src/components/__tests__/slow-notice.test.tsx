import { act, render, screen } from '@testing-library/react';
import { SLOW_NOTICE_MS } from '@mediavelocity/contract';
import { SlowNotice } from '../slow-notice';

const notice = 'This is taking longer than usual. Still trying…';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

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
});
