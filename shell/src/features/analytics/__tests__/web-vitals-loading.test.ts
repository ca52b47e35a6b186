import { waitFor } from '@testing-library/react';
import { createAnalytics } from '../analytics';
import type * as WebVitals from '../web-vitals';

// Stands for the web-vitals chunk, and records whether it was ever loaded: jest runs the factory on its first import,
// which only analytics makes (this file imports it nowhere at its top). A file of its own, so that no other test's
// pending idle callback loads it.
let mockWebVitalsLoaded = false;
jest.mock('../web-vitals', () => {
  mockWebVitalsLoaded = true;
  return { reportWebVitals: jest.fn() };
});

beforeEach(() => {
  delete window.dataLayer;
  delete window.gtag;
  document.head.innerHTML = '';
});

afterEach(() => jest.useRealTimers());

describe('the web-vitals chunk', () => {
  it('is never loaded without a measurement id', async () => {
    jest.useFakeTimers();
    const analytics = createAnalytics();
    analytics.configure('');
    analytics.pageView({ path: '/', title: 'Home' });
    await jest.runAllTimersAsync();
    expect(mockWebVitalsLoaded).toBe(false);
  });

  it('is loaded with one, when the browser is idle after the load, and sends the metrics to gtag as events', async () => {
    jest.useFakeTimers();
    const analytics = createAnalytics();
    analytics.configure('G-TEST1234');
    await Promise.resolve();
    expect(mockWebVitalsLoaded).toBe(false);
    jest.runAllTimers();
    jest.useRealTimers();
    await waitFor(() => expect(mockWebVitalsLoaded).toBe(true));
    const { reportWebVitals } = jest.requireMock<typeof WebVitals>('../web-vitals');
    await waitFor(() => expect(reportWebVitals).toHaveBeenCalledTimes(1));
    const send = jest.mocked(reportWebVitals).mock.calls[0]?.[0];
    send?.('LCP', { value: 1200, metric_id: 'v5-1' });
    const last = window.dataLayer?.at(-1);
    expect(Array.from(last as ArrayLike<unknown>)).toEqual(['event', 'LCP', { value: 1200, metric_id: 'v5-1' }]);
  });
});
