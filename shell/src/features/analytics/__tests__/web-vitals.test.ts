import type { CLSMetric, INPMetric, LCPMetric, MetricType } from 'web-vitals';
import { onCLS, onINP, onLCP } from 'web-vitals';
import { metricEvent, reportWebVitals } from '../web-vitals';

jest.mock('web-vitals', () => ({ onCLS: jest.fn(), onINP: jest.fn(), onLCP: jest.fn() }));

const base = {
  rating: 'good',
  navigationType: 'navigate',
  navigationId: 1,
  navigationURL: 'https://mediavelocity.web.app/',
  entries: [],
} as const;

const lcp: LCPMetric = { ...base, name: 'LCP', value: 1180.5, delta: 1180.5, id: 'v5-1-1', entries: [] };
const inp: INPMetric = { ...base, name: 'INP', value: 48, delta: 48, id: 'v5-1-2', entries: [] };
const cls: CLSMetric = { ...base, name: 'CLS', value: 0.031, delta: 0.011, id: 'v5-1-3', entries: [] };

describe('web vitals', () => {
  it('turns a metric into the GA4 event the library documents: named after it, with its delta as the value', () => {
    expect(metricEvent(cls)).toEqual([
      'CLS',
      {
        value: 0.011,
        metric_id: 'v5-1-3',
        metric_value: 0.031,
        metric_delta: 0.011,
        metric_rating: 'good',
        page_location: 'https://mediavelocity.web.app/',
      },
    ]);
  });

  it('names the page the metric was measured on, or the one shown when the library does not say', () => {
    const withoutUrl: MetricType = { ...lcp, navigationURL: undefined };
    expect(metricEvent(withoutUrl)[1].page_location).toBe(window.location.href);
  });

  it('reports LCP, INP and CLS, each as its event', () => {
    const send = jest.fn();
    reportWebVitals(send);
    const onReport = <Metric>(on: (report: (metric: Metric) => void) => void) => {
      const report = jest.mocked(on).mock.calls[0]?.[0];
      if (!report) throw new Error('Not observed');
      return report;
    };
    onReport(onLCP)(lcp);
    onReport(onINP)(inp);
    onReport(onCLS)(cls);
    expect(send.mock.calls.map(([name, params]) => [name, params.value, params.metric_id])).toEqual([
      ['LCP', 1180.5, 'v5-1-1'],
      ['INP', 48, 'v5-1-2'],
      ['CLS', 0.011, 'v5-1-3'],
    ]);
  });
});
