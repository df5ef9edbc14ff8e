'use client';

import { useSyncExternalStore } from 'react';
import { ExternalFrame } from './ExternalFrame';
import styles from './frame.module.css';

/** Re-reads the query string when the visitor goes back or forward in history. */
function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
}

const readSearch = () => window.location.search;
/** On the server (and while hydrating) the query is unknown: the page is pre-rendered once for all. */
const noSearch = () => null;

/**
 * Joins a base URL and this page's query string, e.g. ('https://u.example.com/getJob', '?id=7')
 * -> 'https://u.example.com/getJob?id=7'; a base that has a query already gets `&`.
 */
function withQuery(base: string, search: string): string {
  const query = search.replace(/^\?/, '');
  if (!query) return base;
  return `${base}${base.includes('?') ? '&' : '?'}${query}`;
}

/**
 * An {@link ExternalFrame} whose address is `base` plus this page's query string (`/getJob` and
 * `/getPrintJobs`, docs/requirements.md#content-pages, rule 23). The page stays static: the query
 * is read from `window.location` after mount, not with useSearchParams (which would need a Suspense
 * boundary, house style). Until then an empty box of the frame's size holds its place, so nothing
 * shifts; the frame is created with its final address rather than re-pointed, which would add a
 * step to the visitor's Back button.
 * @param title what the frame holds, for screen readers
 * @param base absolute URL of the external view, from `siteConfig.external`
 */
export function QueryFrame({ title, base }: { title: string; base: string }) {
  const search = useSyncExternalStore(subscribe, readSearch, noSearch);
  if (search === null) return <div className={styles.frame} />;
  return <ExternalFrame title={title} src={withQuery(base, search)} />;
}
