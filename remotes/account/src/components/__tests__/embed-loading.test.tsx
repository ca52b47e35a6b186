import { act, render, screen } from '@testing-library/react';
import { SLOW_NOTICE_MS } from '@mediavelocity/contract';
import { EmbedLoading } from '../embed-loading';

afterEach(() => jest.useRealTimers());

describe('EmbedLoading', () => {
  it('says what is loading, and past SLOW_NOTICE_MS that it is taking longer than usual', () => {
    jest.useFakeTimers();
    render(<EmbedLoading text="Loading form..." />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading form...');
    expect(status).not.toHaveTextContent(/longer than usual/);
    act(() => jest.advanceTimersByTime(SLOW_NOTICE_MS));
    expect(status).toHaveTextContent('Loading form...This is taking longer than usual. Still trying…');
  });
});
