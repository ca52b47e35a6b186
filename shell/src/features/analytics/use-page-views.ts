import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { analytics } from './analytics';

/** Sends a page view on the first page and on every route change, after the new page (and its title) is shown. */
export function usePageViews(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    analytics.pageView({ path: pathname + search, title: document.title });
  }, [pathname, search]);
}
