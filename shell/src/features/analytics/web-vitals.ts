/**
 * The Core Web Vitals of real visits (LCP, INP, CLS), measured by Google's `web-vitals` library and sent to GA4.
 * Analytics loads this module as a chunk of its own, only with a measurement id and once the page is idle: the
 * library reads the browser's buffered performance entries, so loading it late loses nothing.
 */
import { onCLS, onINP, onLCP, type MetricType } from 'web-vitals';

/** A GA4 event: its name and parameters, as `gtag('event', name, params)` takes them. */
export type SendEvent = (name: string, params: Readonly<Record<string, string | number>>) => void;

/**
 * One metric as a GA4 event, as the library documents it for GA4: the event is named after the metric, `value` is the
 * change since its last report (so that reports of one page add up), `metric_id` groups the reports of one page load.
 * `page_location` is the page the metric was measured on, which a late report (CLS and INP come when the page is
 * hidden) may no longer show.
 */
export function metricEvent(metric: MetricType): [name: string, params: Record<string, string | number>] {
  return [
    metric.name,
    {
      value: metric.delta,
      metric_id: metric.id,
      metric_value: metric.value,
      metric_delta: metric.delta,
      metric_rating: metric.rating,
      page_location: metric.navigationURL ?? window.location.href,
    },
  ];
}

/** Reports LCP, INP and CLS of this page load through `send`, each when the library has its value. */
export function reportWebVitals(send: SendEvent): void {
  const report = (metric: MetricType) => send(...metricEvent(metric));
  onLCP(report);
  onINP(report);
  onCLS(report);
}
