'use client';

import dynamic from 'next/dynamic';

/**
 * `ServiceCallWithId`, fetched only when it is shown: after the visitor picks 'ID required' (or
 * arrives with a machine's number in the address). Its lookup and its schemas (zod,
 * libphonenumber-js) would otherwise load with the page, though most visitors pick the other
 * branch or only read it, and put the page over its JavaScript budget (docs/requirements.md#speed, rule 2).
 */
export const LazyServiceCallWithId = dynamic(() => import('./ServiceCallWithId').then((module) => module.ServiceCallWithId), {
  loading: () => <p role="status">Loading the service call form…</p>,
});
