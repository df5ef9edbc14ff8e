import { useSyncExternalStore } from 'react';
import type { LookupKind } from '@/lib/forms/service-call-fields';

/** A number given in the page address, e.g. by the QR label on a machine. */
export interface DeepLink {
  kind: LookupKind;
  number: string;
}

/**
 * Reads `?equipment=NUMBER` or `?customer=NUMBER` (a machine's QR
 * label, docs/requirements.md#service-calls, rule 2); the equipment number wins when both are given.
 * @param search a query string such as window.location.search
 * @returns the number and its kind, or null when the address names none
 */
export function parseDeepLink(search: string): DeepLink | null {
  const params = new URLSearchParams(search);
  for (const kind of ['equipment', 'customer'] as const) {
    const number = params.get(kind)?.trim();
    if (number) return { kind, number };
  }
  return null;
}

// The address is read once; this page never changes its own query string.
const subscribe = () => () => undefined;
const readSearch = () => window.location.search;
/** On the server and while hydrating: the page is pre-rendered once for every query. */
const noSearch = () => '';

/**
 * The deep link of this page, read from `window.location` after hydration, so the page stays
 * static (no useSearchParams, house style).
 * @returns null on the server, while hydrating, and when the address names no number
 */
export function useDeepLink(): DeepLink | null {
  return parseDeepLink(useSyncExternalStore(subscribe, readSearch, noSearch));
}
